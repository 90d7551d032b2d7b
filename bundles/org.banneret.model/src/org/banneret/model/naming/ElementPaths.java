package org.banneret.model.naming;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The URI fragments EMF gives a model's elements ("//@sides.0/@elements.3"), written while
 * walking the containment tree. EMF finds each path segment's index by searching its list, so
 * asking it element by element costs, for a side of 10,000 unit rows, 10,000 searches of 10,000
 * rows.
 */
public final class ElementPaths {

	private ElementPaths() {
	}

	/**
	 * The fragment of a root in its resource and of each element under it that {@code into}
	 * accepts, together with all it contains that {@code into} accepts (an element not accepted
	 * is left out with its contents). Empty for a root outside a resource.
	 */
	public static Map<EObject, String> fragments(EObject root, Predicate<? super EObject> into) {
		Map<EObject, String> fragments = new IdentityHashMap<>();
		if (root.eResource() != null) {
			String fragment = root.eResource().getURIFragment(root);
			fragments.put(root, fragment);
			walk(root, fragment, into, fragments);
		}
		return fragments;
	}

	/**
	 * The fragment of one element under a root in a resource, as {@link #fragments} writes it:
	 * its ID, else its path up its containers. A few elements' paths cost a few list searches.
	 */
	public static String fragment(EObject element) {
		String id = EcoreUtil.getID(element);
		return id != null ? id : pathOf(element);
	}

	private static String pathOf(EObject element) {
		EObject container = element.eContainer();
		if (container == null) {
			return element.eResource() != null ? element.eResource().getURIFragment(element) : "";
		}
		EReference containment = element.eContainmentFeature();
		int index = containment.isMany() && containment.getEKeys().isEmpty()
				? ((List<?>) container.eGet(containment, false)).indexOf(element) : -1;
		return pathOf(container) + "/" + segment(container, containment, element, index);
	}

	/** A child's segment of its path: EMF's for a reference with keys, else "@name" and, in a list, ".index". */
	private static String segment(EObject container, EReference containment, EObject child, int index) {
		return !containment.getEKeys().isEmpty() ? ((InternalEObject) container).eURIFragmentSegment(containment, child)
				: "@" + containment.getName() + (containment.isMany() ? "." + index : "");
	}

	@SuppressWarnings("unchecked")
	private static void walk(EObject container, String path, Predicate<? super EObject> into, Map<EObject, String> fragments) {
		for (EReference containment : container.eClass().getEAllContainments()) {
			if (!container.eIsSet(containment)) {
				continue;
			}
			List<EObject> children = containment.isMany() ? (List<EObject>) container.eGet(containment, false)
					: List.of((EObject) container.eGet(containment, false));
			for (int index = 0; index < children.size(); index++) {
				EObject child = children.get(index);
				if (!into.test(child)) {
					continue;
				}
				String childPath = path + "/" + segment(container, containment, child, index);
				String id = EcoreUtil.getID(child);
				fragments.put(child, id != null ? id : childPath);
				walk(child, childPath, into, fragments);
			}
		}
	}
}
