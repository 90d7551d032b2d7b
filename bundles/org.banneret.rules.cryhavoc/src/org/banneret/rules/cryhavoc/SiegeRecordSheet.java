package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.MapSide;
import org.banneret.model.Severity;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-13: a castle or town map (one with a region Castle or Town) has its siege record
 * sheet, its structures with their material; and the sides of a map that scenarios name are
 * numbered. Which sides are open to off-map entry is not in the map's data.
 */
public final class SiegeRecordSheet extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SCEN-13",
			"Castle and town maps have a siege record sheet and numbered sides",
			"Magna Carta §10.12.2, §11.6.1, §11.6.3", Severity.WARNING);

	public SiegeRecordSheet() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.map() == null) {
			return;
		}
		org.banneret.model.Region fortification = Siege.fortification(setup);
		org.banneret.model.HexMap castle = fortification == null ? null : (org.banneret.model.HexMap) fortification.eContainer();
		if (castle != null && castle.getStructures().isEmpty()) {
			Reports.onMap(report, setup, "Map " + castle.getName() + " is a castle or town map but has no siege record"
					+ " sheet: declare its walls, towers and keep as structures with their material (S, A or W).", List.of(),
					castle);
		}
		for (MapSide side : setup.maps().stream().flatMap(map -> map.getSides().stream()).toList()) {
			if (side.getNumber() <= 0) {
				Reports.onMap(report, setup, "Side " + side.getName() + " of map " + ((org.banneret.model.HexMap) side.eContainer()).getName()
						+ " has no number; scenarios name map sides by number (\"Side 3 of the Village\").", List.of(), side);
			}
		}
	}
}
