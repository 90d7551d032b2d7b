package org.banneret.dsl.resource;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
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
	/** The user data key of the game system a map or scenario names ("of medieval"), as written. */
	public static final String GAME_SYSTEM = "gameSystem";

	@Override
	public boolean createEObjectDescriptions(EObject eObject, IAcceptor<IEObjectDescription> acceptor) {
		if (eObject.eContainer() != null || getQualifiedNameProvider() == null) {
			return super.createEObjectDescriptions(eObject, acceptor);
		}
		QualifiedName name = getQualifiedNameProvider().getFullyQualifiedName(eObject);
		if (name == null) {
			return true;
		}
		Map<String, String> data = new HashMap<>();
		data.put(FINGERPRINT, fingerprint(eObject));
		String system = gameSystemWritten(eObject);
		if (system != null) {
			data.put(GAME_SYSTEM, system);
		}
		acceptor.accept(EObjectDescription.create(name, eObject, data));
		return true;
	}

	/** The game system a map or scenario names, from its text (indexing must not resolve references). */
	private static String gameSystemWritten(EObject root) {
		EReference reference = root instanceof HexMap ? BanneretPackage.Literals.HEX_MAP__GAME_SYSTEM
				: root instanceof Scenario ? BanneretPackage.Literals.SCENARIO__GAME_SYSTEM : null;
		if (reference == null) {
			return null;
		}
		List<INode> nodes = NodeModelUtils.findNodesForFeature(root, reference);
		return nodes.isEmpty() ? null : NodeModelUtils.getTokenText(nodes.get(0));
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
