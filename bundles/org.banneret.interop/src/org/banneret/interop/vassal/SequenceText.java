package org.banneret.interop.vassal;

import java.util.List;

/**
 * VASSAL's way of joining fields into one string (its {@code VASSAL.tools.SequenceEncoder}):
 * fields joined by a delimiter; a delimiter inside a field gets a backslash before it; a field
 * that starts with a backslash, or starts and ends with a single quote, is wrapped in single
 * quotes. Piece definitions nest these strings: a trait's type, a TAB, then the inner piece's type
 * as one field, so each level of nesting escapes the inner TABs once more.
 */
final class SequenceText {

	private SequenceText() {
	}

	/** The fields joined as VASSAL's encoder joins them; a null field is written empty. */
	static String join(char delimiter, List<?> fields) {
		StringBuilder text = new StringBuilder();
		for (int i = 0; i < fields.size(); i++) {
			if (i > 0) {
				text.append(delimiter);
			}
			Object field = fields.get(i);
			String value = field == null ? "" : String.valueOf(field);
			if (value.isEmpty()) {
				continue;
			}
			boolean quoted = value.charAt(0) == '\\' || value.charAt(0) == '\'' && value.charAt(value.length() - 1) == '\'';
			if (quoted) {
				text.append('\'');
			}
			for (int c = 0; c < value.length(); c++) {
				if (value.charAt(c) == delimiter) {
					text.append('\\');
				}
				text.append(value.charAt(c));
			}
			if (quoted) {
				text.append('\'');
			}
		}
		return text.toString();
	}
}
