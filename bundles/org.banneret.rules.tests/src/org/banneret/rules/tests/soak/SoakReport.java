package org.banneret.rules.tests.soak;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** What a soak met: exceptions by site, failed requests, hangs, and how soon diagnostics came. */
public final class SoakReport {

	private final Map<String, Integer> exceptions = new TreeMap<>();
	private final Map<String, Integer> failedRequests = new TreeMap<>();
	private final Map<String, Integer> hangs = new TreeMap<>();
	private final List<Long> diagnosticsMicros = new ArrayList<>();
	private final Map<String, String> firstMutantBySite = new TreeMap<>();
	private final Map<String, String> firstTraceBySite = new TreeMap<>();
	private int mutants;
	private int requests;
	private long nanos;

	void exception(String site, String mutant, Throwable thrown) {
		exceptions.merge(site, 1, Integer::sum);
		first(site, mutant, thrown);
	}

	void failedRequest(String site, String mutant, Throwable thrown) {
		failedRequests.merge(site, 1, Integer::sum);
		first(site, mutant, thrown);
	}

	private void first(String site, String mutant, Throwable thrown) {
		firstMutantBySite.putIfAbsent(site, mutant);
		if (thrown != null) {
			firstTraceBySite.computeIfAbsent(site, any -> Sites.trace(thrown));
		}
	}

	void hang(String what, String mutant) {
		hangs.merge(what, 1, Integer::sum);
		firstMutantBySite.putIfAbsent("hang: " + what, mutant);
	}

	void diagnostics(long micros) {
		diagnosticsMicros.add(micros);
	}

	void mutant() {
		mutants++;
	}

	void request() {
		requests++;
	}

	void elapsed(long nanos) {
		this.nanos = nanos;
	}

	public int mutants() {
		return mutants;
	}

	public int exceptions() {
		return exceptions.values().stream().mapToInt(Integer::intValue).sum();
	}

	public int failedRequests() {
		return failedRequests.values().stream().mapToInt(Integer::intValue).sum();
	}

	public int hangs() {
		return hangs.values().stream().mapToInt(Integer::intValue).sum();
	}

	/** The diagnostics latency at a percentile (0-100), in milliseconds. */
	public double diagnosticsMillis(double percentile) {
		if (diagnosticsMicros.isEmpty()) {
			return 0;
		}
		List<Long> sorted = new ArrayList<>(diagnosticsMicros);
		Collections.sort(sorted);
		int index = (int) Math.ceil(percentile / 100 * sorted.size()) - 1;
		return sorted.get(Math.max(0, Math.min(index, sorted.size() - 1))) / 1000.0;
	}

	public void print(PrintStream out) {
		double seconds = nanos / 1e9;
		out.printf("soak: %d mutants in %.1f s (%.1f mutants/s), %d requests%n", mutants, seconds,
				seconds == 0 ? 0 : mutants / seconds, requests);
		out.printf("soak: %d exceptions, %d failed requests, %d hangs%n", exceptions(), failedRequests(), hangs());
		out.printf("soak: diagnostics after an edit: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms (%d edits)%n",
				diagnosticsMillis(50), diagnosticsMillis(95), diagnosticsMillis(99), diagnosticsMillis(100),
				diagnosticsMicros.size());
		print(out, "exception", exceptions);
		print(out, "failed request", failedRequests);
		print(out, "hang", hangs);
	}

	private void print(PrintStream out, String kind, Map<String, Integer> sites) {
		sites.forEach((site, count) -> {
			out.printf("soak: %6d x %s: %s (first: %s)%n", count, kind, site,
					firstMutantBySite.getOrDefault(kind.equals("hang") ? "hang: " + site : site, "?"));
			if (firstTraceBySite.containsKey(site)) {
				out.print(firstTraceBySite.get(site));
			}
		});
	}

	@Override
	public String toString() {
		var bytes = new java.io.ByteArrayOutputStream();
		print(new PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
		return bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
	}
}
