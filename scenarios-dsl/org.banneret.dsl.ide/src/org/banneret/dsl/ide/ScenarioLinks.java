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
	private static final Pattern FOLLOWED = Pattern.compile("\\bfollows\\s+([A-Za-z_][\\w.]*)");

	private ScenarioLinks() {
	}

	/** The qualified name a scenario file declares, or null. */
	public static String declaredName(String text) {
		Matcher matcher = DECLARED.matcher(text);
		return matcher.find() ? matcher.group(1) : null;
	}

	/** The names of the scenarios a text follows, as written. */
	public static List<String> followed(String text) {
		List<String> names = new ArrayList<>();
		Matcher matcher = FOLLOWED.matcher(text);
		while (matcher.find()) {
			names.add(matcher.group(1));
		}
		return names;
	}

	/** Whether a link written as {@code link} may name the scenario declared as {@code declared}. */
	public static boolean mayName(String link, String declared) {
		return declared.equals(link) || declared.endsWith("." + link);
	}
}
