package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.UnitType;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.ValueRanges;

/**
 * CH-FORCE-6: shooting skill (Skill marker, optional rule) is between -3 and +3, and the skills
 * of each side's shooters of one type add up to 0 (Siege §6.22: Scenario 5's Welsh longbowmen
 * are 0, -1, -2, 0, +3 and 0). Shooters without a marker have skill 0.
 */
public final class ShootingSkillBalance extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-6", "Shooting skills from -3 to +3, summing to 0 per type",
			"Siege §6.22", Severity.ERROR);
	private static final String SKILL = "Skill";

	public ShootingSkillBalance() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Map<String, List<Unit>> byType = new LinkedHashMap<>();
		for (Unit unit : setup.units()) {
			UnitType type = Setup.typeOf(unit);
			Side side = setup.sideOf(unit);
			if (type == null || side == null) {
				continue;
			}
			byType.computeIfAbsent(side.getName() + "/" + type.getName(), k -> new ArrayList<>()).add(unit);
			for (UnitMarker skill : Setup.markers(unit, SKILL)) {
				// Where the Skill marker type gives its values, GEN-VAL-1 judges them.
				if (!ValueRanges.hasRange(skill.getType()) && (Counters.valueOf(skill, 0) < -3 || Counters.valueOf(skill, 0) > 3)) {
					Reports.onMarker(report, unit, skill, Counters.name(unit, setup) + " has shooting skill " + skill.getValue()
							+ "; a skill is from -3 to +3.", List.of());
				}
			}
		}
		for (List<Unit> shooters : byType.values()) {
			List<Unit> skilled = shooters.stream().filter(u -> !Setup.markers(u, SKILL).isEmpty()).toList();
			if (skilled.isEmpty()) {
				continue;
			}
			int sum = 0;
			for (Unit unit : skilled) {
				for (UnitMarker skill : Setup.markers(unit, SKILL)) {
					sum += Counters.valueOf(skill, 0) * unit.getCount();
				}
			}
			if (sum != 0) {
				Unit last = skilled.get(skilled.size() - 1);
				UnitType type = Setup.typeOf(last);
				Reports.onMarker(report, last, Setup.markerOf(last, SKILL), "The shooting skills of " + setup.sideOf(last).getName()
						+ "'s " + type.getName() + "s add up to " + (sum > 0 ? "+" : "") + sum
						+ "; the skills of one type of shooter add up to 0.", List.of(), skilled.toArray(Unit[]::new));
			}
		}
	}
}
