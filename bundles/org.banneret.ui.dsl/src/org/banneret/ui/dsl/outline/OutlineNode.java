package org.banneret.ui.dsl.outline;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.banneret.ui.properties.PropertySources;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.ui.views.properties.IPropertySource;

/** An entry of the Outline: a document symbol, its parent, and a path of names that survives a refresh. */
public final class OutlineNode implements IAdaptable {

	private DocumentSymbol symbol;
	private final OutlineNode parent;
	private final List<OutlineNode> children = new ArrayList<>();
	private final Function<OutlineNode, EObject> elements;

	OutlineNode(DocumentSymbol symbol, OutlineNode parent, Function<OutlineNode, EObject> elements) {
		this.symbol = symbol;
		this.parent = parent;
		this.elements = elements;
		if (symbol.getChildren() != null) {
			symbol.getChildren().forEach(child -> children.add(new OutlineNode(child, this, elements)));
		}
	}

	/** The entry's model element, for the Properties view. */
	@Override
	public <T> T getAdapter(Class<T> adapter) {
		if (adapter == IPropertySource.class || adapter == EObject.class) {
			EObject element = elements.apply(this);
			if (element == null) {
				return null;
			}
			return adapter == EObject.class ? adapter.cast(element) : adapter.cast(PropertySources.of(element));
		}
		return null;
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

	/**
	 * Takes a newer tree's symbols when it has this tree's shape (the same entries with the same
	 * children): the outline then needs no rebuild, only the entries whose names changed are
	 * redrawn. Returns false, changing nothing, when the shapes differ.
	 */
	static boolean update(List<OutlineNode> current, List<OutlineNode> newer, List<OutlineNode> renamed) {
		if (!sameShape(current, newer)) {
			return false;
		}
		take(current, newer, renamed);
		return true;
	}

	private static boolean sameShape(List<OutlineNode> a, List<OutlineNode> b) {
		if (a.size() != b.size()) {
			return false;
		}
		for (int i = 0; i < a.size(); i++) {
			if (a.get(i).symbol.getKind() != b.get(i).symbol.getKind() || !sameShape(a.get(i).children, b.get(i).children)) {
				return false;
			}
		}
		return true;
	}

	private static void take(List<OutlineNode> current, List<OutlineNode> newer, List<OutlineNode> renamed) {
		for (int i = 0; i < current.size(); i++) {
			OutlineNode node = current.get(i);
			DocumentSymbol symbol = newer.get(i).symbol;
			if (!node.label().equals(symbol.getName())) {
				renamed.add(node);
			}
			node.symbol = symbol;
			take(node.children, newer.get(i).children, renamed);
		}
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
