package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.banneret.cli.BanneretCli;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Big and hostile files through the command line: each validates, or says clearly what is wrong
 * and where, and none hangs or throws. The limit below is a hang detector, not a speed target.
 */
class HostileInputTest {

	private static final Duration NO_HANG = Duration.ofMinutes(3);
	private static final String WALLACE = "\t\tLeader Wallace (F2), banner at 3318 {\n";

	@TempDir
	Path folder;

	private Path stirling;
	private final CliHarness cli = new CliHarness();

	@BeforeEach
	void examples() {
		stirling = BundledExamples.copyTo(folder).resolve("bannockburn/stirling.scenario");
	}

	private int validate(Path file) {
		return assertTimeoutPreemptively(NO_HANG, () -> cli.run("validate", file.toString()));
	}

	private List<String> findings() {
		return cli.out().lines().toList();
	}

	/** The findings on one line of the file, as "line:column: message". */
	private List<String> findingsOnLine(int line) {
		String at = stirling.getFileName() + ":" + line + ":";
		return findings().stream().filter(f -> f.contains(at)).map(f -> f.substring(f.indexOf(at) + at.length() - (line + ":").length())).toList();
	}

	private void insertAfterWallace(String text) throws Exception {
		String scenario = Files.readString(stirling);
		Files.writeString(stirling, scenario.replace(WALLACE, WALLACE + text));
	}

	private static int lineOf(String text, String part) {
		return (int) text.substring(0, text.indexOf(part)).chars().filter(c -> c == '\n').count() + 1;
	}

	/**
	 * A scenario too large for the heap is one error on it that says so and how to give Java more,
	 * never a crash: the command line in a JVM of 160 MB, on a 10 MB scenario (which needs some
	 * 2 GB; its whole validation is timed by ./banneret bench rules). Run apart, so that the outcome
	 * does not hang on the test JVM's heap and the case takes seconds, not minutes of collection.
	 */
	@Test
	void aScenarioTooLargeForTheHeapIsOneErrorThatSaysSo() throws Exception {
		StringBuilder units = new StringBuilder();
		for (int i = 0; units.length() < 10 << 20; i++) {
			units.append(String.format("\t\t\t1 x INF [0] at %02d%02d%n", 1 + i % 44, i / 44 % 31));
		}
		insertAfterWallace(units.toString());
		String output = inSmallHeap("validate", stirling.toString());
		List<String> lines = output.lines().filter(line -> !line.isBlank()).toList();
		assertEquals(1, lines.stream().filter(line -> line.contains("ran out of memory")).count(), output);
		assertTrue(lines.stream().anyMatch(line -> line.contains("stirling.scenario:") && line.contains(
				"error: Banneret ran out of memory") && line.contains("BANNERET_JAVA_OPTIONS=-Xmx4g")), output);
		assertTrue(lines.stream().noneMatch(line -> line.startsWith("\tat ") || line.startsWith("Exception in thread")),
				"no stack trace:\n" + output);

		Path pdf = folder.resolve("big.pdf");
		String export = inSmallHeap("export", stirling.toString(), "-o", pdf.toString());
		assertTrue(export.lines().anyMatch(line -> line.startsWith("banneret export: ran out of memory")
				&& line.contains("BANNERET_JAVA_OPTIONS=-Xmx4g")), export);
		assertTrue(export.lines().noneMatch(line -> line.startsWith("\tat ") || line.startsWith("Exception in thread")), export);
		assertTrue(!Files.exists(pdf), "nothing is written");
	}

	/** The command line's output (both streams) in a JVM of 160 MB, which must end with status 1 within two minutes. */
	private static String inSmallHeap(String... args) throws Exception {
		List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-Xmx160m", "-XX:+UseSerialGC", "-cp", TestRuntime.flatClassPath(), BanneretCli.class.getName()));
		command.addAll(List.of(args));
		Process cli = new ProcessBuilder(command).redirectErrorStream(true).start();
		String output;
		try (var out = cli.getInputStream()) {
			output = new String(out.readAllBytes(), StandardCharsets.UTF_8);
		}
		assertTrue(cli.waitFor(2, java.util.concurrent.TimeUnit.MINUTES), "the command ended");
		assertEquals(BanneretCli.ERRORS, cli.exitValue(), output);
		return output;
	}

	@Test
	void aTwoThousandByTwoThousandMapValidates() throws Exception {
		Path map = Files.writeString(folder.resolve("huge.hexmap"), """
				map test.Huge of medieval {
					grid 2000 x 2000 flat odd
					default clear
				}
				""");
		assertEquals(BanneretCli.OK, validate(map), cli.out() + cli.err());
	}

	@Test
	void hundredThousandCharacterLinesAreReadAndAMistakeOnOneIsOneShortFindingAtItsPlace() throws Exception {
		validate(stirling);
		List<String> before = findings().stream().map(f -> f.substring(f.indexOf(": ") + 2)).toList();
		String text = Files.readString(stirling);
		// A description of 100,000 characters is read as any other.
		Files.writeString(stirling, text.replaceFirst("description \"", "description \"" + "Long. ".repeat(16_667)));
		validate(stirling);
		assertEquals(before, findings().stream().map(f -> f.substring(f.indexOf(": ") + 2)).toList());
		// A unit type name of 100,000 characters is one error on its line, quoting a short part of it.
		Files.writeString(stirling, text);
		insertAfterWallace("\t\t\t1 x " + "X".repeat(100_000) + " [0] at 3318(1)\n");
		int line = lineOf(Files.readString(stirling), "XXX");
		assertEquals(BanneretCli.ERRORS, validate(stirling), cli.err());
		List<String> there = findingsOnLine(line);
		assertEquals(1, there.size(), there.toString());
		assertTrue(there.get(0).startsWith(line + ":8: error: No unit type named 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX...' "),
				there.get(0).substring(0, Math.min(400, there.get(0).length())));
		assertTrue(there.get(0).length() < 400, "a finding quotes no 100,000 characters");
	}

	@Test
	void aNulByteIsAnErrorAtItsLineAndColumn() throws Exception {
		insertAfterWallace("\t\t\t1 x INF [0] at 3318(1)\u0000\n");
		int line = lineOf(Files.readString(stirling), "\u0000");
		assertEquals(BanneretCli.ERRORS, validate(stirling), cli.err());
		assertEquals(1, findingsOnLine(line).size(), findings().toString());
		assertTrue(findingsOnLine(line).get(0).startsWith(line + ":26: error: A control character (U+0000) has no place"),
				findingsOnLine(line).toString());
	}

	@Test
	void invalidUtf8IsAnErrorAtItsLineAndColumn() throws Exception {
		byte[] scenario = Files.readString(stirling).replace(WALLACE, WALLACE + "\t\t\t1 x INF [0] at 3318(1) X\n")
				.getBytes(StandardCharsets.UTF_8);
		String text = new String(scenario, StandardCharsets.UTF_8);
		int line = lineOf(text, " X\n");
		int at = text.substring(0, text.indexOf(" X\n")).getBytes(StandardCharsets.UTF_8).length + 1;
		scenario[at] = (byte) 0xC3; // the first byte of a two-byte sequence, followed by a newline
		Files.write(stirling, scenario);
		assertEquals(BanneretCli.ERRORS, validate(stirling), cli.err());
		assertEquals(1, findingsOnLine(line).size(), findings().toString());
		assertTrue(findingsOnLine(line).get(0).startsWith(line + ":27: error: Bytes here are not UTF-8"), findingsOnLine(line).toString());
	}
}
