package org.banneret.dsl.resource;

import java.util.IdentityHashMap;
import java.util.Map;

import org.banneret.model.naming.ElementPaths;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.parser.antlr.IReferableElementsUnloader;

/**
 * Unloads a reparsed model as Xtext's generic unloader does, each element turned into a proxy of
 * its old URI, its adapters cleared, but with the URIs written while walking the tree
 * ({@link ElementPaths}): asked of EMF element by element, they cost a reparse of a 10,000-row
 * scenario 10,000 searches of 10,000 rows.
 */
public class PathUnloader implements IReferableElementsUnloader {

	@Override
	public void unloadRoot(EObject root) {
		if (root.eResource() instanceof BanneretResource resource) {
			resource.replacing(root); // the linker links what takes its place
		}
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
		URI resourceUri = EcoreUtil.getURI(root).trimFragment();
		Map<EObject, URI> uris = new IdentityHashMap<>();
		ElementPaths.fragments(root, element -> true)
				.forEach((element, fragment) -> uris.put(element, resourceUri.appendFragment(fragment)));
		return uris;
	}
}
