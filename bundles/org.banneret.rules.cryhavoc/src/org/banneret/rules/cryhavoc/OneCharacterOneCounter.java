package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * CH-STACK-12: a named character is one set of counters (Magna Carta §1.2) and appears once, on
 * foot or mounted. Counters of the same character share a trait character_<name> (Sir Roland's
 * mounted and foot counters); the same named counter used twice is GEN-MIX-1's.
 */
public final class OneCharacterOneCounter extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-12",
			"Each named character appears once, mounted or on foot", "Magna Carta §1.2", Severity.ERROR);

	public OneCharacterOneCounter() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Map<String, List<Unit>> byCharacter = new LinkedHashMap<>();
		for (Unit unit : setup.units()) {
			for (String character : Counters.counterTraits(unit, "character_")) {
				byCharacter.computeIfAbsent(character, c -> new ArrayList<>()).add(unit);
			}
		}
		for (List<Unit> uses : byCharacter.values()) {
			long counters = uses.stream().map(Setup::templateOf).distinct().count();
			if (counters > 1) {
				Unit last = uses.get(uses.size() - 1);
				String all = uses.stream().map(u -> Counters.name(u, setup) + " (" + Setup.templateOf(u).getName() + ")")
						.collect(Describe.list());
				report.problem(last, "One character is set up " + uses.size() + " times under different counters: " + all
						+ "; a character is mounted or on foot, never both.", List.of(), uses.toArray(Unit[]::new));
			}
		}
	}
}
