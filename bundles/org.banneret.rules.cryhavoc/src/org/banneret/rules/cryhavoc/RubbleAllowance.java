package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Structure;
import org.banneret.model.StructureDamage;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-2: breach rubble follows the battering done: no more rubble than the scenario's rule
 * flag "rubble = n" allows, and none on a hex the siege record sheet keeps short of demolished.
 * Whether a scenario is a single day or part of a long siege is not in its data.
 */
public final class RubbleAllowance extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SCEN-2",
			"Breach rubble within the allowance and only where the record sheet has a hex demolished",
			"Magna Carta §10.3.1, §10.12.3-10.12.4; Siege §2.31", Severity.ERROR);

	public RubbleAllowance() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		List<MapItem> rubble = MapItem.all(setup, "rubble", "Rubble");
		Integer allowed = Siege.flagNumber(setup, "rubble");
		if (allowed != null && rubble.size() > allowed) {
			report.problem(Siege.flag(setup, "rubble"), BanneretPackage.Literals.RULE_FLAG__VALUE, -1, "The map has "
					+ rubble.size() + " rubble markers, but the scenario allows " + allowed + ".",
					rubble.stream().map(MapItem::label).toList());
		}
		for (MapItem item : rubble) {
			Structure structure = MapData.of(setup).structureAt(item.hex());
			StructureDamage recorded = MapData.of(setup).damageAt(item.hex());
			Integer last = structure == null ? null : Structures.demolitionStage(structure, setup);
			if (recorded != null && last != null && recorded.getStage() < last) {
				Reports.onMap(report, setup, "The map has " + item.name() + " at " + item.label() + ", but the record sheet has "
						+ Hexes.name(structure) + " there at stage " + recorded.getStage() + " of " + last
						+ "; rubble lies only where a hex is demolished.", List.of(item.label()), item.element(), recorded);
			}
		}
	}
}
