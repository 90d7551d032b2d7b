package org.banneret.cli;

import java.util.List;

/**
 * One line of a validation report, whatever found it: the language (syntax, names, the model's
 * constraints) or a rule of the game. Waived findings carry the waiver's reason.
 */
record Finding(String ruleId, String severity, String message, String citation, String file, int line, int column,
		List<String> hexes, List<String> elements, String waived) {

	boolean isError() {
		return "error".equals(severity) && waived == null;
	}
}
