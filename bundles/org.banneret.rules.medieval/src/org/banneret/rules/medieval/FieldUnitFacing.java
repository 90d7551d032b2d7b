package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * A field unit set up on a hex faces one of the six hexsides: its front area is the three hexes
 * ahead [B 3.1.1] and it turns in 60 degree steps [B 4.3.1]. Leaders and shiltrons have no
 * front to speak of [B 8.1.1], [B 11.3.5]. A missing facing is only a warning, because the
 * printed scenarios leave facing to the player; without one, zones of control cannot be judged.
 */
final class FieldUnitFacing extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-FACE-1", "Field units face a hexside", "[3.1.1], [4.3.1], [11.3.5]",
			Severity.ERROR);

	FieldUnitFacing() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!(unit.getPlacement() instanceof HexPlacement placement) || setup.board() == null || Kinds.isLeader(unit)
				|| Kinds.inShiltron(unit) || !Setup.isAlive(unit)) {
			return;
		}
		String who = Describe.unit(unit, setup);
		if (!placement.isSetFacing()) {
			report.doubt(placement, null, -1, who + " has no facing. The printed scenarios leave facing to the player,"
					+ " but its zone of control cannot be judged without one; add 'facing N' (or another hexside).", List.of(),
					unit);
			return;
		}
		try {
			setup.board().direction(placement.getFacing());
		} catch (IllegalArgumentException e) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__FACING, -1, who + " faces "
					+ placement.getFacing() + ", but " + e.getMessage() + ": a unit faces one of the six hexsides.", List.of(), unit);
		}
	}
}
