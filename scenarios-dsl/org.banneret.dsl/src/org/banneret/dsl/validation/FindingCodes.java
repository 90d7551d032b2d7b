package org.banneret.dsl.validation;

/**
 * The codes of the language's own findings. Rule findings carry their rule's id ("BAN-STACK-1");
 * these name what the language itself found, in the same place: the issue's, the diagnostic's and
 * the marker's code.
 */
public final class FindingCodes {

	/** The text does not follow the grammar. */
	public static final String SYNTAX = "LANG-SYNTAX";
	/** A name that names nothing the file can see. */
	public static final String REFERENCE = "LANG-REFERENCE";
	/** The model's own constraints and the language's checks: grid sizes, hexes on the map, unique names. */
	public static final String MODEL = "LANG-MODEL";

	private FindingCodes() {
	}

	/** Whether a code is a language finding's rather than a rule's. */
	public static boolean isLanguage(String code) {
		return code != null && code.startsWith("LANG-");
	}
}
