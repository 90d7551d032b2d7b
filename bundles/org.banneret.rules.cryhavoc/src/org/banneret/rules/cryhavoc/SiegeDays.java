package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Scenario;
import org.banneret.model.ScenarioLink;
import org.banneret.model.Severity;
import org.banneret.model.Structure;
import org.banneret.model.StructureDamage;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * CH-SCEN-10: a siege is a chain of days, each a scenario that follows the day before
 * ({@code follows cryhavoc.DayOne carrying record}) and starts from its own siege record
 * ({@code record K06(1), L06(1)}). From one day to the next a wall is not rebuilt, battering
 * from a distance takes a hex one stage at most and each engine batters one hex (Magna Carta
 * §10.12.3, §10.13), and only a ram, set against the hex the day before, takes it several
 * stages in one assault (§10.15).
 */
public final class SiegeDays extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SCEN-10",
			"Day by day, the siege record follows the day before's battering", "Magna Carta §10.12.3, §10.13, §10.15; Siege §3.43",
			Severity.ERROR);
	static final String BATTERING = "battering";

	public SiegeDays() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		ScenarioLink link = dayBefore(setup.scenario());
		if (link == null || setup.board() == null) {
			return;
		}
		Scenario previous = link.getSource();
		Setup before = setup.remember(SiegeDays.class, key -> new Setup(previous, Map.of()));
		if (before.board() == null) {
			return;
		}
		Map<String, Integer> then = stages(before);
		Map<String, Integer> now = stages(setup);
		Set<String> rammed = rammed(before);
		int engines = distanceEngines(before);
		Set<String> labels = new LinkedHashSet<>(then.keySet());
		labels.addAll(now.keySet());
		List<String> battered = new ArrayList<>();
		String dayBefore = previous.getTitle() != null ? previous.getTitle() : previous.getName();
		for (String label : labels) {
			int was = then.getOrDefault(label, 0);
			int is = now.getOrDefault(label, 0);
			if (is < was) {
				problem(setup, link, label, report, "The siege record has " + label + " at stage " + is + ", but it was at stage "
						+ was + " on the day before (" + dayBefore + "); a battered wall is not rebuilt overnight.");
			} else if (is > was && !rammed.contains(label)) {
				battered.add(label);
				if (is - was > 1) {
					problem(setup, link, label, report, "The siege record has " + label + " at stage " + is + ", " + (is - was)
							+ " stages past the day before (" + dayBefore + "); battering from a distance takes a hex one"
							+ " stage a day, and no ram stood against it.");
				}
			}
		}
		if (battered.size() > engines) {
			report.problem(link, BanneretPackage.Literals.SCENARIO_LINK__SOURCE, -1, "The siege record has " + battered.size()
					+ " hexes battered since the day before (" + String.join(", ", battered) + "), but that day the besiegers had "
					+ engines + " engine(s) battering from a distance, each battering one hex a day.", battered);
		}
	}

	/** The scenario's link to the day before: the first scenario it follows in the same game. */
	static ScenarioLink dayBefore(Scenario scenario) {
		for (ScenarioLink link : scenario.getLinks()) {
			Scenario source = link.getSource();
			if (source != null && !source.eIsProxy() && source != scenario && source.getGameSystem() == scenario.getGameSystem()) {
				return link;
			}
		}
		return null;
	}

	/** Each recorded hex's stage by its label; rubble on a structure is its last stage. */
	private static Map<String, Integer> stages(Setup setup) {
		Map<String, Integer> stages = new LinkedHashMap<>();
		MapData data = MapData.of(setup);
		data.damage().forEach((hex, damage) -> stages.put(setup.label(hex), damage.getStage()));
		for (MapItem rubble : MapItem.all(setup, "rubble", "Rubble")) {
			Structure structure = data.structureAt(rubble.hex());
			Integer last = structure == null ? null : Structures.demolitionStage(structure, setup);
			if (last != null) {
				stages.merge(rubble.label(), last, Math::max);
			}
		}
		return stages;
	}

	/** The hexes the living rams of a day stood against: the hex ahead of each ram's front. */
	private static Set<String> rammed(Setup setup) {
		Set<String> rammed = new LinkedHashSet<>();
		for (Unit unit : setup.units()) {
			Hex ahead = Setup.hasTrait(unit, "ram") && Setup.isAlive(unit) ? Hexes.ahead(setup, unit) : null;
			if (ahead != null) {
				rammed.add(setup.label(ahead));
			}
		}
		return rammed;
	}

	/** The living engines of the besiegers that batter from a distance: a printed battering value, not a ram. */
	private static int distanceEngines(Setup setup) {
		int engines = 0;
		for (Unit unit : setup.units()) {
			if (Siege.isAttacker(setup.sideOf(unit)) && Setup.isAlive(unit) && !Setup.hasTrait(unit, "ram")
					&& Values.number(unit, BATTERING).orElse(0) > 0) {
				engines += unit.getCount();
			}
		}
		return engines;
	}

	/** On the day's record entry for the hex, else on the link to the day before. */
	private static void problem(Setup setup, ScenarioLink link, String label, Report report, String message) {
		for (StructureDamage entry : setup.scenario().getSiegeRecord()) {
			Hex hex = entry.getHex() == null ? null : setup.hexOrNull(entry.getHex());
			if (hex != null && setup.label(hex).equals(label)) {
				report.problem(entry, BanneretPackage.Literals.STRUCTURE_DAMAGE__STAGE, -1, message, List.of(label));
				return;
			}
		}
		report.problem(link, BanneretPackage.Literals.SCENARIO_LINK__SOURCE, -1, message, List.of(label));
	}
}
