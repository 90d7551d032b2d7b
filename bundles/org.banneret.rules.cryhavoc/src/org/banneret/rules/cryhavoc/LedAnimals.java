package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.Unit;
import org.banneret.rules.Setup;

/**
 * Who leads which animals: an animal with the Bridle marker is led by the character it is
 * listed under (or assigned to with "under"), the way the order of battle lists a leader's men.
 */
final class LedAnimals {

	private LedAnimals() {
	}

	/** The led animals of the scenario by their leader; an animal led by no one is under null. */
	static Map<Unit, List<Unit>> byLeader(Setup setup) {
		Map<Unit, List<Unit>> led = new LinkedHashMap<>();
		for (Unit unit : setup.units()) {
			if (Setup.isAlive(unit) && Counters.isAnimal(unit) && Setup.markerOf(unit, "Bridle") != null) {
				led.computeIfAbsent(setup.leaderOf(unit), l -> new ArrayList<>()).add(unit);
			}
		}
		return led;
	}
}
