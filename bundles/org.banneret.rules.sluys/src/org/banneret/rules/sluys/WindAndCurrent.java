package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Compass;
import org.banneret.model.Scenario;
import org.banneret.model.Severity;
import org.banneret.model.VariantSetting;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;

/**
 * Each scenario sets the wind and the current, each pointing at one of the six hexsides
 * [S 6.1.8a-b], [S 2.3.4]. The game system's defaults are a designer's choice, not the rules', so
 * a scenario that leaves them out is doubted; a direction at a hex corner is an error.
 */
final class WindAndCurrent extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-ENV-1", "The scenario sets wind and current to hexside directions",
			"2.3.4, 6.1.8a-b", Severity.ERROR).readingVariants("wind", "current");

	WindAndCurrent() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (String variant : List.of("wind", "current")) {
			String value = setup.variant(variant);
			if (value == null) {
				continue; // a game system without the variant
			}
			VariantSetting setting = settingOf(setup.scenario(), variant);
			if (setting == null) {
				report.doubt(setup.scenario(), BanneretPackage.Literals.SCENARIO__VARIANT_SETTINGS, -1, "The scenario does not"
						+ " set the " + variant + ", so the game system's default " + value + " applies; each scenario sets its"
						+ " own [S 6.1.8a]: write 'variant " + variant + " = ' and a direction.", List.of());
			}
			if (setup.board() != null) {
				checkDirection(variant, value, setting, setup, report);
			}
		}
	}

	private static void checkDirection(String variant, String value, VariantSetting setting, Setup setup, Report report) {
		EObject where = setting != null ? setting : setup.scenario();
		Compass direction = Compass.get(value);
		String problem = null;
		if (direction == null) {
			problem = "is not a compass direction";
		} else {
			try {
				setup.board().direction(direction);
			} catch (IllegalArgumentException e) {
				problem = "points at a hex corner on map " + setup.map().getName() + " (" + e.getMessage() + ")";
			}
		}
		if (problem != null) {
			report.problem(where, setting != null ? BanneretPackage.Literals.VARIANT_SETTING__VALUE : null, -1, "The " + variant
					+ " direction " + value + " " + problem + "; the " + variant + " marker points at one of the six hexsides"
					+ " [S 6.1.8a].", List.of());
		}
	}

	private static VariantSetting settingOf(Scenario scenario, String variant) {
		for (VariantSetting setting : scenario.getVariantSettings()) {
			if (setting.getVariant() != null && variant.equals(setting.getVariant().getName())) {
				return setting;
			}
		}
		return null;
	}
}
