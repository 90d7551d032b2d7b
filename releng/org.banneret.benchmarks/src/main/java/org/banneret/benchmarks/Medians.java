package org.banneret.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Several runs of a benchmark as one: each figure line of the runs (a line that starts with one of
 * the given prefixes) is printed once, every number in it the median of that number over the runs
 * that printed the line. Lines are matched by their words, the numbers left out, so a line's figures
 * may differ from run to run but its words may not; lines of the same words in one run are matched
 * in their order.
 *
 * <pre>java org.banneret.benchmarks.Medians PREFIXES RUN_LOG...</pre>
 *
 * PREFIXES is a comma-separated list, such as {@code "studio:,map page:"}.
 */
public final class Medians {

	private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");

	private Medians() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length < 2) {
			System.err.println("usage: Medians PREFIXES RUN_LOG...");
			System.exit(2);
		}
		List<String> prefixes = List.of(args[0].split(","));
		List<List<String>> runs = new ArrayList<>();
		for (int i = 1; i < args.length; i++) {
			runs.add(Files.readAllLines(Path.of(args[i])).stream().filter(line -> prefixes.stream().anyMatch(line::startsWith)).toList());
		}
		of(runs).forEach(System.out::println);
	}

	/** Each run's figure lines as one list of lines, in the order of their first appearance. */
	static List<String> of(List<List<String>> runs) {
		Map<String, List<String>> byWords = new LinkedHashMap<>();
		for (List<String> run : runs) {
			// The k-th line of some words in one run is the k-th in the others: a figure taken at several zooms prints the same words.
			Map<String, Integer> seen = new java.util.HashMap<>();
			for (String line : run) {
				String words = words(line);
				int k = seen.merge(words, 1, Integer::sum);
				byWords.computeIfAbsent(words + '\n' + k, key -> new ArrayList<>()).add(line);
			}
		}
		List<String> merged = new ArrayList<>();
		byWords.values().forEach(lines -> merged.add(median(lines, runs.size())));
		return merged;
	}

	/** A line with its numbers taken out: what it says, whatever it measured. */
	private static String words(String line) {
		return NUMBER.matcher(line).replaceAll("#");
	}

	/** The line with every number the median of the lines' numbers in its place; how many runs printed it, where not all did. */
	private static String median(List<String> lines, int runs) {
		List<List<String>> numbers = lines.stream().map(Medians::numbers).toList();
		Matcher matcher = NUMBER.matcher(lines.get(0));
		StringBuilder line = new StringBuilder();
		int index = 0;
		while (matcher.find()) {
			int at = index++;
			List<String> values = new ArrayList<>(numbers.stream().map(run -> run.get(at)).toList());
			values.sort((a, b) -> Double.compare(Double.parseDouble(a), Double.parseDouble(b)));
			// The upper of the middle two of an even count, as the benchmarks' own medians.
			matcher.appendReplacement(line, Matcher.quoteReplacement(values.get(values.size() / 2)));
		}
		matcher.appendTail(line);
		if (lines.size() != runs) {
			line.append(" (printed by ").append(lines.size()).append(" of ").append(runs).append(" runs)");
		}
		return line.toString();
	}

	private static List<String> numbers(String line) {
		List<String> found = new ArrayList<>();
		Matcher matcher = NUMBER.matcher(line);
		while (matcher.find()) {
			found.add(matcher.group());
		}
		return found;
	}
}
