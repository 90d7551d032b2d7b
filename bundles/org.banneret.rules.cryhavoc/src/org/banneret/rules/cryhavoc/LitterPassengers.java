package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-STACK-13: the only character stacked on an animal is a litter passenger, on (or, as a
 * decoy, under) his litter camel; a character aboard another animal is not a litter passenger.
 * That a passenger stands in the camel's hexes is the generic GEN-CARRY-1's. Mules and pack camels carry no
 * rider (CH-MNT-2), a riding horse's rider is CH-MNT-3's.
 */
public final class LitterPassengers extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-13", "A litter passenger rides on his litter camel",
			"Magna Carta §4.6.1, §4.6.4", Severity.WARNING);

	public LitterPassengers() {
		super(INFO);
	}

	@Override
	void check(Unit unit, Setup setup, Report report) {
		Unit camel = unit.getCarrier();
		if (camel == null || camel.eIsProxy() || !Counters.isAnimal(camel) || Setup.hasTrait(camel, "never_mounted")
				|| Setup.hasTrait(camel, "riding_horse")) {
			return;
		}
		String who = Counters.name(unit, setup);
		if (!Setup.hasTrait(camel, "offers_litter")) {
			Reports.onCarrier(report, unit, who + " is set aboard " + Counters.name(camel, setup)
					+ ", but the only character carried on an animal is a litter passenger.", List.of(), camel);
			return;
		}
	}
}
