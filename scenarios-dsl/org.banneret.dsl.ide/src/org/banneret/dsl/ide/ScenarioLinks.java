package org.banneret.dsl.ide;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a scenario's text says of its links, read without parsing it: the name it declares
 * ({@code scenario bannockburn.Prelude}) and the scenarios it follows
 * ({@code follows bannockburn.Prelude}). The server's background build uses it to build the
 * scenarios an opened file follows before that file's findings, and an editor to read only those
 * of its project's scenarios; a name in a comment only makes a file be read a little earlier.
 */
public final class ScenarioLinks {

	private static final Pattern DECLARED = Pattern.compile("(?m)^\\s*scenario\\s+([A-Za-z_][\\w.]*)");
	private static final String FOLLOWS = "follows";
	private static final Pattern FOLLOWED = Pattern.compile("\\b" + FOLLOWS + "\\s+([A-Za-z_][\\w.]*)");

	private ScenarioLinks() {
	}

	/** The qualified name a scenario file declares, or null. */
	public static String declaredName(String text) {
		Matcher matcher = DECLARED.matcher(text);
		return matcher.find() ? matcher.group(1) : null;
	}

	/**
	 * The names of the scenarios a text follows, as written. The keyword is looked for as a
	 * string first: an editor asks after each edit, and a pattern starting with a word boundary
	 * is tried at every character of a 0.3 MB text.
	 */
	public static List<String> followed(String text) {
		List<String> names = new ArrayList<>();
		Matcher matcher = FOLLOWED.matcher(text).useTransparentBounds(true); // the boundary looks before the keyword
		for (int at = text.indexOf(FOLLOWS); at >= 0; at = text.indexOf(FOLLOWS, at + FOLLOWS.length())) {
			if (matcher.region(at, text.length()).lookingAt()) {
				names.add(matcher.group(1));
			}
		}
		return names;
	}

	/** Whether a link written as {@code link} may name the scenario declared as {@code declared}. */
	public static boolean mayName(String link, String declared) {
		return declared.equals(link) || declared.endsWith("." + link);
	}
}
