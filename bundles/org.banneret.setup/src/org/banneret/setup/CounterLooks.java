package org.banneret.setup;

import java.util.OptionalInt;

import org.banneret.model.CounterSpec;
import org.banneret.model.CounterTemplate;
import org.banneret.model.Nationality;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitType;
import org.banneret.model.naming.DisplayNames;
import org.banneret.render.CounterLook;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * What a counter shows, from the model: the editor's map draws a unit's counter as it stands now,
 * the counter sheets draw each face as printed. Both write the values the same way.
 */
public final class CounterLooks {

	private CounterLooks() {
	}

	/** A unit's counter in a set-up: the face it shows, with its values as they are now (overrides and markers too). */
	public static CounterLook current(Setup setup, Scenario scenario, Unit unit) {
		String name = unit.getName() != null ? DisplayNames.title(unit) : Setup.templateOf(unit) != null ? DisplayNames.title(Setup.templateOf(unit)) : null;
		String values = Setup.typeOf(unit) == null ? "?"
				: values(Values.number(unit, Values.ATTACK), Values.number(unit, Values.DEFENCE), Values.number(unit, Values.MOVEMENT),
						OptionalInt.of(Values.currentOr(unit, Values.STRENGTH, 1)),
						unit.isSetArmour() ? OptionalInt.of(unit.getArmour()) : OptionalInt.empty());
		return new CounterLook(colourOf(setup, scenario, unit), CounterLook.symbolOf(Setup.classOf(unit)), name, values,
				Math.max(1, unit.getCount()), unit.isFlipped());
	}

	/** One face of a unit's counter as printed, for a counter sheet; named by its counter, else its type. */
	public static CounterLook printed(Setup setup, Scenario scenario, Unit unit, boolean back) {
		CounterSpec counter = Setup.templateOf(unit) != null ? Setup.templateOf(unit) : Setup.typeOf(unit);
		String name = unit.getName() != null ? DisplayNames.title(unit) : counter != null ? DisplayNames.title(counter) : null;
		String values = counter == null ? "?" : printedValues(counter, back, unit.isSetArmour() ? OptionalInt.of(unit.getArmour()) : OptionalInt.empty());
		return new CounterLook(colourOf(setup, scenario, unit), CounterLook.symbolOf(Setup.classOf(unit)), name, values, 1, back);
	}

	/** One face of a game system's counter as printed: a unit type or a named counter, in a nationality's colour. */
	public static CounterLook printed(CounterSpec counter, Nationality nationality, int index, OptionalInt armour, boolean back) {
		UnitType type = counter instanceof CounterTemplate template ? template.getUnitType() : (UnitType) counter;
		UnitClass unitClass = type == null || type.eIsProxy() ? null : type.getUnitClass();
		return new CounterLook(CounterLook.colourOf(nationality, null, index), CounterLook.symbolOf(unitClass), DisplayNames.title(counter),
				printedValues(counter, back, armour), 1, back);
	}

	private static String printedValues(CounterSpec counter, boolean back, OptionalInt armour) {
		return values(Values.printed(counter, Values.ATTACK, back), Values.printed(counter, Values.DEFENCE, back),
				Values.printed(counter, Values.MOVEMENT, back), Values.printed(counter, Values.STRENGTH, back),
				armour.isPresent() ? armour : Values.printed(counter, Values.ARMOUR, back));
	}

	/**
	 * The values line of a counter, as counters print it: attack-defence-movement where it has
	 * them, else strength and movement; armour in brackets.
	 */
	static String values(OptionalInt attack, OptionalInt defence, OptionalInt movement, OptionalInt strength, OptionalInt armour) {
		if (attack.orElse(0) > 0 || defence.orElse(0) > 0) {
			return attack.orElse(0) + "-" + defence.orElse(0) + "-" + movement.orElse(0);
		}
		String line = strength.isPresent() ? Integer.toString(strength.getAsInt()) : "";
		if (movement.orElse(0) > 0) {
			line += (line.isEmpty() ? "" : "-") + movement.getAsInt();
		}
		if (armour.isPresent()) {
			line += (line.isEmpty() ? "" : " ") + "[" + armour.getAsInt() + "]";
		}
		return line;
	}

	/** The colour a unit's counters are printed in: its nationality's, else its side's. */
	public static org.banneret.render.Rgb colourOf(Setup setup, Scenario scenario, Unit unit) {
		Side side = setup.sideOf(unit);
		int sideIndex = side == null ? 0 : scenario.getSides().indexOf(side);
		return CounterLook.colourOf(setup.nationalityOf(unit), side, sideIndex);
	}
}
