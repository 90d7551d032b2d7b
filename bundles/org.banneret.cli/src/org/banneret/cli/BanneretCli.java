package org.banneret.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.banneret.dsl.BanneretStandaloneSetup;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

/**
 * Banneret's command line: {@code validate <file-or-folder>...} reports every syntax, reference
 * and model problem as {@code file:line:column: severity: message}. Exit status 0 without
 * errors, 1 with errors, 2 for bad usage or unreadable input.
 */
public final class BanneretCli {

	static final int OK = 0;
	static final int ERRORS = 1;
	static final int USAGE = 2;

	private final PrintStream out;
	private final PrintStream err;

	BanneretCli(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	public static void main(String[] args) {
		System.exit(new BanneretCli(System.out, System.err).run(args));
	}

	int run(String... args) {
		if (args.length == 0 || args[0].equals("help") || args[0].equals("--help")) {
			usage(args.length == 0 ? err : out);
			return args.length == 0 ? USAGE : OK;
		}
		if (!args[0].equals("validate")) {
			err.println("banneret: unknown command '" + args[0] + "'");
			usage(err);
			return USAGE;
		}
		List<Path> paths = new ArrayList<>();
		for (int i = 1; i < args.length; i++) {
			if (args[i].startsWith("-")) {
				err.println("banneret validate: unknown option '" + args[i] + "'");
				return USAGE;
			}
			paths.add(Path.of(args[i]));
		}
		if (paths.isEmpty()) {
			err.println("banneret validate: name at least one file or folder");
			return USAGE;
		}
		return validate(paths);
	}

	private int validate(List<Path> paths) {
		Injector injector = BanneretStandaloneSetup.doSetup();
		Workspace workspace = new Workspace(injector.getInstance(XtextResourceSet.class));
		try {
			workspace.load(paths);
		} catch (Workspace.UnreadableInput e) {
			err.println("banneret validate: " + e.getMessage());
			return USAGE;
		}
		List<Located> issues = new ArrayList<>();
		for (Resource resource : workspace.inputs) {
			String file = resource.getURI().isFile() ? resource.getURI().toFileString() : resource.getURI().toString();
			for (Issue issue : ((XtextResource) resource).getResourceServiceProvider().getResourceValidator()
					.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl)) {
				issues.add(new Located(file, issue));
			}
		}
		issues.sort(Comparator.comparing(Located::file).thenComparing(Located::line).thenComparing(Located::column));
		long errors = 0;
		for (Located located : issues) {
			out.println(located.file() + ":" + located.line() + ":" + located.column() + ": "
					+ located.issue().getSeverity().name().toLowerCase() + ": " + located.issue().getMessage());
			if (located.issue().getSeverity() == Severity.ERROR) {
				errors++;
			}
		}
		err.println(workspace.inputs.size() + " file(s) checked: " + errors + " error(s), " + (issues.size() - errors)
				+ " other diagnostic(s).");
		return errors > 0 ? ERRORS : OK;
	}

	/** An issue with the file it was found in; line and column count from 1. */
	record Located(String file, Issue issue) {
		int line() {
			return issue.getLineNumber() == null ? 1 : issue.getLineNumber();
		}

		int column() {
			return issue.getColumn() == null ? 1 : issue.getColumn();
		}
	}

	private static void usage(PrintStream stream) {
		stream.println("usage: banneret validate <file-or-folder>...");
		stream.println("  Checks .gamesystem, .hexmap and .scenario files: syntax, references across files and");
		stream.println("  the model's constraints. The built-in game systems are always available.");
		stream.println("  Exit status: 0 no errors, 1 errors found, 2 bad usage or unreadable input.");
	}
}
