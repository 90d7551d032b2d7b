package org.banneret.rules.medieval;

import java.util.List;
import java.util.stream.Collectors;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * A unit's armour level is one its type has: cavalry 0, 1, 2 (light, regular, heavy) and
 * infantry 0, 1, 2 (retainers, light, heavy) [B 1.1]; the levels are the type's "armour in"
 * list. A row without armour (a free selection, "10 x CAV") is not judged.
 */
final class ArmourLevels extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-ARM-1", "Armour level matches the unit type", "[1.1]",
			Severity.ERROR);

	ArmourLevels() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		UnitType type = Setup.typeOf(unit);
		if (!unit.isSetArmour() || type == null || type.getAllowedArmour().isEmpty()
				|| type.getAllowedArmour().contains(unit.getArmour())) {
			return;
		}
		String levels = type.getAllowedArmour().stream().map(String::valueOf).collect(Collectors.joining(", "));
		report.problem(unit, BanneretPackage.Literals.UNIT__ARMOUR, -1, Describe.unit(unit, setup) + " has armour "
				+ unit.getArmour() + ", but " + Describe.name(type) + " (" + type.getName() + ") come in armour " + levels + " only.",
				List.of());
	}
}
