package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;

import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-10: what each side's forces cost by the purchase table (Magna Carta §12.9), for
 * balancing a scenario, not judging it. A side is priced only when every character on it prints
 * the attack and defence its formula reads: a sum over some of them would mislead. Animals,
 * equipment, engines and ships count at their type's {@code purchase}; those without one are named.
 */
public final class PointsBalance extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-10", "Each side's points by the purchase table",
			"Magna Carta §12.9", Severity.INFO);

	public PointsBalance() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Side side : setup.scenario().getSides()) {
			List<Unit> units = setup.units().stream().filter(u -> setup.sideOf(u) == side && Setup.typeOf(u) != null).toList();
			List<Unit> characters = units.stream().filter(Counters::isCharacter).toList();
			OptionalInt characterPoints = PurchaseCosts.total(characters);
			if (characters.isEmpty() || characterPoints.isEmpty()) {
				continue;
			}
			int otherPoints = 0;
			Map<String, Integer> unpriced = new TreeMap<>();
			for (Unit unit : units) {
				if (Counters.isCharacter(unit)) {
					continue;
				}
				OptionalInt cost = PurchaseCosts.of(unit);
				if (cost.isPresent()) {
					otherPoints += cost.getAsInt() * unit.getCount();
				} else {
					unpriced.merge(Setup.typeOf(unit).getName(), unit.getCount(), Integer::sum);
				}
			}
			int count = characters.stream().mapToInt(Unit::getCount).sum();
			report.problem(side, message(side, count, characterPoints.getAsInt(), otherPoints, unpriced), List.of());
		}
	}

	private static String message(Side side, int characters, int characterPoints, int otherPoints, Map<String, Integer> unpriced) {
		StringBuilder text = new StringBuilder(side.getName()).append(" costs ").append(characterPoints + otherPoints)
				.append(" points by the purchase table: ").append(characters).append(characters == 1 ? " character " : " characters ")
				.append(characterPoints);
		if (otherPoints > 0) {
			text.append(" and its other counters ").append(otherPoints);
		}
		if (!unpriced.isEmpty()) {
			List<String> names = new ArrayList<>();
			unpriced.forEach((type, count) -> names.add(count + " " + type));
			text.append("; not counted, the table giving no price: ").append(String.join(", ", names));
		}
		return text.append('.').toString();
	}
}
