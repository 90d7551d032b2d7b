package org.banneret.dsl.resource;

import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.EObjectDescription;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.impl.DefaultResourceDescriptionStrategy;
import org.eclipse.xtext.util.IAcceptor;

/**
 * Exports what Xtext exports, and gives each file's root a fingerprint of its text. A scenario
 * depends on more than the names of its map and game system: a map's grid or terrain, a system's
 * stacking limits decide its findings. Xtext rebuilds the files that import a name only when that
 * name's description changes, so the fingerprint makes every change of a map or game system
 * re-check the scenarios that use it.
 */
public class BanneretDescriptionStrategy extends DefaultResourceDescriptionStrategy {

	/** The user data key of a root's fingerprint. */
	public static final String FINGERPRINT = "fingerprint";

	@Override
	public boolean createEObjectDescriptions(EObject eObject, IAcceptor<IEObjectDescription> acceptor) {
		if (eObject.eContainer() != null || getQualifiedNameProvider() == null) {
			return super.createEObjectDescriptions(eObject, acceptor);
		}
		QualifiedName name = getQualifiedNameProvider().getFullyQualifiedName(eObject);
		if (name == null) {
			return true;
		}
		acceptor.accept(EObjectDescription.create(name, eObject, Map.of(FINGERPRINT, fingerprint(eObject))));
		return true;
	}

	/** A 64-bit FNV-1a hash of the root's text (its whole file). */
	static String fingerprint(EObject root) {
		ICompositeNode node = NodeModelUtils.getNode(root);
		String text = node == null ? "" : node.getRootNode().getText();
		long hash = 0xcbf29ce484222325L;
		for (int i = 0; i < text.length(); i++) {
			hash ^= text.charAt(i);
			hash *= 0x100000001b3L;
		}
		return Long.toHexString(hash);
	}
}
