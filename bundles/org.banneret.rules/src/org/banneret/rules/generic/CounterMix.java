package org.banneret.rules.generic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.CounterMixEntry;
import org.banneret.model.CounterTemplate;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** The order of battle fits the counter mix, and each unique named counter is used once. */
public final class CounterMix extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-MIX-1", "Counts within the counter mix; named counters unique",
			"the game system's counter mix", Severity.ERROR);

	public CounterMix() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.system() == null) {
			return;
		}
		for (CounterMixEntry entry : setup.system().getCounterMix()) {
			long used = 0;
			List<Unit> users = new ArrayList<>();
			for (Unit unit : setup.units()) {
				if (matches(entry, unit, setup)) {
					used += unit.getCount();
					users.add(unit);
				}
			}
			if (used > entry.getCount()) {
				Unit last = users.get(users.size() - 1);
				report.problem(last, "The scenario uses " + used + " counters of " + describe(entry) + ", but the game has "
						+ entry.getCount() + ".", List.of(), users.toArray(Unit[]::new));
			}
		}
		Map<CounterTemplate, List<Unit>> named = new HashMap<>();
		for (Unit unit : setup.units()) {
			CounterTemplate template = Setup.templateOf(unit);
			if (template != null && template.isUnique()) {
				named.computeIfAbsent(template, t -> new ArrayList<>()).add(unit);
			}
		}
		for (Map.Entry<CounterTemplate, List<Unit>> uses : named.entrySet()) {
			int count = uses.getValue().stream().mapToInt(Unit::getCount).sum();
			if (count > 1) {
				Unit second = uses.getValue().get(uses.getValue().size() - 1);
				report.problem(second, Describe.name(uses.getKey()) + " is a unique counter but appears " + count
						+ " times in the scenario.", List.of(), uses.getValue().toArray(Unit[]::new));
			}
		}
	}

	private static boolean matches(CounterMixEntry entry, Unit unit, Setup setup) {
		if (Setup.typeOf(unit) != entry.getUnitType()) {
			return false;
		}
		if (entry.isSetArmour() && (!unit.isSetArmour() || unit.getArmour() != entry.getArmour())) {
			return false;
		}
		return entry.getNationality() == null || entry.getNationality() == setup.nationalityOf(unit);
	}

	private static String describe(CounterMixEntry entry) {
		return entry.getUnitType().getName() + (entry.isSetArmour() ? " [" + entry.getArmour() + "]" : "")
				+ (entry.getNationality() == null ? "" : " of " + entry.getNationality().getName());
	}
}
