package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.OptionalInt;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-9: a garrison (the defending side) holds its stronghold's civilians and mules
 * (variant stronghold; Magna Carta §11.1.1): more is an error, fewer civilians a warning (losses
 * come later in a siege). Its soldiers cost no more than the stronghold's points by the purchase
 * table (§12.9), judged where every soldier prints the values his cost reads; oil, carts and
 * ballistas beyond the allowance are bought (CH-SCEN-14).
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
		soldiers(garrison, stronghold, report);
		List<Unit> mules = garrison.stream().filter(u -> Setup.hasTrait(u, "mule")).toList();
		int muleCount = mules.stream().mapToInt(Unit::getCount).sum();
		if (muleCount > stronghold.mules()) {
			report.problem(mules.get(mules.size() - 1), "The garrison has " + muleCount + " mules; " + stronghold.name() + " has "
					+ stronghold.mules() + ".", List.of(), mules.toArray(Unit[]::new));
		}
	}

	private static void soldiers(List<Unit> garrison, Stronghold stronghold, Report report) {
		List<Unit> soldiers = garrison.stream().filter(u -> Counters.isCharacter(u) && !Setup.hasTrait(u, "civilian")).toList();
		// Judged only where every soldier is priced: a sum over some of them would pass a garrison the table forbids.
		OptionalInt points = PurchaseCosts.total(soldiers);
		if (points.isPresent() && points.getAsInt() > stronghold.soldierPoints()) {
			report.problem(soldiers.get(soldiers.size() - 1), "The garrison's soldiers cost " + points.getAsInt()
					+ " points by the purchase table; " + stronghold.name() + " has " + stronghold.soldierPoints() + ".", List.of(),
					soldiers.toArray(Unit[]::new));
		}
	}
}
