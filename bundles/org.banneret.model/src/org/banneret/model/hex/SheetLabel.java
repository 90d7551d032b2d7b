package org.banneret.model.hex;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A hex label qualified by the map sheet it is on, for scenario layouts that
 * join several sheets: written {@code sheet:label}, as in {@code village:B07}.
 * The local label is kept as text; the sheet's own {@link HexLabelScheme}
 * interprets it.
 *
 * @param sheetId an identifier: a letter or underscore, then letters, digits or underscores
 * @param localLabel the label within the sheet: not empty, no colon or white space
 */
public record SheetLabel(String sheetId, String localLabel) {

	private static final Pattern SHEET_ID = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
	private static final Pattern LOCAL_LABEL = Pattern.compile("[^:\\s]+");
	private static final char SEPARATOR = ':';

	public SheetLabel {
		Objects.requireNonNull(sheetId, "sheetId");
		Objects.requireNonNull(localLabel, "localLabel");
		problemWith(sheetId, localLabel).ifPresent(problem -> {
			throw new HexLabelException(problem);
		});
	}

	/**
	 * Reads a {@code sheet:label} string.
	 *
	 * @throws HexLabelException if {@code label} is not one; the message quotes it
	 */
	public static SheetLabel parse(String label) {
		Objects.requireNonNull(label, "label");
		int separator = label.indexOf(SEPARATOR);
		if (separator < 0) {
			throw new HexLabelException(
					"'" + label + "' is not a sheet label: expected sheet:label, like 'village:B07'");
		}
		String sheetId = label.substring(0, separator);
		String localLabel = label.substring(separator + 1);
		problemWith(sheetId, localLabel).ifPresent(problem -> {
			throw new HexLabelException("'" + label + "' is not a sheet label: " + problem);
		});
		return new SheetLabel(sheetId, localLabel);
	}

	/** This label as {@code sheet:label}. */
	public String format() {
		return sheetId + SEPARATOR + localLabel;
	}

	private static Optional<String> problemWith(String sheetId, String localLabel) {
		if (!SHEET_ID.matcher(sheetId).matches()) {
			return Optional.of("sheet id '" + sheetId
					+ "' must be a letter or underscore followed by letters, digits or underscores");
		}
		if (!LOCAL_LABEL.matcher(localLabel).matches()) {
			return Optional.of("local label '" + localLabel + "' must be non-empty without colons or white space");
		}
		return Optional.empty();
	}
}
