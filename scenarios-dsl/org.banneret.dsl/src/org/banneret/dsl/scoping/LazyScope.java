package org.banneret.dsl.scoping;

import java.util.function.Supplier;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;

/**
 * A scope made when first asked. Xtext's outer scopes describe every named element of the file
 * when made, and most names are found before them: a unit type among its game system's, where a
 * 10,000-unit scenario's own names need not be listed at all.
 */
final class LazyScope implements IScope {

	private final Supplier<IScope> maker;
	private IScope scope;

	LazyScope(Supplier<IScope> maker) {
		this.maker = maker;
	}

	private IScope scope() {
		if (scope == null) {
			scope = maker.get();
		}
		return scope;
	}

	@Override
	public IEObjectDescription getSingleElement(QualifiedName name) {
		return scope().getSingleElement(name);
	}

	@Override
	public Iterable<IEObjectDescription> getElements(QualifiedName name) {
		return scope().getElements(name);
	}

	@Override
	public IEObjectDescription getSingleElement(EObject object) {
		return scope().getSingleElement(object);
	}

	@Override
	public Iterable<IEObjectDescription> getElements(EObject object) {
		return scope().getElements(object);
	}

	@Override
	public Iterable<IEObjectDescription> getAllElements() {
		return scope().getAllElements();
	}

	@Override
	public String toString() {
		return scope == null ? "LazyScope (not made yet)" : "LazyScope " + scope;
	}
}
