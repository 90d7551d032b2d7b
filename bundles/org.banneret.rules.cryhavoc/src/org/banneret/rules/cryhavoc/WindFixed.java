package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Set;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.banneret.rules.generic.Ships;

/**
 * CH-SHIP-9: a scenario with ships under sail fixes the wind (variant wind); nobles never go up into the rigging
 * and only unarmoured characters climb the ropes (Magna Carta §14.3.3.1-14.3.3.2, §14.3.4.1).
 * The crow's nest on the mast hex is CH-STACK-2's.
 */
public final class WindFixed extends Rule {

	static final String WIND = "wind";
	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-9",
			"Sailing scenarios fix the wind; no noble in the rigging", "Magna Carta §14.3.3.1-14.3.3.2, §14.3.4.1",
			Severity.ERROR).readingVariants(WIND);
	private static final Set<String> RIGGING = Set.of("crowsnest", "rope");

	public WindFixed() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		List<Unit> sailing = Ships.ships(setup).stream().filter(s -> Values.number(s, Crews.SAILS).orElse(0) > 0).toList();
		if (!sailing.isEmpty() && Reports.setting(setup, WIND) == null) {
			report.problem(setup.scenario(), "The scenario has sailing ships (" + Counters.names(sailing, setup)
					+ ") but fixes no wind; write 'variant wind = NE' (where it blows from).", List.of());
		}
		for (Unit unit : setup.units()) {
			String slot = Counters.slot(unit, setup);
			if (!RIGGING.contains(slot) || !Counters.isLivingCharacter(unit) || !Ships.onDeck(setup, unit)) {
				continue;
			}
			if (Crews.isNoble(unit)) {
				Reports.onSlot(report, unit, Counters.name(unit, setup) + " is a noble in the rigging (" + slot
						+ "); nobles never climb there.", setup.labelsOf(unit));
			} else if ("rope".equals(slot) && Counters.isArmoured(unit)) {
				Reports.onSlot(report, unit, Counters.name(unit, setup) + " is armoured and on a rope; only unarmoured characters"
						+ " climb the ropes.", setup.labelsOf(unit));
			}
		}
	}
}
