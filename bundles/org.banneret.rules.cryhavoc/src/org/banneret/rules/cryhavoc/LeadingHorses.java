package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Map;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-MNT-1: a character on foot leads at most 3 horses or camels by the bridle, a mounted one 1,
 * and never horses and camels in one string. Led animals carry the Bridle marker and are listed
 * under their leader; a led animal under no character is a warning.
 */
public final class LeadingHorses extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-MNT-1",
			"A character on foot leads at most 3 horses, a rider 1, never horses and camels together",
			"Magna Carta §4.4.4, §4.6.3, §4.6.5; Siege §6.74", Severity.ERROR);

	public LeadingHorses() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Map.Entry<Unit, List<Unit>> string : LedAnimals.byLeader(setup).entrySet()) {
			Unit leader = string.getKey();
			List<Unit> animals = string.getValue();
			Unit last = animals.get(animals.size() - 1);
			if (leader == null || !Counters.isCharacter(leader)) {
				for (Unit animal : animals) {
					report.doubt(animal, null, -1, Counters.name(animal, setup) + " is led by the bridle but listed under no"
							+ " character; list it under the character who leads it.", List.of());
				}
				continue;
			}
			int count = animals.stream().mapToInt(Unit::getCount).sum();
			int most = Counters.isMounted(leader) ? 1 : 3;
			String names = Counters.names(animals, setup);
			if (count > most) {
				report.problem(last, Counters.name(leader, setup) + " leads " + count + " animals (" + names + "); a character "
						+ (most == 1 ? "on horseback leads 1." : "on foot leads at most 3."), List.of(),
						animals.toArray(Unit[]::new));
			}
			if (animals.stream().map(a -> "camel".equals(Setup.className(a))).distinct().count() > 1) {
				report.problem(last, Counters.name(leader, setup) + " leads horses and camels together (" + names
						+ "); a string is all horses or all camels.", List.of(), animals.toArray(Unit[]::new));
			}
		}
	}
}
