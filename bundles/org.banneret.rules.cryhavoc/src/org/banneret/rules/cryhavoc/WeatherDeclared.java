package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-12: a scenario says what the weather is (variant weather): it sets how far anyone sees
 * (night 3 hexes, fog 5, storm 10) and movement. Night actions and sleepers belong to a night.
 * Wind matters only to sailing ships, and a scenario's period is not in its data.
 */
public final class WeatherDeclared extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-12", "The weather is declared, and night actions happen at night", "Magna Carta §3.2; Siege §6.75",
					Severity.WARNING)
			.readingVariants("weather", "night_actions");
	private static final Set<String> NIGHT = Set.of("night", "pitch_dark");

	public WeatherDeclared() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (Reports.setting(setup, "weather") == null) {
			report.problem(setup.scenario(), BanneretPackage.Literals.SCENARIO__VARIANT_SETTINGS, -1, "The scenario does not say"
					+ " what the weather is; declare it (variant weather = clear, night, fog, rain, snow or storm), since it sets"
					+ " how far characters see and move.", List.of());
		}
		boolean sleepers = setup.units().stream()
				.anyMatch(u -> Setup.markerOf(u, "Sleeping") != null || Setup.markerOf(u, "Sentry") != null);
		if (("on".equals(setup.variant("night_actions")) || sleepers) && !NIGHT.contains(String.valueOf(setup.variant("weather")))) {
			Reports.onVariant(report, setup, "weather", "The scenario has night actions or sleepers and sentries, but the weather"
					+ " is " + setup.variant("weather") + "; night actions need weather = night or pitch_dark.", List.of());
		}
	}
}
