package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-STACK-4: riderless horses, draft animals and camels fill their hexes too; no character on
 * foot stands in them. Only inferred (a dismounting rider needs a free hex beside his horse and
 * friends are shifted, Magna Carta §6.8), hence a warning. Mounted characters and animals that
 * overlap are CH-STACK-1's; a litter passenger rides on his camel (CH-STACK-13).
 */
public final class NoOneOnAnimals extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-4", "No character in the hexes of a riderless animal",
			"Magna Carta §4.4.4, §4.5.1, §6.8 (inferred)", Severity.WARNING);

	public NoOneOnAnimals() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		List<Unit> animals = setup.occupantsOf(hex).stream().filter(u -> Setup.isAlive(u) && Counters.isAnimal(u)).toList();
		if (animals.isEmpty()) {
			return;
		}
		String label = setup.label(hex);
		for (Unit unit : setup.occupantsOf(hex)) {
			if (!Counters.isLivingCharacter(unit) || Counters.isMounted(unit) || !Counters.onGround(unit, setup)) {
				continue;
			}
			// A character aboard an animal rides it (CH-MNT-3, CH-STACK-13) rather than standing beside it.
			animals.stream().filter(animal -> unit.getCarrier() != animal).findFirst()
					.ifPresent(animal -> Reports.onHex(report, unit, label, Counters.name(unit, setup) + " stands at " + label
							+ ", in a hex of " + Counters.name(animal, setup)
							+ "; an animal fills its hexes and no character stands in them.", animal));
		}
	}
}
