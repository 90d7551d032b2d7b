package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.EdgePlacement;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Board;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-10: a ballista never stands on a hoarding; in an Assault (siege_action = assault) the
 * attacker's ballistas stand only on the Village map, never on the fortification's (the map with
 * a Castle or Town region); and its side needs an engineer among its crews, or it never fires
 * (a warning). How many ballistas a garrison has is CH-SCEN-14's purchase count.
 */
public final class BallistaPlacement extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-EQ-10", "Ballistas: not on hoardings, the attacker's off the castle map in an Assault, with an engineer",
					"Magna Carta §10.11.1-10.11.2, §9.6.6.4, §11.6.1", Severity.ERROR)
			.readingVariants("siege_action");

	public BallistaPlacement() {
		super(INFO);
	}

	@Override
	void check(Unit ballista, Setup setup, Report report) {
		if (!Setup.hasTrait(ballista, "ballista") || !Setup.isAlive(ballista)) {
			return;
		}
		String who = Counters.name(ballista, setup);
		for (Hex hex : setup.hexesOf(ballista)) {
			if (Hexes.hoarding(setup, hex)) {
				String label = setup.label(hex);
				Reports.onHex(report, ballista, label, who + " stands on the hoarding at " + label + "; no ballista goes on a hoarding.");
			}
		}
		Side side = setup.sideOf(ballista);
		if ("assault".equals(Siege.action(setup)) && Siege.isAttacker(side) && Siege.fortification(setup) != null) {
			offTheVillage(ballista, who, setup, report);
		}
		if (side != null && setup.units().stream().noneMatch(u -> setup.sideOf(u) == side && Setup.isAlive(u)
				&& "engineer".equals(Setup.className(u)))) {
			report.doubt(ballista, null, -1, who + " has no engineer on its side to work it; a ballista is loaded by two"
					+ " characters, one of them an engineer.", List.of());
		}
	}

	/** An attacker's ballista in an Assault stands on the Village map, not on another sheet and not off the map. */
	private static void offTheVillage(Unit ballista, String who, Setup setup, Report report) {
		String rule = "; in an Assault the attacker's ballistas stand only on the Village map.";
		if (ballista.getPlacement() instanceof EdgePlacement || ballista.getPlacement() instanceof ReinforcementPlacement) {
			Reports.onPlacement(report, ballista, who + " belongs to the attacker and is set up off the map" + rule, List.of());
			return;
		}
		for (Hex hex : Siege.placedHexes(ballista, setup)) {
			Board.Sheet sheet = setup.board().sheetAt(hex);
			if (sheet != null && !Siege.isVillage(sheet.map())) {
				String label = setup.label(hex);
				Reports.onPlacement(report, ballista, who + " belongs to the attacker and stands at " + label + " on "
						+ Siege.describe(sheet) + rule, List.of(label));
				return;
			}
		}
	}
}
