package org.banneret.dsl.linking;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.diagnostics.DiagnosticMessage;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.linking.impl.LinkingDiagnosticMessageProvider;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScopeProvider;

import com.google.inject.Inject;

/** Says what an unresolved name was looked for as, where it was looked for, and what exists there. */
public class BanneretLinkingDiagnostics extends LinkingDiagnosticMessageProvider {

	private static final int CANDIDATES_SHOWN = 8;

	@Inject
	private IScopeProvider scopeProvider;

	@Override
	public DiagnosticMessage getUnresolvedProxyMessage(ILinkingDiagnosticContext context) {
		EReference reference = context.getReference();
		EObject source = context.getContext();
		if (missingGameSystem(source, reference)) {
			return null; // one error on the game system's name says it all
		}
		String what = kind(reference.getEReferenceType());
		StringBuilder message = new StringBuilder("No ").append(what).append(" named '").append(shortened(context.getLinkText()))
				.append("' ").append(where(source, reference)).append('.');
		List<String> candidates = candidates(source, reference);
		if (!candidates.isEmpty()) {
			message.append(" Known: ").append(String.join(", ", candidates))
					.append(candidates.size() == CANDIDATES_SHOWN ? ", ..." : "").append('.');
		}
		return new DiagnosticMessage(message.toString(), Severity.ERROR, Diagnostic.LINKING_DIAGNOSTIC);
	}

	/** A name that would be looked up in a game system that itself cannot be found. */
	private static boolean missingGameSystem(EObject source, EReference reference) {
		BanneretPackage model = BanneretPackage.eINSTANCE;
		if (reference == model.getHexMap_GameSystem() || reference == model.getScenario_GameSystem()) {
			return false;
		}
		org.banneret.model.GameSystem system = switch (EcoreUtil.getRootContainer(source)) {
			case Scenario scenario -> scenario.getGameSystem();
			case HexMap map -> map.getGameSystem();
			default -> null;
		};
		boolean inSystem = model.getGameSystem().getEAllContainments().stream()
				.anyMatch(containment -> reference.getEReferenceType().isSuperTypeOf(containment.getEReferenceType()));
		return inSystem && (system == null || system.eIsProxy());
	}

	/** "unit type", "terrain type", "map path" from the class name. */
	static String kind(EClass type) {
		if (type == org.eclipse.emf.ecore.EcorePackage.Literals.EOBJECT) {
			return "element";
		}
		return type.getName().replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase();
	}

	private static String where(EObject source, EReference reference) {
		BanneretPackage model = BanneretPackage.eINSTANCE;
		EObject root = EcoreUtil.getRootContainer(source);
		EClass type = reference.getEReferenceType();
		if (reference == model.getHexMap_GameSystem() || reference == model.getScenario_GameSystem()
				|| reference == model.getSheetPlacement_Map() || reference == model.getScenarioLink_Source()) {
			return "in any .gamesystem, .hexmap or .scenario file of the workspace";
		}
		if (root instanceof Scenario scenario) {
			if (type == org.eclipse.emf.ecore.EcorePackage.Literals.EOBJECT) {
				return "in scenario " + scenario.getName() + ", on its maps or in its game system";
			}
			if (type == model.getUnit() || type == model.getSide()) {
				return "in scenario " + scenario.getName();
			}
			if (type == model.getRegion() || type == model.getMapPath() || type == model.getMapSide()) {
				return "on the maps of scenario " + scenario.getName();
			}
			return systemName(scenario.getGameSystem());
		}
		if (root instanceof HexMap map) {
			return systemName(map.getGameSystem());
		}
		return "in game system " + ((org.banneret.model.NamedElement) root).getName();
	}

	private static String systemName(org.banneret.model.GameSystem system) {
		if (system == null || system.eIsProxy()) {
			return "in the game system, which could not be found";
		}
		return "in game system " + system.getName();
	}

	private List<String> candidates(EObject source, EReference reference) {
		List<String> names = new ArrayList<>();
		try {
			for (IEObjectDescription element : scopeProvider.getScope(source, reference).getAllElements()) {
				String name = element.getName().toString();
				if (!names.contains(name)) {
					names.add(name);
				}
				if (names.size() == CANDIDATES_SHOWN) {
					break;
				}
			}
		} catch (RuntimeException e) {
			// A scope that cannot be computed on broken input leaves the message without candidates.
		}
		return names;
	}

	/** The most of a name a message quotes; a name pasted by mistake may be a whole line long. */
	private static final int LONGEST_QUOTED = 40;

	private static String shortened(String name) {
		return name == null || name.length() <= LONGEST_QUOTED ? name : name.substring(0, LONGEST_QUOTED) + "...";
	}
}
