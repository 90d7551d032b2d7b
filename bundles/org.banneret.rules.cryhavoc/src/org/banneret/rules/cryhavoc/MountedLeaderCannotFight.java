package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Map;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** CH-MNT-5: for the set-up sheet, a mounted character who leads a horse cannot fight while he leads it. */
public final class MountedLeaderCannotFight extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-MNT-5", "A rider leading a horse cannot fight",
			"Magna Carta §4.4.4; Siege §6.74", Severity.INFO);

	public MountedLeaderCannotFight() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Map.Entry<Unit, List<Unit>> string : LedAnimals.byLeader(setup).entrySet()) {
			Unit leader = string.getKey();
			if (leader != null && Counters.isLivingCharacter(leader) && Counters.isMounted(leader)) {
				report.problem(leader, Counters.name(leader, setup) + " starts leading " + Counters.name(string.getValue().get(0), setup)
						+ " by the bridle and cannot fight until he lets go.", List.of(), string.getValue().toArray(Unit[]::new));
			}
		}
	}
}
