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
		ProcessBuilder builder = launcher(launcher, cache, "lsp").redirectError(ProcessBuilder.Redirect.DISCARD);
		long start = System.nanoTime();
		Process server = builder.start();
		try {
			OutputStream in = server.getOutputStream();
			String uri = scenario.toUri().toString();
			send(in, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,\"rootUri\":"
					+ json(scenario.getParent().toUri().toString()) + ",\"capabilities\":{}}}");
			send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
			send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":" + json(uri)
					+ ",\"languageId\":\"banneret\",\"version\":1,\"text\":" + json(Files.readString(scenario)) + "}}}");
			InputStream out = server.getInputStream();
			for (String message = read(out); message != null; message = read(out)) {
				if (message.contains("\"textDocument/publishDiagnostics\"") && message.contains(json(uri))) {
					long elapsed = (System.nanoTime() - start) / 1_000_000;
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

	private static String summary(List<Long> times) {
		List<Long> sorted = times.stream().sorted().toList();
		return sorted.get(0) + " / " + sorted.get(sorted.size() / 2) + " / " + sorted.get(sorted.size() - 1);
	}
}
