package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Map;

import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-8: a belfry is faced and stands on flat terrain or filled moat. Only its ground level is
 * on the map while it is more than 2 hexes from any rampart (its upper levels wait on the belfry
 * sheet), and level 2 with its drawbridge comes on only 1 hex from the battlements: characters
 * on its upper levels show that the levels are on the map. Its counter's other hexes were lost
 * with the belfry diagram, so its hexes are taken as written.
 */
public final class BelfryPlacement extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-8",
			"A belfry on flat terrain or filled moat, faced; its upper levels only near the ramparts",
			"Magna Carta §10.7.1.3, §10.7.2, §10.7.4, §10.7.8", Severity.ERROR);
	/** How near a rampart each level must be to be on the map. */
	private static final Map<String, Integer> LEVEL_REACH = Map.of("belfry1", 2, "belfry2", 1, "belfry3", 1);

	public BelfryPlacement() {
		super(INFO);
	}

	@Override
	void check(Unit belfry, Setup setup, Report report) {
		if (!Setup.hasTrait(belfry, "belfry") || !Setup.isAlive(belfry)
				|| !(belfry.getPlacement() instanceof HexPlacement placement) || setup.hexesOf(belfry).isEmpty()) {
			return;
		}
		String who = Counters.name(belfry, setup);
		List<Hex> hexes = setup.hexesOf(belfry);
		if (!placement.isSetFacing()) {
			Reports.onFacing(report, belfry, who + " has no facing; a belfry moves straight ahead and is always faced.",
					placement.getHexes());
		}
		for (Hex hex : hexes) {
			if (!Hexes.terrainHas(setup, hex, "flat") && !Hexes.filledMoat(setup, hex)) {
				String label = setup.label(hex);
				Reports.onHex(report, belfry, label, who + " stands at " + label + " on " + EngineGround.ground(setup, hex)
						+ "; a belfry rolls only over flat terrain or filled moat.");
			}
		}
		int distance = distanceToRamparts(hexes, setup);
		for (Map.Entry<String, List<Unit>> level : EngineCapacity.aboard(belfry, setup).entrySet()) {
			Integer reach = LEVEL_REACH.get(level.getKey());
			if (reach != null && distance > reach) {
				for (Unit unit : level.getValue()) {
					Reports.onSlot(report, unit, Counters.name(unit, setup) + " is on " + level.getKey() + " of " + who + ", "
							+ (distance > 2 ? "more than 2" : distance) + " hexes from the ramparts; that level is on the map only"
							+ " within " + reach + " hex(es) of a rampart, until then it waits on the belfry sheet.",
							setup.hexesOf(unit).stream().map(setup::label).toList(), belfry);
				}
			}
		}
	}

	/** Hexes from the belfry to the nearest rampart, or 3 when none is within 2. */
	private static int distanceToRamparts(List<Hex> hexes, Setup setup) {
		int nearest = 3;
		for (Hex hex : hexes) {
			for (Hex near : hex.range(2)) {
				if (setup.board().contains(near) && Hexes.terrainHas(setup, near, "battlement")) {
					nearest = Math.min(nearest, hex.distance(near));
				}
			}
		}
		return nearest;
	}
}
