package org.banneret.ui.map.parts;

import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Setup;

/** The hover text of a counter: what it is, where, and the findings at its hex with rule and citation. */
final class Tips {

	private Tips() {
	}

	static String of(Unit unit, Hex hex, MapView view) {
		StringBuilder text = new StringBuilder();
		UnitType type = Setup.typeOf(unit);
		if (unit.getCount() > 1) {
			text.append(unit.getCount()).append(" x ");
		}
		text.append(type == null ? "?" : type.getTitle() != null ? type.getTitle() : type.getName());
		if (unit.getName() != null) {
			text.append(' ').append(unit.getName());
		}
		if (unit.getTitle() != null) {
			text.append(" \"").append(unit.getTitle()).append('"');
		}
		if (hex != null) {
			text.append(" at ").append(view.painter().geometry().label(hex));
			for (Findings.Finding finding : view.findings().at(hex)) {
				text.append('\n').append(finding.error() ? "Error: " : "Warning: ").append(finding.describe());
			}
		}
		return text.toString();
	}
}
