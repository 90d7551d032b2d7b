package org.banneret.rules.medieval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.banneret.rules.generic.Describe;

/**
 * A leader has a command range of 1, a Grand Leader of 3, and both have 10 MP [B 8.0],
 * [B 8.1.2], [B 8.1.5]. Judged per leader type the scenario uses (once, on its first leader) and
 * per leader whose values the scenario overrides ("set movement 8", "set range 2").
 */
final class LeaderValues extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-LDR-1", "Leaders have command range 1 or 3 and 10 MP",
			"[8.0], [8.1.2], [8.1.5]", Severity.ERROR);
	private static final List<Integer> RANGES = List.of(1, 3);
	private static final int MOVEMENT = 10;
	static final String RANGE_KEY = "range";

	LeaderValues() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Map<UnitType, List<Unit>> byType = new LinkedHashMap<>();
		for (Unit unit : setup.units()) {
			if (Kinds.isLeader(unit)) {
				byType.computeIfAbsent(Setup.typeOf(unit), type -> new ArrayList<>()).add(unit);
				overrides(unit, setup, report);
			}
		}
		byType.forEach((type, leaders) -> {
			List<String> wrong = new ArrayList<>();
			if (!type.isSetCommandRange()) {
				wrong.add("no command range");
			} else if (!RANGES.contains(type.getCommandRange())) {
				wrong.add("command range " + type.getCommandRange());
			}
			if (!type.isSetMovement()) {
				wrong.add("no movement");
			} else if (type.getMovement() != MOVEMENT) {
				wrong.add(type.getMovement() + " MP");
			}
			if (!wrong.isEmpty()) {
				report.problem(leaders.get(0), BanneretPackage.Literals.UNIT__TYPE, -1, Describe.unit(leaders.get(0), setup)
						+ " is a " + type.getName() + ", which has " + String.join(" and ", wrong) + " in game system "
						+ setup.system().getName() + "; a leader has command range 1 (a Grand Leader 3) and 10 MP.", List.of(),
						leaders.subList(1, leaders.size()).toArray(Unit[]::new));
			}
		});
	}

	/** A leader's own movement or range, written with "set" or a marker, is judged like his type's. */
	private static void overrides(Unit leader, Setup setup, Report report) {
		for (String key : List.of(Values.MOVEMENT, RANGE_KEY)) {
			Values.current(leader, key).filter(Values.Value::inScenario).ifPresent(value -> {
				boolean wrong = Values.MOVEMENT.equals(key) ? value.value() != MOVEMENT : !RANGES.contains(value.value());
				if (wrong) {
					report.problem(leader, value.feature(), value.index(), Describe.unit(leader, setup) + " is given " + key + " "
							+ value.value() + "; a leader has command range 1 (a Grand Leader 3) and 10 MP.", List.of());
				}
			});
		}
	}
}
