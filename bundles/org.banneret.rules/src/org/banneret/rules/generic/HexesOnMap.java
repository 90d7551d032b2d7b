package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.Anchor;
import org.banneret.model.AreaPlacement;
import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.PathSegment;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/** Every hex a placement names exists on the scenario's map. */
public final class HexesOnMap extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-HEX-1", "Placed hexes exist on the map",
			"the map's grid and label scheme", Severity.ERROR);
	private static final BanneretPackage MODEL = BanneretPackage.eINSTANCE;

	public HexesOnMap() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (setup.board() == null) {
			return;
		}
		switch (unit.getPlacement()) {
			case HexPlacement exact -> check(exact, MODEL.getHexPlacement_Hexes(), exact.getHexes(), unit, setup, report);
			case AreaPlacement area -> {
				for (Anchor anchor : area.getAnchors()) {
					check(anchor, MODEL.getAnchor_Hex(), listOf(anchor.getHex()), unit, setup, report);
				}
				for (PathSegment segment : area.getSegments()) {
					check(segment, MODEL.getPathSegment_From(), listOf(segment.getFrom()), unit, setup, report);
					check(segment, MODEL.getPathSegment_To(), listOf(segment.getTo()), unit, setup, report);
				}
			}
			case ReinforcementPlacement entry ->
				check(entry, MODEL.getReinforcementPlacement_EntryHexes(), entry.getEntryHexes(), unit, setup, report);
			case null, default -> {
			}
		}
	}

	/** A label, or none while it is missing (half-typed text). */
	private static List<String> listOf(String label) {
		return label == null ? List.of() : List.of(label);
	}

	private static void check(EObject placement, EStructuralFeature feature, List<String> labels, Unit unit, Setup setup,
			Report report) {
		for (int i = 0; i < labels.size(); i++) {
			String label = labels.get(i);
			if (label != null && setup.hexOrNull(label) == null) { // a label not typed yet is the parser's to report
				report.problem(placement, feature, feature.isMany() ? i : -1, Describe.unit(unit, setup) + " is placed on hex "
						+ label + ", " + Describe.offTheBoard(label, setup) + ".", List.of(label), unit);
			}
		}
	}
}
