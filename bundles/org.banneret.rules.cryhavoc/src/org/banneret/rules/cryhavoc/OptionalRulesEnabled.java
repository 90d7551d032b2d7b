package org.banneret.rules.cryhavoc;

import static java.util.Map.entry;

import java.util.List;
import java.util.Map;

import org.banneret.model.Nationality;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-1: "These optional rules can only be used if the scenario mentions it expressly"
 * (Magna Carta §7): a marker, counter, level or map feature that belongs to an optional rule
 * needs the scenario to turn that rule on; and the rules of one army (berserkers, huscarls, the
 * Norman lance-javelin) need that army in the scenario. The period of a scenario is not in its
 * data.
 */
public final class OptionalRulesEnabled extends Rule {

	private static final Map<String, String> MARKERS = Map.ofEntries(entry("Kneeling", "kneeling"),
			entry("UpTree", "tree_climbing"), entry("Axe", "two_handed_axe"), entry("Loader", "faster_crossbow"),
			entry("Hamstring", "hamstrings"), entry("Charge", "cavalry_charge"), entry("CounterCharge", "cavalry_charge"),
			entry("Hero", "hero"), entry("Sleeping", "night_actions"), entry("Sentry", "night_actions"),
			entry("Skill", "shooting_skill"), entry("Arrows", "ammunition"), entry("ThrowingAxes", "throwing_axes"));
	private static final Map<String, String> TRAITS = Map.of("berserker", "berserkers", "mounted_javelin", "mounted_javelins",
			"throwing_axe", "throwing_axes");
	private static final Map<String, String> ARMIES = Map.of("berserkers", "Vikings", "huscarls", "Saxons", "lance_javelin",
			"Normans");

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-1",
			"Optional rules only when the scenario turns them on, for their army", "Magna Carta §7, §7.1-7.11; Siege §6",
			Severity.ERROR)
			.readingVariants("kneeling", "tree_climbing", "two_handed_axe", "faster_crossbow", "hamstrings", "cavalry_charge",
					"hero", "night_actions", "shooting_skill", "ammunition", "throwing_axes", "berserkers", "mounted_javelins",
					"huscarls", "lance_javelin", "stakes_rule");

	public OptionalRulesEnabled() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Unit unit : setup.units()) {
			List<String> hexes = setup.hexesOf(unit).stream().map(setup::label).toList();
			for (UnitMarker marker : unit.getMarkers()) {
				String rule = MARKERS.get(Setup.nameOf(marker.getType()));
				if (rule != null && !on(setup, rule)) {
					Reports.onMarker(report, unit, marker, Counters.name(unit, setup) + " has the " + Hexes.name(marker.getType())
							+ " marker, but the scenario does not use that optional rule (variant " + rule + " = on).", hexes);
				}
			}
			for (Map.Entry<String, String> trait : TRAITS.entrySet()) {
				if (Setup.hasTrait(unit, trait.getKey()) && !on(setup, trait.getValue())) {
					report.problem(unit, Counters.name(unit, setup) + " belongs to an optional rule the scenario does not use"
							+ " (variant " + trait.getValue() + " = on).", hexes);
				}
			}
			if ("uptree".equals(Counters.slot(unit, setup)) && !on(setup, "tree_climbing")) {
				Reports.onSlot(report, unit, Counters.name(unit, setup) + " is up a tree, but the scenario does not use the"
						+ " optional climbing rule (variant tree_climbing = on).", hexes);
			}
		}
		if (!on(setup, "stakes_rule")) {
			for (MapItem stakes : MapItem.all(setup, "stakes", "Stakes")) {
				Reports.onMap(report, setup, "The map has " + stakes.name() + " at " + stakes.label()
						+ ", but the scenario does not use the optional stakes rule (variant stakes_rule = on).",
						List.of(stakes.label()), stakes.element());
			}
		}
		for (Map.Entry<String, String> army : ARMIES.entrySet()) {
			if (on(setup, army.getKey()) && !present(setup, army.getValue())) {
				Reports.onVariant(report, setup, army.getKey(), "The scenario turns on " + army.getKey() + ", a rule of the "
						+ army.getValue() + ", but no side or character is of the " + army.getValue() + ".", List.of());
			}
		}
	}

	private static boolean on(Setup setup, String variant) {
		return "on".equals(setup.variant(variant));
	}

	private static boolean present(Setup setup, String army) {
		for (Side side : setup.scenario().getSides()) {
			if (side.getNationalities().stream().map(Nationality::getName).anyMatch(army::equals)) {
				return true;
			}
		}
		for (Unit unit : setup.units()) {
			Nationality own = setup.nationalityOf(unit);
			if (own != null && army.equals(own.getName())) {
				return true;
			}
		}
		return false;
	}
}
