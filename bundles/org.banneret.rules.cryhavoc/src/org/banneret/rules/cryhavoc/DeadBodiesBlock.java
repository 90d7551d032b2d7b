package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-STACK-11: six dead characters, two dead horses, or three dead and a dead horse make a hex
 * impassable, so no living character or animal stands there. A dead mounted character or animal
 * counts as a dead horse, any other dead character as a dead person.
 */
public final class DeadBodiesBlock extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-11", "No one on a hex blocked by the dead",
			"Magna Carta §4.2.2", Severity.ERROR);

	public DeadBodiesBlock() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		int persons = 0;
		int horses = 0;
		for (Unit unit : setup.occupantsOf(hex)) {
			if (Setup.isAlive(unit)) {
				continue;
			}
			if (Counters.isHorse(unit)) {
				horses += unit.getCount();
			} else if (Counters.isCharacter(unit)) {
				persons += unit.getCount();
			}
		}
		if (persons < 6 && horses < 2 && (persons < 3 || horses < 1)) {
			return;
		}
		String label = setup.label(hex);
		for (Unit unit : setup.occupantsOf(hex)) {
			if (Setup.isAlive(unit) && (Counters.isCharacter(unit) || Counters.isAnimal(unit))) {
				Reports.onHex(report, unit, label, Counters.name(unit, setup) + " stands at " + label + ", among " + persons
						+ " dead characters and " + horses + " dead horses; six dead, two dead horses, or three dead and a dead"
						+ " horse make a hex impassable.");
			}
		}
	}
}
