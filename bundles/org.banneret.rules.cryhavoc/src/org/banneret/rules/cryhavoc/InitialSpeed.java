package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.OptionalInt;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.map.Hull;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.banneret.rules.generic.Ships;

/**
 * CH-SHIP-10: a ship's starting speed (its Speed marker) is within what it can make: the type's
 * maximum ahead or astern, and under oars no more than its pairs of oarsmen, one on each side
 * (a rowboat: its oarsmen; a drakkar makes 8 with 7 pairs). Under sail the maximum alone bounds
 * it (Magna Carta §13.3.1-13.3.2, §14.3.2.1, §14.3.5.1).
 */
public final class InitialSpeed extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-10", "A ship's starting speed within what its oarsmen make",
			"Magna Carta §13.3.1-13.3.2, §14.3.2.1, §14.3.5.1", Severity.ERROR);
	static final String SPEED_MARKER = "Speed";

	public InitialSpeed() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		UnitMarker marker = Setup.markerOf(ship, SPEED_MARKER);
		if (marker == null || !marker.isSetValue()) {
			return;
		}
		int speed = marker.getValue();
		String name = Counters.name(ship, setup);
		int ahead = Values.number(ship, Crews.SPEED).orElse(Integer.MAX_VALUE);
		int astern = Values.number(ship, Crews.SPEED_ASTERN).orElse(ahead);
		if (speed > ahead || -speed > astern) {
			Reports.onMarker(report, ship, marker, name + " starts at speed " + speed + "; it makes at most " + ahead
					+ " ahead and " + astern + " astern.", setup.labelsOf(ship));
			return;
		}
		if (Values.number(ship, Crews.SAILS).orElse(0) > 0 || Values.number(ship, Crews.MAX_OARSMEN).orElse(0) == 0) {
			return; // under sail: the wind, not the oars, moves it
		}
		int oars = underOars(ship, setup);
		if (Math.abs(speed) > oars) {
			Reports.onMarker(report, ship, marker, name + " starts at speed " + speed + " but its oarsmen make " + oars
					+ (Setup.hasTrait(ship, Crews.ROWS_ANYWHERE) ? " (one a man rowing)" : " (one a pair, port and starboard)")
					+ ".", setup.labelsOf(ship));
		}
	}

	/** The speed the ship's oarsmen make: their pairs, or the maximum once the pairs its type prints row. */
	static int underOars(Unit ship, Setup setup) {
		List<Unit> oarsmen = Ships.atTask(setup, ship, Crews.OARSMAN);
		int ahead = Values.number(ship, Crews.SPEED).orElse(Integer.MAX_VALUE);
		if (Setup.hasTrait(ship, Crews.ROWS_ANYWHERE)) {
			return Math.min(ahead, oarsmen.stream().mapToInt(Unit::getCount).sum());
		}
		int port = 0;
		int starboard = 0;
		for (Unit oarsman : oarsmen) {
			Hull.Placed at = Crews.hullHexOf(setup, ship, oarsman);
			if (at != null && at.side() == Hull.Side.PORT) {
				port += oarsman.getCount();
			} else if (at != null && at.side() == Hull.Side.STARBOARD) {
				starboard += oarsman.getCount();
			}
		}
		int pairs = Math.min(port, starboard);
		OptionalInt full = Values.number(ship, Crews.PAIRS_FOR_MAX);
		if (full.isPresent()) {
			return pairs >= full.getAsInt() ? ahead : Math.min(pairs, ahead - 1);
		}
		return Math.min(pairs, ahead);
	}
}
