package org.banneret.ui.map.parts;

import java.util.List;

import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.hex.Hex;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.Setup;
import org.banneret.ui.map.figures.HoverText;

/**
 * The hover text of a counter: who it is and whose first ("Myrlin (Welsh), Longbowman at J18": a
 * named character's type alone hides which character it is), then the findings at its hex.
 */
final class Tips {

	private Tips() {
	}

	static String of(Unit unit, Hex hex, MapView view) {
		UnitType type = Setup.typeOf(unit);
		String kind = (unit.getCount() > 1 ? unit.getCount() + " x " : "")
				+ (type == null ? "?" : type.getTitle() != null ? type.getTitle() : type.getName());
		String name = nameOf(unit);
		StringBuilder heading = new StringBuilder(name.isEmpty() ? kind : name);
		Side side = DisplayNames.sideOf(unit);
		if (side != null && side.getName() != null) {
			heading.append(" (").append(side.getName()).append(')');
		}
		if (!name.isEmpty()) {
			heading.append(", ").append(kind);
		}
		if (hex != null) {
			heading.append(" at ").append(view.painter().label(hex));
		}
		return HoverText.of(heading.toString(), hex == null ? List.of() : view.findings().at(hex));
	}

	/** The name a reader knows the unit by: its own title or name, else its named counter's ("Myrlin"); "" for a row of a type. */
	private static String nameOf(Unit unit) {
		if (unit.getTitle() != null && !unit.getTitle().isBlank()) {
			return unit.getTitle();
		}
		return unit.getName() != null ? unit.getName() : DisplayNames.title(Setup.templateOf(unit));
	}
}
