package org.banneret.benchmarks;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How long a user waits for the command line and the language server to start, measured as a
 * user meets it: {@code ./banneret validate FILE} from the shell to its exit, and
 * {@code ./banneret lsp} from the process start to the first diagnostics of a file an editor
 * opens. Each with the start-up cache off and on (the launcher's {@code BANNERET_STARTUP_CACHE}).
 * Then the language server's first diagnostics of the file in its folder alone and in the same
 * folder with 1,000 other scenarios of about 3 KB beside it (a mod's or a publisher's folder).
 * <p>
 * {@code StartupBenchmark LAUNCHER SCENARIO [RUNS]}
 */
public final class StartupBenchmark {

	private static final int DEFAULT_RUNS = 7;

	public static void main(String[] args) throws Exception {
		Path launcher = Path.of(args[0]).toAbsolutePath();
		Path scenario = Path.of(args[1]).toAbsolutePath();
		int runs = args.length > 2 ? Integer.parseInt(args[2]) : DEFAULT_RUNS;
		System.out.println("start-up of " + scenario.getFileName() + ", " + runs + " runs each (min / median / max):");
		for (String cache : List.of("off", "on")) {
			List<Long> validate = new ArrayList<>();
			List<Long> lsp = new ArrayList<>();
			for (int run = 0; run < runs; run++) {
				validate.add(validate(launcher, scenario, cache));
				lsp.add(firstDiagnostics(launcher, scenario, cache));
			}
			System.out.println("startup: validate, cache " + cache + ": " + summary(validate) + " ms wall (target: under 1000)");
			System.out.println("startup: lsp first diagnostics, cache " + cache + ": " + summary(lsp)
					+ " ms from process start (target: under 1500)");
		}
		crowdedFolder(launcher, scenario, runs);
	}

	/** The first diagnostics of the file with 0 and with 1,000 other scenarios in its folder, start-up cache on. */
	private static void crowdedFolder(Path launcher, Path scenario, int runs) throws IOException, InterruptedException {
		Path temporary = Files.createTempDirectory("banneret-startup");
		try {
			Path alone = copyFolder(scenario.getParent(), temporary.resolve("alone"));
			Path crowded = copyFolder(scenario.getParent(), temporary.resolve("crowded"));
			String other = otherScenario(scenario.getParent());
			for (int i = 0; i < OTHER_SCENARIOS; i++) {
				Files.writeString(crowded.resolve("other" + i + ".scenario"), other.replace("@", String.valueOf(i)));
			}
			List<Long> first = new ArrayList<>();
			List<Long> beside = new ArrayList<>();
			List<Long> editsAlone = new ArrayList<>();
			List<Long> editsBeside = new ArrayList<>();
			for (int run = 0; run < runs; run++) {
				first.add(firstDiagnostics(launcher, alone.resolve(scenario.getFileName()), "on", editsAlone));
				beside.add(firstDiagnostics(launcher, crowded.resolve(scenario.getFileName()), "on", editsBeside));
			}
			System.out.println("startup: lsp first diagnostics, cache on, the folder alone: " + summary(first) + " ms");
			System.out.println("startup: lsp first diagnostics, cache on, " + OTHER_SCENARIOS + " other scenarios of "
					+ other.length() / 1000 + " KB beside it: " + summary(beside) + " ms, "
					+ String.format("%.2f", (double) median(beside) / median(first)) + "x the folder alone (target: at most 1.20x)");
			System.out.println("startup: an edit's diagnostics right after the first ones (" + EDITS + " a run), the folder alone: "
					+ summary(editsAlone) + " ms; with the other scenarios being checked in the background: " + summary(editsBeside) + " ms");
		} finally {
			try (var walk = Files.walk(temporary)) {
				for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
					Files.deleteIfExists(path);
				}
			}
		}
	}

	private static final int OTHER_SCENARIOS = 1000;
	/** Edits made right after the first diagnostics, each waiting for its own diagnostics. */
	private static final int EDITS = 10;

	/** A scenario of the folder (Prelude, its comments left out: about 3.5 KB) under a name of its own; '@' marks its number. */
	private static String otherScenario(Path folder) throws IOException {
		String prelude = Files.readString(folder.resolve("prelude.scenario"));
		String body = prelude.lines().filter(line -> !line.startsWith("//")).collect(java.util.stream.Collectors.joining("\n", "", "\n"));
		return body.replace("scenario bannockburn.Prelude ", "scenario others.Prelude@ ");
	}

	private static Path copyFolder(Path from, Path to) throws IOException {
		Files.createDirectories(to);
		try (var files = Files.list(from)) {
			for (Path file : files.filter(Files::isRegularFile).toList()) {
				Files.copy(file, to.resolve(file.getFileName()));
			}
		}
		return to;
	}

	private static ProcessBuilder launcher(Path launcher, String cache, String... command) {
		List<String> line = new ArrayList<>(List.of(launcher.toString()));
		line.addAll(List.of(command));
		ProcessBuilder builder = new ProcessBuilder(line);
		Map<String, String> env = builder.environment();
		env.put("BANNERET_NO_BUILD", "1");
		env.put("BANNERET_STARTUP_CACHE", cache);
		return builder;
	}

	/** Milliseconds from starting {@code banneret validate FILE} to its exit. */
	private static long validate(Path launcher, Path scenario, String cache) throws IOException, InterruptedException {
		ProcessBuilder builder = launcher(launcher, cache, "validate", scenario.toString())
				.redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
		long start = System.nanoTime();
		int exit = builder.start().waitFor();
		long elapsed = (System.nanoTime() - start) / 1_000_000;
		if (exit > 3) {
			throw new IllegalStateException("banneret validate exited with " + exit);
		}
		return elapsed;
	}

	/** Milliseconds from starting {@code banneret lsp} to the first diagnostics of the file it is sent. */
	private static long firstDiagnostics(Path launcher, Path scenario, String cache) throws IOException, InterruptedException {
		return firstDiagnostics(launcher, scenario, cache, null);
	}

	/**
	 * Milliseconds from starting {@code banneret lsp} to the first diagnostics of the file it is
	 * sent; then, when {@code edits} is given, the milliseconds from each of {@link #EDITS} edits
	 * (a comment line added at the top) to its diagnostics, added to it.
	 */
	private static long firstDiagnostics(Path launcher, Path scenario, String cache, List<Long> edits)
			throws IOException, InterruptedException {
		ProcessBuilder builder = launcher(launcher, cache, "lsp").redirectError(ProcessBuilder.Redirect.DISCARD);
		long start = System.nanoTime();
		Process server = builder.start();
		try {
			OutputStream in = server.getOutputStream();
			String uri = scenario.toUri().toString();
			String folder = json(scenario.getParent().toUri().toString());
			send(in, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,\"rootUri\":" + folder
					+ ",\"workspaceFolders\":[{\"uri\":" + folder + ",\"name\":\"folder\"}],\"capabilities\":{}}}");
			send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
			send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":" + json(uri)
					+ ",\"languageId\":\"banneret\",\"version\":1,\"text\":" + json(Files.readString(scenario)) + "}}}");
			InputStream out = server.getInputStream();
			for (String message = read(out); message != null; message = read(out)) {
				if (message.contains("\"textDocument/publishDiagnostics\"") && message.contains(json(uri))) {
					long elapsed = (System.nanoTime() - start) / 1_000_000;
					for (int version = 2; edits != null && version < 2 + EDITS; version++) {
						long edited = System.nanoTime();
						send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":"
								+ json(uri) + ",\"version\":" + version + "},\"contentChanges\":[{\"range\":{\"start\":{\"line\":0,"
								+ "\"character\":0},\"end\":{\"line\":0,\"character\":0}},\"text\":\"// edit " + version + "\\n\"}]}}");
						String next = read(out);
						while (next != null && !(next.contains("\"textDocument/publishDiagnostics\"") && next.contains(json(uri)))) {
							next = read(out);
						}
						edits.add((System.nanoTime() - edited) / 1_000_000);
					}
					send(in, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}");
					send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}");
					return elapsed;
				}
			}
			throw new IllegalStateException("the language server ended without diagnostics for " + uri);
		} finally {
			server.destroy();
			server.waitFor();
		}
	}

	private static void send(OutputStream out, String message) throws IOException {
		byte[] body = message.getBytes(StandardCharsets.UTF_8);
		out.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
		out.write(body);
		out.flush();
	}

	/** The next message's body, or null at the end of the stream. */
	private static String read(InputStream in) throws IOException {
		int length = -1;
		ByteArrayOutputStream line = new ByteArrayOutputStream();
		for (int b = in.read(); b >= 0; b = in.read()) {
			if (b != '\n') {
				line.write(b);
				continue;
			}
			String header = line.toString(StandardCharsets.US_ASCII).trim();
			line.reset();
			if (header.isEmpty() && length >= 0) {
				return new String(in.readNBytes(length), StandardCharsets.UTF_8);
			}
			if (header.regionMatches(true, 0, "Content-Length:", 0, 15)) {
				length = Integer.parseInt(header.substring(15).trim());
			}
		}
		return null;
	}

	private static String json(String text) {
		StringBuilder out = new StringBuilder("\"");
		for (char c : text.toCharArray()) {
			switch (c) {
				case '"' -> out.append("\\\"");
				case '\\' -> out.append("\\\\");
				case '\n' -> out.append("\\n");
				case '\r' -> out.append("\\r");
				case '\t' -> out.append("\\t");
				default -> out.append(c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
			}
		}
		return out.append('"').toString();
	}

	private static long median(List<Long> times) {
		return times.stream().sorted().toList().get(times.size() / 2);
	}

	private static String summary(List<Long> times) {
		List<Long> sorted = times.stream().sorted().toList();
		return sorted.get(0) + " / " + sorted.get(sorted.size() / 2) + " / " + sorted.get(sorted.size() - 1);
	}
}
