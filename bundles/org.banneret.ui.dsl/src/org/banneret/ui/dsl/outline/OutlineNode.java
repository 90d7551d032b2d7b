package org.banneret.ui.dsl.outline;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.DocumentSymbol;

/** An entry of the Outline: a document symbol, its parent, and a path of names that survives a refresh. */
public final class OutlineNode {

	private final DocumentSymbol symbol;
	private final OutlineNode parent;
	private final List<OutlineNode> children = new ArrayList<>();

	OutlineNode(DocumentSymbol symbol, OutlineNode parent) {
		this.symbol = symbol;
		this.parent = parent;
		if (symbol.getChildren() != null) {
			symbol.getChildren().forEach(child -> children.add(new OutlineNode(child, this)));
		}
	}

	public DocumentSymbol symbol() {
		return symbol;
	}

	public OutlineNode parent() {
		return parent;
	}

	public List<OutlineNode> children() {
		return children;
	}

	public String label() {
		return symbol.getName();
	}

	/** The names from the root to this entry, with the entry's rank among equal names. */
	String path() {
		int rank = 0;
		List<OutlineNode> siblings = parent == null ? List.of() : parent.children;
		for (OutlineNode sibling : siblings) {
			if (sibling == this) {
				break;
			}
			if (sibling.label().equals(label())) {
				rank++;
			}
		}
		return (parent == null ? "" : parent.path() + "/") + label() + "#" + rank;
	}

	@Override
	public String toString() {
		return label();
	}
}
