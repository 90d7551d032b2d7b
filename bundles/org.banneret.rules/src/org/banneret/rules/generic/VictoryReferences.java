package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.AutomaticCondition;
import org.banneret.model.BanneretPackage;
import org.banneret.model.PathSegment;
import org.banneret.model.Region;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.VictoryPoints;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Victory conditions can be judged: their hexes are on the map, their regions have hexes, and
 * a road "from A to B" is a continuous run of that road's hexes.
 */
public final class VictoryReferences extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-VC-1", "Victory conditions refer to things on the map",
			"the scenario's victory conditions", Severity.ERROR);

	public VictoryReferences() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.board() == null) {
			return;
		}
		for (Side side : setup.scenario().getSides()) {
			for (VictoryPoints points : side.getVictoryPoints()) {
				hexes(points, BanneretPackage.Literals.VICTORY_POINTS__HEXES, points.getHexes(), setup, report);
				if (points.getRegion() != null) {
					region(points, points.getRegion(), setup, report);
				}
			}
			for (AutomaticCondition condition : side.getAutomaticVictory()) {
				hexes(condition, BanneretPackage.Literals.AUTOMATIC_CONDITION__HEXES, condition.getHexes(), setup, report);
				condition.getRegions().forEach(region -> region(condition, region, setup, report));
				for (PathSegment segment : condition.getSegments()) {
					continuous(segment, setup, report);
				}
			}
		}
	}

	private static void hexes(EObject element, EStructuralFeature feature, List<String> labels, Setup setup, Report report) {
		for (int i = 0; i < labels.size(); i++) {
			// A label the parser could not read is a syntax error already, and no hex to name.
			if (labels.get(i) != null && setup.hexOrNull(labels.get(i)) == null) {
				report.problem(element, feature, i, "The victory condition names hex " + labels.get(i) + ", which is not on map "
						+ setup.map().getName() + ".", List.of(labels.get(i)));
			}
		}
	}

	private static void region(EObject element, Region region, Setup setup, Report report) {
		if (!region.eIsProxy() && region.getHexes().isEmpty()) {
			report.doubt(element, null, -1, "The victory condition depends on " + Describe.name(region)
					+ ", which has no hexes on map " + setup.map().getName() + "; it cannot be judged on the map.", List.of());
		}
	}

	private static void continuous(PathSegment segment, Setup setup, Report report) {
		List<Hex> hexes = Areas.segmentHexes(segment, setup);
		for (int i = 1; i < hexes.size(); i++) {
			if (hexes.get(i - 1).distance(hexes.get(i)) != 1) {
				report.problem(segment, "The victory condition needs " + Setup.nameOf(segment.getPath()) + " from "
						+ segment.getFrom() + " to " + segment.getTo() + ", but the path jumps from " + setup.label(hexes.get(i - 1))
						+ " to " + setup.label(hexes.get(i)) + ", which are not adjacent.",
						List.of(setup.label(hexes.get(i - 1)), setup.label(hexes.get(i))));
				return;
			}
		}
	}
}
