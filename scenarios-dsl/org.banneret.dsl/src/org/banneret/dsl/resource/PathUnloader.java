package org.banneret.dsl.resource;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.parser.antlr.IReferableElementsUnloader;

/**
 * Unloads a reparsed model as Xtext's generic unloader does, each element turned into a proxy of
 * its old URI, its adapters cleared, but with the URIs written while walking the tree. EMF finds
 * each path segment's index by searching its list, so a scenario side of 10,000 unit rows cost
 * 10,000 searches of 10,000 rows on every reparse of the text.
 */
public class PathUnloader implements IReferableElementsUnloader {

	@Override
	public void unloadRoot(EObject root) {
		Map<EObject, URI> uris = proxyURIs(root);
		for (Map.Entry<EObject, URI> element : uris.entrySet()) {
			element.getKey().eAdapters().clear();
		}
		for (Map.Entry<EObject, URI> element : uris.entrySet()) {
			((InternalEObject) element.getKey()).eSetProxyURI(element.getValue());
		}
	}

	/** The URI of the root and of every element it contains, as {@link EcoreUtil#getURI(EObject)} writes it. */
	public static Map<EObject, URI> proxyURIs(EObject root) {
		Map<EObject, URI> uris = new IdentityHashMap<>();
		URI rootUri = EcoreUtil.getURI(root);
		uris.put(root, rootUri);
		URI resourceUri = rootUri.trimFragment();
		walk(root, rootUri.fragment(), resourceUri, uris);
		return uris;
	}

	@SuppressWarnings("unchecked")
	private static void walk(EObject container, String fragment, URI resourceUri, Map<EObject, URI> uris) {
		for (EReference containment : container.eClass().getEAllContainments()) {
			if (!container.eIsSet(containment)) {
				continue;
			}
			List<EObject> children = containment.isMany() ? (List<EObject>) container.eGet(containment, false)
					: List.of((EObject) container.eGet(containment, false));
			boolean plainPath = containment.getEKeys().isEmpty();
			for (int index = 0; index < children.size(); index++) {
				EObject child = children.get(index);
				String segment = !plainPath ? ((InternalEObject) container).eURIFragmentSegment(containment, child)
						: "@" + containment.getName() + (containment.isMany() ? "." + index : "");
				String path = fragment + "/" + segment;
				String id = EcoreUtil.getID(child);
				uris.put(child, resourceUri.appendFragment(id != null ? id : path));
				walk(child, path, resourceUri, uris);
			}
		}
	}
}
