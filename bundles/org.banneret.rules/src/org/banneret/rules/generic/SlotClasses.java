package org.banneret.rules.generic;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.LevelSlot;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A counter stands in a level slot only if its class may use it: the slot's {@code for} list
 * where it has one, and never a class of its {@code except} list (no horse on a wall walk).
 */
public final class SlotClasses extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-SLOT-1", "Level slots only for the classes that may use them",
			"the game system's level slots", Severity.ERROR);

	public SlotClasses() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!(unit.getPlacement() instanceof HexPlacement placement) || placement.getSlot() == null
				|| placement.getSlot().eIsProxy()) {
			return;
		}
		LevelSlot slot = placement.getSlot();
		UnitClass unitClass = Setup.classOf(unit);
		if (unitClass == null || unitClass.eIsProxy()) {
			return;
		}
		boolean closed = Setup.holds(slot.getClosedTo(), unitClass);
		if (closed || !slot.getOpenTo().isEmpty() && !Setup.holds(slot.getOpenTo(), unitClass)) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__SLOT, -1, Describe.unit(unit, setup) + " (class "
					+ Setup.nameOf(unitClass) + ") stands " + Describe.name(slot).toLowerCase() + ", where "
					+ (closed ? "class " + Setup.nameOf(unitClass) + " may not stand"
							: "only " + Describe.classes(slot.getOpenTo()) + " may stand")
					+ ".", setup.labelsOf(unit), unit);
		}
	}
}
