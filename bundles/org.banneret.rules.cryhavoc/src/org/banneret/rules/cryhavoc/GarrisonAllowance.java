package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-9: a garrison (the defending side) holds its stronghold's civilians and mules
 * (variant stronghold; Magna Carta §11.1.1): more is an error, fewer civilians a warning (losses
 * come later in a siege). The soldiers' 100-300 points need every counter's printed attack and
 * defence, which the scans lost; oil, carts and ballistas beyond the allowance are bought
 * (CH-SCEN-14).
 */
public final class GarrisonAllowance extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-FORCE-9", "A garrison's civilians and mules as its stronghold allows", "Magna Carta §11.1, §11.1.1",
					Severity.ERROR)
			.readingVariants("stronghold");

	public GarrisonAllowance() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Stronghold stronghold = Stronghold.of(setup);
		if (stronghold == null) {
			return;
		}
		List<Unit> garrison = setup.units().stream().filter(u -> Siege.isDefender(setup.sideOf(u))).toList();
		if (garrison.isEmpty()) {
			return;
		}
		List<Unit> civilians = garrison.stream().filter(u -> Setup.hasTrait(u, "civilian")).toList();
		int count = civilians.stream().mapToInt(Unit::getCount).sum();
		if (count > stronghold.civilians()) {
			report.problem(civilians.get(civilians.size() - 1), "The garrison has " + count + " civilians; "
					+ stronghold.name() + " shelters " + stronghold.civilians() + ".", List.of(), civilians.toArray(Unit[]::new));
		} else if (count < stronghold.civilians()) {
			Reports.doubtOnVariant(report, setup, "stronghold", "The garrison has " + count + " civilians; " + stronghold.name()
					+ " starts a siege with " + stronghold.civilians() + ".", List.of());
		}
		List<Unit> mules = garrison.stream().filter(u -> Setup.hasTrait(u, "mule")).toList();
		int muleCount = mules.stream().mapToInt(Unit::getCount).sum();
		if (muleCount > stronghold.mules()) {
			report.problem(mules.get(mules.size() - 1), "The garrison has " + muleCount + " mules; " + stronghold.name() + " has "
					+ stronghold.mules() + ".", List.of(), mules.toArray(Unit[]::new));
		}
	}
}
