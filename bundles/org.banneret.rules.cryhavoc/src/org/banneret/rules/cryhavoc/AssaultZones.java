package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.EdgePlacement;
import org.banneret.model.HexPlacement;
import org.banneret.model.Region;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.Compass;
import org.banneret.model.MapSide;
import org.banneret.model.SheetPlacement;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Board;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-3: in an Assault (siege_action = assault) the defender sets up anywhere inside the
 * castle or town (the map's region Castle or Town) and the attacker outside it, on the Village
 * map or off the map; the attacker moves first. Sides are told apart by their role.
 */
public final class AssaultZones extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-3", "Assault: defenders inside the castle, attackers outside, the attacker first", "Magna Carta §11.6.1",
					Severity.ERROR)
			.readingVariants("siege_action");

	public AssaultZones() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"assault".equals(Siege.action(setup)) || setup.board() == null) {
			return;
		}
		for (Side side : setup.scenario().getSides()) {
			if (side.isInitiative() && Siege.isDefender(side)) {
				report.problem(side, BanneretPackage.Literals.SIDE__INITIATIVE, -1, side.getName()
						+ " defends but has the initiative; in an Assault the attacker moves first.", List.of());
			}
		}
		Region castle = Siege.fortification(setup);
		if (castle == null) {
			Reports.doubtOnMap(report, setup, "The Assault's map has no region Castle or Town, so where the defenders may set up"
					+ " cannot be checked.", List.of());
			return;
		}
		Board.Sheet fortification = setup.sheetOf(castle);
		for (int i = 0; i < setup.scenario().getSheets().size(); i++) {
			SheetPlacement line = setup.scenario().getSheets().get(i);
			Board.Sheet sheet = line.getMap() == null ? null : setup.board().sheetOf(line.getMap());
			if (sheet != null && sheet != fortification && !Siege.isVillage(sheet.map())) {
				report.problem(line, BanneretPackage.Literals.SHEET_PLACEMENT__MAP, -1, "An Assault is played on the castle or"
						+ " town map, with the Village map beside it; " + Siege.describe(sheet) + " is neither.", List.of());
			}
		}
		Set<Hex> inside = Siege.hexes(castle, setup);
		for (Unit unit : setup.units()) {
			Side side = setup.sideOf(unit);
			if (Siege.isDefender(side)) {
				checkDefender(unit, inside, castle, setup, report);
			} else if (Siege.isAttacker(side)) {
				List<Hex> within = Siege.placedHexes(unit, setup).stream().filter(inside::contains).toList();
				if (!within.isEmpty()) {
					place(report, unit, setup, within.get(0), Counters.name(unit, setup) + " attacks but is set up inside "
							+ Hexes.name(castle) + "; the attacker sets up outside, on the Village map or off the map.");
				} else if (!Setup.hasTrait(unit, "fills_moat")) { // the filled moat goes down first, on the moat (step 1)
					checkAttacker(unit, setup, report);
				}
			}
		}
	}

	private static void checkDefender(Unit unit, Set<Hex> inside, Region castle, Setup setup, Report report) {
		String who = Counters.name(unit, setup);
		if (unit.getPlacement() instanceof EdgePlacement || unit.getPlacement() instanceof ReinforcementPlacement) {
			Reports.onPlacement(report, unit, who + " defends but is not set up inside " + Hexes.name(castle)
					+ "; the defender sets up all his characters inside the castle or town.", List.of());
			return;
		}
		List<Hex> outside = Siege.placedHexes(unit, setup).stream().filter(h -> !inside.contains(h)).toList();
		if (!outside.isEmpty()) {
			place(report, unit, setup, outside.get(0), who + " defends but is set up at " + setup.label(outside.get(0))
					+ ", outside " + Hexes.name(castle) + "; the defender sets up inside the castle or town.");
		}
	}

	/**
	 * The attacker sets up his characters and equipment on the Village map, or off the map along
	 * one or more open sides of the castle or town map (Magna Carta §11.6.1): a side that is not
	 * closed (crags, the sea) and not against another sheet.
	 */
	private static void checkAttacker(Unit unit, Setup setup, Report report) {
		String who = Counters.name(unit, setup);
		if (unit.getPlacement() instanceof EdgePlacement off) {
			String problem = offMapProblem(off, setup);
			if (problem != null) {
				Reports.onPlacement(report, unit, who + " attacks from off the map " + problem
						+ "; the attacker sets up off the map only along an open side of the castle or town map.", List.of());
			}
			return;
		}
		for (Hex hex : Siege.placedHexes(unit, setup)) {
			Board.Sheet sheet = setup.board().sheetAt(hex);
			if (sheet != null && !Siege.isVillage(sheet.map())) {
				place(report, unit, setup, hex, who + " attacks but is set up at " + setup.label(hex) + " on "
						+ Siege.describe(sheet) + "; the attacker sets up on the Village map, or off the map along an open side.");
				return;
			}
		}
	}

	/** Why an off-map placement is not along an open side of the fortification's sheet, or null when it is. */
	private static String offMapProblem(EdgePlacement off, Setup setup) {
		Board.Sheet fortification = Siege.fortificationSheet(setup);
		MapSide side = off.getMapSide() == null || off.getMapSide().eIsProxy() ? null : off.getMapSide();
		Board.Sheet sheet = side != null ? setup.sheetOf(side)
				: off.getSheet() != null ? setup.board().sheet(off.getSheet()) : setup.sheets().get(0);
		if (sheet == null || side == null && !off.isSetEdge()) {
			return null; // a side or sheet that does not resolve is the language's to report
		}
		String along = side != null ? "along " + side.getName() + " of " + Siege.describe(sheet)
				: "along the " + off.getEdge() + " edge of " + Siege.describe(sheet);
		if (sheet != fortification && !Siege.isVillage(sheet.map())) {
			return along + ", which is neither the castle or town map nor the Village map";
		}
		if (sheet != fortification) {
			return null; // by the Village map, where the attacker may stand anyway
		}
		Compass edge = side != null ? side.getEdge() : off.getEdge();
		boolean closed = side != null ? side.isClosed()
				: sheet.map().getSides().stream().anyMatch(s -> s.getEdge() == edge && s.isClosed());
		if (closed) {
			return along + ", a closed side";
		}
		if (!setup.board().isOpen(sheet, edge)) {
			return along + ", which lies against another sheet";
		}
		return null;
	}

	private static void place(Report report, Unit unit, Setup setup, Hex hex, String message) {
		if (unit.getPlacement() instanceof HexPlacement) {
			Reports.onHex(report, unit, setup.label(hex), message);
		} else {
			Reports.onPlacement(report, unit, message, List.of(setup.label(hex)));
		}
	}
}
