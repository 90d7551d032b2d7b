package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.RuleFlag;
import org.banneret.model.Severity;
import org.banneret.model.SpecialRule;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Ranged units start in the formation the scenario imposes: the two faces of a ranged counter
 * are its combat and movement formations [B 10.1.1], the movement face is the back ("flipped"),
 * and a flag {@code setup_formation = movement for <side>, <type>} in force at set-up names the
 * units that start in it ("English archers must be in movement formation", Stirling).
 */
final class SetupFormation extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-FORM-1", "Ranged units start in the formation the scenario imposes",
			"[10.1.1] and scenario notes", Severity.ERROR);
	static final String FLAG = "setup_formation";
	static final String MOVEMENT = "movement";
	static final String COMBAT = "combat";

	SetupFormation() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Kinds.isRanged(unit)) {
			return;
		}
		for (RuleFlag flag : Flags.withKey(setup, FLAG)) {
			if (!Flags.inForceAtSetup(flag, setup) || !Flags.names(flag, unit, setup)) {
				continue;
			}
			boolean movement = MOVEMENT.equalsIgnoreCase(flag.getValue());
			if (!movement && !COMBAT.equalsIgnoreCase(flag.getValue())) {
				continue;
			}
			if (unit.isFlipped() != movement) {
				String rule = flag.eContainer() instanceof SpecialRule special ? Describe.name(special) : FLAG;
				EStructuralFeature where = unit.isFlipped() ? BanneretPackage.Literals.UNIT__FLIPPED : null;
				report.problem(unit, where, -1, Describe.unit(unit, setup) + " starts in " + (movement ? "combat" : "movement")
						+ " formation, but rule " + rule + " sets it up in " + flag.getValue() + " formation; "
						+ (movement ? "write 'flipped' (the movement face is the back of a ranged counter)."
								: "remove 'flipped' (the combat face is the front of a ranged counter)."),
						List.of(), flag);
				return;
			}
		}
	}
}
