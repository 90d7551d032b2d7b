package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.HexPlacement;
import org.banneret.model.Nationality;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Hull;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.banneret.rules.generic.Ships;

/**
 * CH-SHIP-5: war engines go aboard galleys only, each with its crew beside it (a ballista 2, a
 * catapult 4, a siphon 2) counting an engineer or a noble who directs; the siphon stands on the
 * foremost hex of a Byzantine galley; a ballista's or catapult's firing line is set (its facing)
 * (Magna Carta §14.9.1, §14.9.2.1, §14.2.4).
 */
public final class ShipEngines extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-5",
			"War engines only on galleys, with their crews; the siphon at a Byzantine galley's bow",
			"Magna Carta §14.9.1, §14.9.2.1, §14.2.4", Severity.ERROR);

	public ShipEngines() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		String name = Counters.name(ship, setup);
		for (Unit engine : Ships.aboard(setup, ship)) {
			if (!"artillery".equals(Setup.className(engine)) || !Setup.isAlive(engine)) {
				continue;
			}
			String what = Counters.name(engine, setup);
			if (!Setup.hasTrait(ship, Crews.GALLEY)) {
				Reports.onPlacement(report, engine, what + " stands on " + name + ", which is no galley; only galleys carry war"
						+ " engines.", setup.labelsOf(engine), ship);
				continue;
			}
			if (Setup.hasTrait(engine, Crews.SIPHON)) {
				Nationality nation = setup.nationalityOf(ship);
				Hull.Placed at = Crews.hullHexOf(setup, ship, engine);
				if (nation == null || !"Byzantines".equals(nation.getName())) {
					Reports.onPlacement(report, engine, what + " is Greek fire on a galley of "
							+ (nation == null ? "no nation" : nation.getName()) + "; only Byzantine galleys carry the siphon.",
							setup.labelsOf(engine), ship);
				} else if (at == null || at.role() != Hull.Role.BOW) {
					Reports.onPlacement(report, engine, what + " stands on " + (at == null ? "no hull hex" : at.role().meaning())
							+ "; the siphon stands on the galley's foremost hex.", setup.labelsOf(engine), ship);
				}
			} else if (!(engine.getPlacement() instanceof HexPlacement exact) || !exact.isSetFacing()) {
				Reports.onPlacement(report, engine, what + " has no firing line; a ship's engine is laid on its line as the"
						+ " scenario starts (add 'facing').", setup.labelsOf(engine), ship);
			}
			int crew = Values.currentOr(engine, "gunners", 2);
			List<Unit> beside = crewBeside(engine, ship, setup);
			int count = beside.stream().mapToInt(Unit::getCount).sum();
			boolean director = beside.stream().anyMatch(u -> "engineer".equals(Setup.className(u)) || Crews.isNoble(u));
			if (count < crew || !director) {
				Reports.onPlacement(report, engine, what + " has " + count + " gunner(s) beside it" + (director ? "" : " and no"
						+ " engineer or noble to direct them") + "; it needs " + crew + ", one an engineer or a directing noble.",
						setup.labelsOf(engine), ship);
			}
		}
	}

	/** The living characters aboard on or beside the engine's hexes at the task gunner. */
	private static List<Unit> crewBeside(Unit engine, Unit ship, Setup setup) {
		List<Hex> hexes = setup.hexesOf(engine);
		return Ships.atTask(setup, ship, Crews.GUNNER).stream().filter(Counters::isLivingCharacter)
				.filter(u -> setup.hexesOf(u).stream().anyMatch(h -> hexes.stream().anyMatch(e -> e.distance(h) <= 1)))
				.toList();
	}
}
