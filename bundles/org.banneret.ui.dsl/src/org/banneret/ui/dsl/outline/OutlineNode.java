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

	private final DocumentSymbol symbol;
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
