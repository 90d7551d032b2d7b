package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.HexPlacement;
import org.banneret.model.Structure;
import org.banneret.model.StructureRole;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Wheeled engines that fill a straight line of hexes: written front hex first, faced the way
 * the front points, every hex on ground the engine can roll over. A siege tower (CH-EQ-4) and a
 * ram (CH-EQ-6) fill 3 hexes and cross flat terrain, filled moat and a lowered drawbridge, and a
 * ram never faces the keep's walls (a structure of role keep); a penthouse (CH-EQ-7), two ram
 * counters end to end, fills 6 on flat terrain only, never on filled moat, and is set only
 * against a wall without a moat, rock or batter in front of it.
 */
public final class EngineGround extends EveryUnit {

	public static final RuleInfo SIEGE_TOWER = CryHavocRules.info("CH-EQ-4",
			"A siege tower fills 3 hexes in a line, faced, on flat terrain, filled moat or a lowered drawbridge",
			"Magna Carta §10.6.2; Siege §2.41", Severity.ERROR);
	public static final RuleInfo RAM = CryHavocRules.info("CH-EQ-6",
			"A ram fills 3 hexes in a line, faced, on the siege tower's ground", "Magna Carta §10.15.1-10.15.2; Siege §4.31",
			Severity.ERROR);
	public static final RuleInfo PENTHOUSE = CryHavocRules.info("CH-EQ-7",
			"A penthouse fills 6 hexes in a line on flat terrain, against a wall without moat, rock or batter",
			"Magna Carta §10.17.1-10.17.2, §9.5.1, §9.2.5", Severity.ERROR);

	private final String engine;
	private final int length;
	private final boolean overMoatAndBridge;

	private EngineGround(RuleInfo info, String engine, int length, boolean overMoatAndBridge) {
		super(info);
		this.engine = engine;
		this.length = length;
		this.overMoatAndBridge = overMoatAndBridge;
	}

	public static EngineGround siegeTowers() {
		return new EngineGround(SIEGE_TOWER, "siege_tower", 3, true);
	}

	public static EngineGround rams() {
		return new EngineGround(RAM, "ram", 3, true);
	}

	public static EngineGround penthouses() {
		return new EngineGround(PENTHOUSE, "penthouse", 6, false);
	}

	@Override
	void check(Unit unit, Setup setup, Report report) {
		if (!Setup.hasTrait(unit, engine) || !Setup.isAlive(unit) || !(unit.getPlacement() instanceof HexPlacement)
				|| setup.board() == null) {
			return;
		}
		String who = Counters.name(unit, setup);
		if (!line(unit, length, who, setup, report)) {
			return;
		}
		List<Hex> hexes = setup.hexesOf(unit);
		for (Hex hex : hexes) {
			if (!rollsOver(setup, hex, overMoatAndBridge)) {
				String label = setup.label(hex);
				Reports.onHex(report, unit, label, who + " stands at " + label + " on " + ground(setup, hex) + "; it rolls only over "
						+ (overMoatAndBridge ? "flat terrain, filled moat or a lowered drawbridge." : "flat terrain, never filled moat."));
			}
		}
		if ("ram".equals(engine)) {
			Hex target = Hexes.ahead(setup, unit);
			Structure structure = target == null ? null : MapData.of(setup).structureAt(target);
			if (structure != null && structure.isSetRole() && structure.getRole() == StructureRole.KEEP) {
				Reports.onFacing(report, unit, who + " faces " + setup.label(target) + ", a hex of " + Hexes.name(structure)
						+ " (role keep); a ram cannot batter the keep's walls.", List.of(setup.label(hexes.get(0)), setup.label(target)),
						structure);
			}
		}
		if (!overMoatAndBridge) {
			Hex wall = Hexes.ahead(setup, unit);
			String front = wall != null && setup.board().contains(wall) ? setup.label(wall) : null;
			if (front != null && (Hexes.has(setup, wall, "no_mining") || Hexes.terrainHas(setup, wall, "moat"))) {
				Reports.onFacing(report, unit, who + " faces " + front + ", " + ground(setup, wall)
						+ "; a penthouse is set only against a wall without a moat, rock or batter.",
						List.of(setup.label(hexes.get(0)), front));
			}
		}
	}

	/**
	 * Reports unless the engine stands on a straight line of the given number of hexes, front
	 * first, faced the way the front points; true when it does.
	 */
	static boolean line(Unit unit, int length, String who, Setup setup, Report report) {
		HexPlacement placement = (HexPlacement) unit.getPlacement();
		List<String> labels = placement.getHexes();
		List<Hex> hexes = setup.hexesOf(unit);
		if (labels.size() != length) {
			Reports.onPlacement(report, unit, who + " is placed on " + labels.size() + " hex(es); it fills " + length
					+ " hexes in a straight line: write its front hex first, then the hexes behind it.", labels);
			return false;
		}
		if (hexes.size() != length) {
			return false; // a hex off the map: GEN-HEX-1
		}
		HexDirection back = Hexes.direction(hexes.get(0), hexes.get(1));
		for (int i = 1; i < length; i++) {
			if (back == null || !hexes.get(i - 1).neighbour(back).equals(hexes.get(i))) {
				Reports.onPlacement(report, unit, who + " is placed on " + String.join(", ", labels)
						+ ", which is not a straight line of adjacent hexes.", labels);
				return false;
			}
		}
		if (!placement.isSetFacing()) {
			Reports.onFacing(report, unit, who + " has no facing; it faces the way its front hex " + labels.get(0)
					+ " points (add 'facing' and the direction).", labels);
			return false;
		}
		try {
			if (setup.board().direction(placement.getFacing()) != back.opposite()) {
				Reports.onFacing(report, unit, who + " faces " + placement.getFacing() + ", but its front hex " + labels.get(0)
						+ " points the other way along its line; face it the way its front points.", labels);
				return false;
			}
		} catch (IllegalArgumentException e) {
			Reports.onFacing(report, unit, who + " faces " + placement.getFacing() + ", a hex corner on this map.", labels);
			return false;
		}
		return true;
	}

	/** Flat terrain, or with moat and bridge allowed, filled moat or a lowered drawbridge. */
	static boolean rollsOver(Setup setup, Hex hex, boolean overMoatAndBridge) {
		boolean filled = Hexes.filledMoat(setup, hex);
		if (overMoatAndBridge && (filled || Hexes.drawbridgeLowered(setup, hex))) {
			return true;
		}
		return Hexes.terrainHas(setup, hex, "flat") && !filled;
	}

	static String ground(Setup setup, Hex hex) {
		if (Hexes.filledMoat(setup, hex)) {
			return "filled moat";
		}
		return Hexes.terrain(setup, hex) == null ? "unknown terrain" : Hexes.name(Hexes.terrain(setup, hex)).toLowerCase();
	}
}
