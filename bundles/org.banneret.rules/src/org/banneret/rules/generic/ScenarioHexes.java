package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Formation;
import org.banneret.model.Severity;
import org.banneret.model.StructureDamage;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * The hexes a scenario names beyond its units' placements lie on its board: the entries of its
 * siege record ({@code record K06(1)}) and the hexes a formation works from ({@code as
 * counter_mine at K12, M14}).
 */
public final class ScenarioHexes extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-HEX-2", "Hexes of the siege record and of formations exist on the map",
			"the map's grid and label scheme", Severity.ERROR);

	public ScenarioHexes() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.board() == null) {
			return;
		}
		for (StructureDamage entry : setup.scenario().getSiegeRecord()) {
			String label = entry.getHex();
			if (label != null && setup.hexOrNull(label) == null) {
				report.problem(entry, BanneretPackage.Literals.STRUCTURE_DAMAGE__HEX, -1, "The siege record names hex " + label
						+ ", " + Describe.offTheBoard(label, setup) + ".", List.of(label));
			}
		}
		for (Formation formation : setup.formations()) {
			List<String> labels = formation.getHexes();
			for (int i = 0; i < labels.size(); i++) {
				if (labels.get(i) != null && setup.hexOrNull(labels.get(i)) == null) {
					report.problem(formation, BanneretPackage.Literals.FORMATION__HEXES, i, Describe.name(formation)
							+ " names hex " + labels.get(i) + ", " + Describe.offTheBoard(labels.get(i), setup) + ".",
							List.of(labels.get(i)));
				}
			}
		}
	}
}
