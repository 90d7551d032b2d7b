package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.OptionalInt;

import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * CH-EQ-19: an engine on the map moves only with its crew beneath it (printed crew): a siege
 * tower's 3 pushers, a ram's 3 operators, a belfry's 4 at ground level, a penthouse's 3 with an
 * engineer beside them. Fewer is legal but leaves it immobile: a warning.
 */
public final class EngineCrews extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-19", "Engines set up with the crew that moves them",
			"Magna Carta §10.6.2, §10.15.1, §10.7.4, §10.17.1", Severity.WARNING);

	public EngineCrews() {
		super(INFO);
	}

	@Override
	void check(Unit engine, Setup setup, Report report) {
		OptionalInt crew = Values.number(engine, "crew");
		if (crew.isEmpty() || !Setup.isAlive(engine) || !(engine.getPlacement() instanceof HexPlacement)
				|| setup.hexesOf(engine).isEmpty()) {
			return;
		}
		List<Unit> beneath = EngineCapacity.aboard(engine, setup).getOrDefault("beneath", List.of());
		int count = beneath.stream().mapToInt(Unit::getCount).sum();
		String who = Counters.name(engine, setup);
		List<String> hexes = setup.hexesOf(engine).stream().map(setup::label).toList();
		if (count < crew.getAsInt()) {
			Reports.onPlacement(report, engine, who + " has " + count + " character(s) beneath it; it needs " + crew.getAsInt()
					+ " to move.", hexes);
		} else if (Setup.hasTrait(engine, "penthouse") && !engineerAt(engine, setup)) {
			Reports.onPlacement(report, engine, who + " has no engineer beneath or beside it; a penthouse's miners work under"
					+ " an engineer.", hexes);
		}
	}

	private static boolean engineerAt(Unit engine, Setup setup) {
		for (Hex hex : setup.hexesOf(engine)) {
			for (Hex near : hex.range(1)) {
				if (setup.occupantsOf(near).stream()
						.anyMatch(u -> Setup.isAlive(u) && "engineer".equals(Setup.className(u)))) {
					return true;
				}
			}
		}
		return false;
	}
}
