package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-MNT-2: mules are never mounted, and pack and litter camels carry no rider (trait
 * never_mounted): no character is set aboard one. A litter passenger is CH-STACK-13's.
 */
public final class NoRiderOnMulesOrPackCamels extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-MNT-2", "Mules and pack camels carry no rider",
			"Siege §5.13; Magna Carta §4.6.3", Severity.ERROR);

	public NoRiderOnMulesOrPackCamels() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		Unit mount = unit.getCarrier();
		if (mount != null && !mount.eIsProxy() && Counters.isCharacter(unit) && Setup.hasTrait(mount, "never_mounted")) {
			Reports.onCarrier(report, unit, Counters.name(unit, setup) + " is set aboard " + Counters.name(mount, setup)
					+ ", which is never ridden.", List.of(), mount);
		}
	}
}
