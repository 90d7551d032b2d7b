package org.banneret.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.LanguageFileSet;
import org.banneret.rules.RuleFailure;
import org.banneret.validation.RuleCatalog;
import org.banneret.validation.RulesValidator;
import org.eclipse.xtext.resource.XtextResourceSet;

import com.google.inject.Injector;

/**
 * Banneret's command line.
 * <ul>
 * <li>{@code validate <file-or-folder>... [--format text|json|sarif] [--variant NAME=VALUE]}: the
 * language's and the rules' findings; exit 0 without errors, 1 with errors, 2 for bad usage or
 * unreadable input;</li>
 * <li>{@code rules [--format md|json]}: the rule catalogue;</li>
 * <li>{@code export FILE ...}: print-ready map and counter sheets, Tiled maps ({@link ExportCommand});</li>
 * <li>{@code import FILE.tmx ...}: a Tiled map as a .hexmap ({@link ImportCommand}).</li>
 * </ul>
 */
public final class BanneretCli {

	public static final int OK = 0;
	public static final int ERRORS = 1;
	public static final int USAGE = 2;
	/** A rule failed instead of judging (a bug in Banneret): the findings are incomplete. */
	public static final int RULE_FAILED = 3;

	private final PrintStream out;
	private final PrintStream err;

	public BanneretCli(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	public static void main(String[] args) {
		System.exit(new BanneretCli(System.out, System.err).run(args));
	}

	public int run(String... args) {
		if (args.length == 0) {
			usage(err);
			return USAGE;
		}
		return switch (args[0]) {
			case "validate" -> validate(List.of(args).subList(1, args.length));
			case "rules" -> rules(List.of(args).subList(1, args.length));
			case "export" -> outOfMemorySaid("export", () -> new ExportCommand(err).run(List.of(args).subList(1, args.length)));
			case "import" -> outOfMemorySaid("import", () -> new ImportCommand(err).run(List.of(args).subList(1, args.length)));
			case "help", "--help", "-h" -> {
				usage(out);
				yield OK;
			}
			default -> {
				err.println("banneret: unknown command '" + args[0] + "'");
				usage(err);
				yield USAGE;
			}
		};
	}

	/**
	 * Runs a command that reads a whole file; a file too large for the heap is one line that says
	 * so and how to give Java more, and status 1, never a stack trace. (Nothing is written: the
	 * exports write to a temporary file and rename it.)
	 */
	private int outOfMemorySaid(String command, java.util.function.IntSupplier run) {
		try {
			return run.getAsInt();
		} catch (OutOfMemoryError e) {
			err.println("banneret " + command + ": ran out of memory: the file needs more than the " + Runtime.getRuntime().maxMemory() / (1 << 20)
					+ " MB the Java heap may use. Run it with more, e.g. BANNERET_JAVA_OPTIONS=-Xmx4g.");
			return ERRORS;
		}
	}

	private int validate(List<String> args) {
		List<Path> paths = new ArrayList<>();
		Map<String, String> variants = new LinkedHashMap<>();
		String format = "text";
		for (int i = 0; i < args.size(); i++) {
			String arg = args.get(i);
			if (arg.equals("--format") || arg.equals("--variant")) {
				if (i + 1 == args.size()) {
					err.println("banneret validate: " + arg + " needs a value");
					return USAGE;
				}
				String value = args.get(++i);
				if (arg.equals("--format")) {
					if (!List.of("text", "json", "sarif").contains(value)) {
						err.println("banneret validate: unknown format '" + value + "' (text, json or sarif)");
						return USAGE;
					}
					format = value;
				} else {
					int equals = value.indexOf('=');
					if (equals < 1 || equals == value.length() - 1) {
						err.println("banneret validate: a variant is written NAME=VALUE, like free_setup=on, not '" + value + "'");
						return USAGE;
					}
					variants.put(value.substring(0, equals), value.substring(equals + 1));
				}
			} else if (arg.startsWith("-")) {
				err.println("banneret validate: unknown option '" + arg + "'");
				return USAGE;
			} else {
				paths.add(Path.of(arg));
			}
		}
		if (paths.isEmpty()) {
			err.println("banneret validate: name at least one file or folder");
			return USAGE;
		}
		Injector injector = BanneretIdeSetup.injector();
		XtextResourceSet resourceSet = injector.getInstance(XtextResourceSet.class);
		resourceSet.getLoadOptions().put(RulesValidator.VARIANTS, variants);
		LanguageFileSet files = new LanguageFileSet(resourceSet);
		List<Finding> findings;
		try {
			files.load(paths);
			findings = Findings.of(files);
		} catch (LanguageFileSet.UnreadableInput e) {
			err.println("banneret validate: " + e.getMessage());
			return USAGE;
		} catch (OutOfMemoryError e) {
			// Reading the text ran out before a check could (a check that does says so on its own): one error on each file named.
			files = null;
			resourceSet.getResources().clear();
			findings = paths.stream().map(BanneretCli::outOfMemory).toList();
		}
		switch (format) {
			case "json" -> Reports.json(findings, out);
			case "sarif" -> Reports.sarif(findings, RuleCatalog.engine().rules(), out);
			default -> Reports.text(findings, out);
		}
		long errors = findings.stream().filter(Finding::isError).count();
		long waived = findings.stream().filter(f -> f.waived() != null).count();
		err.println((files == null ? paths.size() : files.inputs().size()) + " file(s) checked: " + errors + " error(s), "
				+ (findings.size() - errors - waived) + " other finding(s), " + waived + " waived.");
		long failures = findings.stream().filter(f -> f.ruleId().equals(RuleFailure.CODE)).count();
		if (failures > 0) {
			err.println("banneret validate: " + failures + " rule(s) failed instead of judging; the findings above are"
					+ " incomplete. This is a bug in Banneret: please report it with the file.");
			return RULE_FAILED;
		}
		return errors > 0 ? ERRORS : OK;
	}

	/** The one error of a file too large to read in this heap, in the words the language's checks use for it. */
	private static Finding outOfMemory(Path file) {
		return new Finding(org.banneret.dsl.validation.FindingCodes.MODEL, "error", "Banneret ran out of memory reading this file: it needs"
				+ " more than the " + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB the Java heap may use. Run it with more, e.g."
				+ " BANNERET_JAVA_OPTIONS=-Xmx4g.", "", Findings.fileOf(org.eclipse.emf.common.util.URI.createFileURI(
						file.toAbsolutePath().normalize().toString())), 1, 1, List.of(), List.of(), null);
	}

	private int rules(List<String> args) {
		boolean json = false;
		for (int i = 0; i < args.size(); i++) {
			if (args.get(i).equals("--format") && i + 1 < args.size() && List.of("md", "json").contains(args.get(i + 1))) {
				json = args.get(++i).equals("json");
			} else {
				err.println("banneret rules: usage: banneret rules [--format md|json]");
				return USAGE;
			}
		}
		Reports.catalogue(RuleCatalog.engine().rules(), json, out);
		return OK;
	}

	private static void usage(PrintStream stream) {
		stream.println("usage: banneret validate <file-or-folder>... [--format text|json|sarif] [--variant NAME=VALUE]");
		stream.println("       banneret rules [--format md|json]");
		stream.println("       " + ExportCommand.USAGE.substring("usage: ".length()));
		stream.println("       " + ImportCommand.USAGE.substring("usage: ".length()));
		stream.println("  validate checks .gamesystem, .hexmap and .scenario files: syntax, references across files,");
		stream.println("  the model's constraints and the rules of each scenario's game, with rulebook citations.");
		stream.println("  The built-in game systems are always available. Exit status: 0 no errors (warnings allowed),");
		stream.println("  1 errors found, 2 bad usage or unreadable input, 3 a rule failed (a bug: please report it).");
	}
}
