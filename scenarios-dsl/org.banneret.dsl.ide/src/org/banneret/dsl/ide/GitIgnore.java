package org.banneret.dsl.ide;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The rules of one {@code .gitignore} file, as git reads them: blank lines and {@code #}
 * comments skipped, {@code !} re-includes, a trailing {@code /} matches folders only, a pattern
 * with a {@code /} before its end is anchored to the file's folder, any other matches a name at
 * any depth; {@code *}, {@code ?}, {@code [...]} and {@code **} as git defines them.
 */
public final class GitIgnore {

	/** One line of the file. */
	private record Rule(Pattern pattern, boolean anchored, boolean foldersOnly, boolean negated) {

		boolean matches(String relative, String name, boolean folder) {
			return (folder || !foldersOnly) && pattern.matcher(anchored ? relative : name).matches();
		}
	}

	private final Path base;
	private final List<Rule> rules;

	private GitIgnore(Path base, List<Rule> rules) {
		this.base = base;
		this.rules = rules;
	}

	/** The rules of a {@code .gitignore} file, for the paths below its folder; none when it cannot be read. */
	public static GitIgnore read(Path file) {
		try {
			return parse(file.getParent(), Files.readAllLines(file, StandardCharsets.UTF_8));
		} catch (IOException | RuntimeException e) {
			return new GitIgnore(file.getParent(), List.of()); // an unreadable ignore file ignores nothing
		}
	}

	/** The rules of the given lines, for the paths below {@code base}. */
	public static GitIgnore parse(Path base, List<String> lines) {
		List<Rule> rules = new ArrayList<>();
		for (String line : lines) {
			Rule rule = rule(line);
			if (rule != null) {
				rules.add(rule);
			}
		}
		return new GitIgnore(base.toAbsolutePath().normalize(), List.copyOf(rules));
	}

	/** The folder whose paths the rules judge. */
	public Path base() {
		return base;
	}

	/**
	 * What the rules say of a path below the base: true when the last rule that matches ignores
	 * it, false when it re-includes it ({@code !}), null when no rule matches or the path is not
	 * below the base.
	 */
	public Boolean ignores(Path path, boolean folder) {
		Path absolute = path.toAbsolutePath().normalize();
		if (!absolute.startsWith(base) || absolute.equals(base)) {
			return null;
		}
		String relative = base.relativize(absolute).toString().replace('\\', '/');
		String name = absolute.getFileName().toString();
		Boolean verdict = null;
		for (Rule rule : rules) {
			if (rule.matches(relative, name, folder)) {
				verdict = !rule.negated;
			}
		}
		return verdict;
	}

	private static Rule rule(String line) {
		String text = stripTrailingSpaces(line);
		if (text.isEmpty() || text.startsWith("#")) {
			return null;
		}
		boolean negated = text.startsWith("!");
		if (negated || text.startsWith("\\!") || text.startsWith("\\#")) {
			text = text.substring(1);
		}
		boolean foldersOnly = text.endsWith("/");
		if (foldersOnly) {
			text = text.substring(0, text.length() - 1);
		}
		boolean anchored = text.contains("/");
		if (text.startsWith("/")) {
			text = text.substring(1);
		}
		if (text.isEmpty()) {
			return null;
		}
		return new Rule(Pattern.compile(regex(text)), anchored, foldersOnly, negated);
	}

	/** Trailing spaces end a pattern unless escaped with a backslash. */
	private static String stripTrailingSpaces(String line) {
		int end = line.length();
		while (end > 0 && line.charAt(end - 1) == ' ' && (end < 2 || line.charAt(end - 2) != '\\')) {
			end--;
		}
		return line.substring(0, end);
	}

	/** The pattern as a regular expression over a slash-separated relative path. */
	static String regex(String glob) {
		StringBuilder regex = new StringBuilder();
		for (int i = 0; i < glob.length(); i++) {
			char c = glob.charAt(i);
			if (c == '*' && glob.startsWith("**", i)) {
				boolean wholeSegment = (i == 0 || glob.charAt(i - 1) == '/')
						&& (i + 2 == glob.length() || glob.charAt(i + 2) == '/');
				if (wholeSegment && i + 2 < glob.length()) {
					regex.append("(?:.*/)?"); // "**/": no folder or any number of them
					i += 2;
				} else if (wholeSegment) {
					regex.append(".*"); // a trailing "/**": everything inside
					i += 1;
				} else {
					regex.append("[^/]*"); // "**" inside a name is a plain star
					i += 1;
				}
			} else if (c == '*') {
				regex.append("[^/]*");
			} else if (c == '?') {
				regex.append("[^/]");
			} else if (c == '[') {
				int close = glob.indexOf(']', i + 2);
				if (close < 0) {
					regex.append("\\[");
				} else {
					String set = glob.substring(i + 1, close);
					regex.append('[').append(set.startsWith("!") ? "^" + quoteSet(set.substring(1)) : quoteSet(set)).append(']');
					i = close;
				}
			} else if (c == '\\' && i + 1 < glob.length()) {
				regex.append(Pattern.quote(String.valueOf(glob.charAt(++i))));
			} else {
				regex.append(Pattern.quote(String.valueOf(c)));
			}
		}
		return regex.toString();
	}

	private static String quoteSet(String set) {
		return set.replace("\\", "\\\\").replace("[", "\\[").replace("&", "\\&");
	}
}
