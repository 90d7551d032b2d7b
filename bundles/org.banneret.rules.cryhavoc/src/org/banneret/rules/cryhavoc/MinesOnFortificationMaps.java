package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-8: mines and counter-mines (siege_action = mines) are fought on the castle or town map:
 * a map with a region Castle or Town.
 */
public final class MinesOnFortificationMaps extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-8", "Mines and counter-mines on the castle or town map", "Magna Carta §11.6.4", Severity.WARNING)
			.readingVariants("siege_action");

	public MinesOnFortificationMaps() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if ("mines".equals(Siege.action(setup)) && setup.map() != null && Siege.fortification(setup) == null) {
			Reports.onMap(report, setup, "Mines and counter-mines are fought on the castle or town map, but map "
					+ setup.map().getName() + " has no region Castle or Town.", List.of(), setup.map());
		}
		if ("mines".equals(Siege.action(setup)) && Siege.fortification(setup) != null) {
			for (org.banneret.model.SheetPlacement line : setup.scenario().getSheets()) {
				if (line.getMap() != null && !line.getMap().eIsProxy() && !Siege.isFortification(line.getMap())) {
					report.problem(line, org.banneret.model.BanneretPackage.Literals.SHEET_PLACEMENT__MAP, -1,
							"Only the castle or town map is used for Mines and counter-mines; leave out map "
									+ line.getMap().getName() + ".", List.of());
				}
			}
		}
	}
}
