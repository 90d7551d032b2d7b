package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.CounterTemplate;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-MNT-3: a character set aboard a riderless riding horse (trait riding_horse) rides another's
 * or a captured horse. Magna Carta lets only riders do so: characters with horse counters of
 * their own (a mounted counter, or one of the same character_ trait) and knights; the Siege rules
 * only knights (variant captured_mounts, V-09).
 */
public final class CapturedMounts extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-MNT-3", "Only riders (or knights) mount another's horse", "Magna Carta §1.2, §4.4.2; Siege §3.33",
					Severity.ERROR)
			.readingVariants("captured_mounts");

	public CapturedMounts() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		Unit horse = unit.getCarrier();
		if (horse == null || horse.eIsProxy() || !Setup.hasTrait(horse, "riding_horse") || !Counters.isCharacter(unit)) {
			return;
		}
		boolean knightsOnly = "knights".equals(setup.variant("captured_mounts"));
		boolean knight = Setup.hasTrait(unit, "knight");
		if (knightsOnly ? !knight : !knight && !isRider(unit, setup)) {
			Reports.onCarrier(report, unit, Counters.name(unit, setup) + " rides " + Counters.name(horse, setup)
					+ ", another's horse, but only " + (knightsOnly ? "knights (captured_mounts = knights)" : "riders")
					+ " may mount one.", List.of(), horse);
		}
	}

	/** Mounted by type, or one of the counters of a character who has mounted ones. */
	private static boolean isRider(Unit unit, Setup setup) {
		if (Counters.isMounted(unit)) {
			return true;
		}
		List<String> characters = Counters.counterTraits(unit, "character_");
		if (characters.isEmpty() || setup.system() == null) {
			return false;
		}
		for (CounterTemplate counter : setup.system().getCounterTemplates()) {
			if (counter.getTraits().stream().anyMatch(characters::contains) && counter.getUnitType() != null
					&& counter.getUnitType().getUnitClass() != null
					&& List.of("rider", "heavyrider", "camel").contains(counter.getUnitType().getUnitClass().getName())) {
				return true;
			}
		}
		return false;
	}
}
