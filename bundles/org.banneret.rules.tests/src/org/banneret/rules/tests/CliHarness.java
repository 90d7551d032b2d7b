package org.banneret.rules.tests;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.banneret.cli.BanneretCli;

/** The command line run in-process as a shell runs it, keeping what the last run printed. */
final class CliHarness {

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();
	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	/** Runs {@code banneret ARGS...} and answers its exit status. */
	int run(String... args) {
		out.reset();
		err.reset();
		return new BanneretCli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
				StandardCharsets.UTF_8)).run(args);
	}

	/** What the last run printed on standard output. */
	String out() {
		return out.toString(StandardCharsets.UTF_8);
	}

	/** What the last run printed on standard error. */
	String err() {
		return err.toString(StandardCharsets.UTF_8);
	}
}
