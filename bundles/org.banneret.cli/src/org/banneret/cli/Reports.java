package org.banneret.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.validation.RuleCatalog;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/** The report formats: text for people, JSON for scripts, SARIF 2.1.0 for code-scanning tools. */
final class Reports {

	private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls()
			.create();

	private Reports() {
	}

	/** {@code file:line:column: severity: [RULE] message (citation)}, one finding a line. */
	static void text(List<Finding> findings, PrintStream out) {
		for (Finding f : findings) {
			String severity = f.waived() != null ? "info" : f.severity();
			String rule = f.ruleId().startsWith("LANG-") ? "" : "[" + f.ruleId() + "] ";
			String citation = f.citation().isEmpty() ? "" : " (" + f.citation() + ")";
			String waived = f.waived() == null ? "" : " Waived: " + f.waived();
			out.println(f.file() + ":" + f.line() + ":" + f.column() + ": " + severity + ": " + rule + f.message() + citation
					+ waived);
		}
	}

	/** An array of objects with ruleId, severity, message, citation, file, line, column, hexes and elements. */
	static void json(List<Finding> findings, PrintStream out) {
		List<Map<String, Object>> array = new ArrayList<>();
		for (Finding f : findings) {
			Map<String, Object> object = new LinkedHashMap<>();
			object.put("ruleId", f.ruleId());
			object.put("severity", f.severity());
			object.put("message", f.message());
			object.put("citation", f.citation());
			object.put("file", f.file());
			object.put("line", f.line());
			object.put("column", f.column());
			object.put("hexes", f.hexes());
			object.put("elements", f.elements());
			if (f.waived() != null) {
				object.put("waived", f.waived());
			}
			array.add(object);
		}
		out.println(GSON.toJson(array));
	}

	static void sarif(List<Finding> findings, List<Rule> rules, PrintStream out) {
		List<Map<String, Object>> ruleDescriptors = new ArrayList<>();
		for (Rule rule : rules) {
			RuleInfo info = rule.info();
			ruleDescriptors.add(ordered("id", info.id(), "name", info.id(), "shortDescription", Map.of("text", info.title()),
					"defaultConfiguration", Map.of("level", level(info.severity().name().toLowerCase())), "properties",
					ordered("citation", info.citation(), "ruleSets", List.copyOf(info.ruleSets()), "variants", info.variants())));
		}
		List<Map<String, Object>> results = new ArrayList<>();
		for (Finding f : findings) {
			Map<String, Object> result = ordered("ruleId", f.ruleId(), "level", level(f.severity()), "message",
					Map.of("text", f.message() + (f.citation().isEmpty() ? "" : " (" + f.citation() + ")")), "locations",
					List.of(Map.of("physicalLocation", ordered("artifactLocation", Map.of("uri", uri(f.file())), "region",
							ordered("startLine", f.line(), "startColumn", f.column())))),
					"properties", ordered("citation", f.citation(), "hexes", f.hexes(), "elements", f.elements()));
			if (f.waived() != null) {
				result.put("suppressions", List.of(ordered("kind", "inSource", "justification", f.waived())));
			}
			results.add(result);
		}
		Map<String, Object> driver = ordered("name", "Banneret", "semanticVersion", "0.1.0", "rules", ruleDescriptors);
		Map<String, Object> log = ordered("version", "2.1.0", "runs",
				List.of(ordered("tool", Map.of("driver", driver), "results", results)));
		out.println(GSON.toJson(log));
	}

	/** The rule catalogue as a Markdown table or JSON. */
	static void catalogue(List<Rule> rules, boolean asJson, PrintStream out) {
		if (asJson) {
			List<Map<String, Object>> array = new ArrayList<>();
			for (Rule rule : rules) {
				RuleInfo info = rule.info();
				array.add(ordered("id", info.id(), "title", info.title(), "citation", info.citation(), "severity",
						info.severity().name().toLowerCase(), "gameSystems", info.ruleSets().isEmpty() ? List.of("all")
								: info.ruleSets().stream().sorted().toList(), "variants", info.variants()));
			}
			out.println(GSON.toJson(array));
			return;
		}
		out.print(RuleCatalog.markdown());
		out.print(CounterTables.markdown());
	}

	private static String level(String severity) {
		return switch (severity) {
			case "error" -> "error";
			case "warning" -> "warning";
			default -> "note";
		};
	}

	private static String uri(String file) {
		return file.startsWith("/") ? Path.of(file).toUri().toString() : file;
	}

	private static Map<String, Object> ordered(Object... keysAndValues) {
		Map<String, Object> map = new LinkedHashMap<>();
		for (int i = 0; i < keysAndValues.length; i += 2) {
			map.put((String) keysAndValues[i], keysAndValues[i + 1]);
		}
		return map;
	}
}
