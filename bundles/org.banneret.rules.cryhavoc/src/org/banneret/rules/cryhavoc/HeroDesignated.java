package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.RuleFlag;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-13: with the heroic-warrior rule on (variant hero), the hero is exactly the character
 * the scenario designates: the Hero marker is on the characters its rule names ("hero = on for
 * Richard"), and on some character at all.
 */
public final class HeroDesignated extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-FORCE-13", "The hero is the character the scenario designates", "Siege §6.73", Severity.INFO)
			.readingVariants("hero");

	public HeroDesignated() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"on".equals(setup.variant("hero"))) {
			return;
		}
		List<Unit> heroes = setup.units().stream().filter(u -> Setup.markerOf(u, "Hero") != null).toList();
		RuleFlag flag = Siege.flag(setup, "hero");
		if (heroes.isEmpty()) {
			Reports.onVariant(report, setup, "hero", "The heroic-warrior rule is on, but no character has the Hero marker.",
					List.of());
			return;
		}
		if (flag == null || flag.getTargets().isEmpty()) {
			return;
		}
		for (Unit hero : heroes) {
			if (!flag.getTargets().contains(hero)) {
				Reports.onMarker(report, hero, Setup.markerOf(hero, "Hero"), Counters.name(hero, setup)
						+ " has the Hero marker, but the scenario's rule names another hero.", List.of(), flag);
			}
		}
		for (Object target : flag.getTargets()) {
			if (target instanceof Unit named && !heroes.contains(named)) {
				report.problem(named, Counters.name(named, setup) + " is the scenario's hero but has no Hero marker.", List.of(), flag);
			}
		}
	}
}
