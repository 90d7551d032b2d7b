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
 * decoy, under) his litter camel. A passenger set aboard the camel stands in its hexes; a
 * character aboard another animal is not a litter passenger. Mules and pack camels carry no
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
		List<Hex> own = setup.hexesOf(unit);
		List<Hex> litter = setup.hexesOf(camel);
		if (!own.isEmpty() && !litter.isEmpty() && !litter.containsAll(own)) {
			Reports.onPlacement(report, unit, who + " rides in the litter of " + Counters.name(camel, setup)
					+ " but is set up at " + String.join(", ", own.stream().map(setup::label).toList())
					+ ", beside it; a passenger sits on the litter camel's counter.", own.stream().map(setup::label).toList(),
					camel);
		}
	}
}
