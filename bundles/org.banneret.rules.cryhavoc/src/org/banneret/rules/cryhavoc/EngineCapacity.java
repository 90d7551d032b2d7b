package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Map;
import java.util.Set;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * How many characters an engine holds at each of its levels, from its type's printed
 * capacities: a siege tower 3 below and 3 on top (CH-STACK-5), a ram or penthouse 3 beneath and
 * none on top (CH-STACK-6), a belfry 12, 10, 10 and 6 (CH-STACK-7). Its characters are those on
 * its hexes at its levels, and those set aboard it.
 */
public final class EngineCapacity extends EveryUnit {

	public static final RuleInfo SIEGE_TOWER = CryHavocRules.info("CH-STACK-5",
			"A siege tower holds 3 characters below and 3 on top", "Magna Carta §10.6.3, §10.6.7; Siege §2.42, §2.46",
			Severity.ERROR);
	public static final RuleInfo RAM = CryHavocRules.info("CH-STACK-6",
			"No character on top of a ram or penthouse; 3 beneath", "Magna Carta §10.15.1, §10.17.1; Siege §4.31",
			Severity.ERROR);
	public static final RuleInfo BELFRY = CryHavocRules.info("CH-STACK-7", "Belfry levels hold 12, 10, 10 and 6 characters",
			"Magna Carta §10.7.5", Severity.ERROR);

	/** The printed values that give a level's capacity. */
	private static final Map<String, List<String>> CAPACITIES = Map.of("beneath", List.of("lower_capacity", "ground_capacity"),
			"ontop", List.of("upper_capacity"), "belfry1", List.of("level1_capacity"), "belfry2", List.of("level2_capacity"),
			"belfry3", List.of("level3_capacity"));
	private static final Map<String, String> LEVELS = Map.of("beneath", "lower level", "ontop", "top", "belfry1", "level 1",
			"belfry2", "level 2", "belfry3", "level 3");

	private final Set<String> engines;

	private EngineCapacity(RuleInfo info, Set<String> engines) {
		super(info);
		this.engines = engines;
	}

	public static EngineCapacity siegeTowers() {
		return new EngineCapacity(SIEGE_TOWER, Set.of("siege_tower"));
	}

	public static EngineCapacity ramsAndPenthouses() {
		return new EngineCapacity(RAM, Set.of("ram", "penthouse"));
	}

	public static EngineCapacity belfries() {
		return new EngineCapacity(BELFRY, Set.of("belfry"));
	}

	@Override
	void check(Unit engine, Setup setup, Report report) {
		if (!Setup.isAlive(engine) || engines.stream().noneMatch(trait -> Setup.hasTrait(engine, trait))) {
			return;
		}
		for (Map.Entry<String, List<Unit>> level : aboard(engine, setup).entrySet()) {
			Integer capacity = capacity(engine, level.getKey());
			List<Unit> crew = level.getValue();
			int count = crew.stream().mapToInt(Unit::getCount).sum();
			if (capacity == null || count <= capacity) {
				continue;
			}
			Unit last = crew.get(crew.size() - 1);
			String where = LEVELS.get(level.getKey()) + " of " + Counters.name(engine, setup);
			String message = capacity == 0
					? Counters.name(last, setup) + " is on the " + where + ", but no character rides there."
					: count + " characters are on the " + where + " ("
							+ Counters.names(crew, setup) + "), but it holds "
							+ capacity + ".";
			List<String> hexes = setup.hexesOf(last).stream().map(setup::label).toList();
			Reports.onPlacement(report, last, message, hexes, withEngine(engine, crew));
		}
	}

	/** The living characters at each level of the engine: on its hexes at its levels, or set aboard it. */
	static Map<String, List<Unit>> aboard(Unit engine, Setup setup) {
		Set<Unit> seen = new LinkedHashSet<>();
		Map<String, List<Unit>> levels = new LinkedHashMap<>();
		for (Hex hex : setup.hexesOf(engine)) {
			for (Unit unit : setup.occupantsOf(hex)) {
				String slot = Counters.slot(unit, setup);
				if (Counters.isLivingCharacter(unit) && CAPACITIES.containsKey(slot) && seen.add(unit)) {
					levels.computeIfAbsent(slot, s -> new ArrayList<>()).add(unit);
				}
			}
		}
		for (Unit unit : setup.units()) {
			if (unit.getCarrier() == engine && Counters.isLivingCharacter(unit) && seen.add(unit)) {
				String slot = Counters.slot(unit, setup);
				levels.computeIfAbsent(CAPACITIES.containsKey(slot) ? slot : "beneath", s -> new ArrayList<>()).add(unit);
			}
		}
		return levels;
	}

	private static Integer capacity(Unit engine, String slot) {
		for (String key : CAPACITIES.get(slot)) {
			OptionalInt value = Values.number(engine, key);
			if (value.isPresent()) {
				return value.getAsInt();
			}
		}
		return null;
	}

	private static Unit[] withEngine(Unit engine, List<Unit> crew) {
		List<Unit> all = new ArrayList<>(crew);
		all.add(0, engine);
		return all.toArray(Unit[]::new);
	}
}
