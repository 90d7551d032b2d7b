package org.banneret.ui.map.parts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.banneret.dsl.ide.server.DiagnosticDetails;
import org.banneret.model.hex.Hex;
import org.banneret.model.validation.FindingDetails;
import org.banneret.render.MapPainter;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.validation.RulesValidator;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;

/** The language server's findings for the file, by the hexes they concern. Waived findings are left out. */
public final class Findings {

	/** One finding as the map shows it. */
	public record Finding(boolean error, String code, String message, String citation) {

		/** "message [CODE] (citation)", as the Problems view shows it. */
		public String describe() {
			return message + (code == null ? "" : " [" + code + "]");
		}
	}

	public static final Findings NONE = new Findings(Map.of());

	private final Map<Hex, List<Finding>> byHex;

	private Findings(Map<Hex, List<Finding>> byHex) {
		this.byHex = byHex;
	}

	public static Findings of(List<Diagnostic> diagnostics, MapPainter painter) {
		if (diagnostics == null || painter == null) {
			return NONE;
		}
		Map<Hex, List<Finding>> byHex = new HashMap<>();
		for (Diagnostic diagnostic : diagnostics) {
			FindingDetails details = DiagnosticDetails.of(diagnostic);
			if (details.isWaived() || details.hexes().isEmpty()) {
				continue;
			}
			Finding finding = new Finding(diagnostic.getSeverity() == DiagnosticSeverity.Error, DiagnosticDetails.code(diagnostic),
					diagnostic.getMessage().getLeft(), details.citation());
			addAt(byHex, painter, details.hexes(), finding);
		}
		return new Findings(byHex);
	}

	/** Puts a finding on each hex of the map that a label of it names. */
	private static void addAt(Map<Hex, List<Finding>> byHex, MapPainter painter, List<String> labels, Finding finding) {
		for (String label : labels) {
			Hex hex = painter.hexOrNull(label);
			if (hex != null) {
				byHex.computeIfAbsent(hex, key -> new ArrayList<>()).add(finding);
			}
		}
	}

	/** The findings of a rule check run here, by hexes, as the language server would send them. Waived findings are left out. */
	public static Findings ofRules(List<RuleDiagnostic> found, MapPainter painter) {
		if (painter == null) {
			return NONE;
		}
		Map<Hex, List<Finding>> byHex = new HashMap<>();
		for (RuleDiagnostic diagnostic : found) {
			if (diagnostic.isWaived() || diagnostic.hexes().isEmpty()) {
				continue;
			}
			Finding finding = new Finding(diagnostic.severity() == org.banneret.model.Severity.ERROR, diagnostic.rule().id(),
					RulesValidator.messageOf(diagnostic), diagnostic.rule().citation());
			addAt(byHex, painter, diagnostic.hexes(), finding);
		}
		return new Findings(byHex);
	}

	/** These findings, with those of others whose codes are not judged here (the language's own, from the server). */
	public Findings with(Findings others, Predicate<String> judgedHere) {
		Map<Hex, List<Finding>> byHex = new HashMap<>(this.byHex);
		for (Map.Entry<Hex, List<Finding>> entry : others.byHex.entrySet()) {
			for (Finding finding : entry.getValue()) {
				if (finding.code() == null || !judgedHere.test(finding.code())) {
					// A list of these findings is copied before it takes another's: these stay as they are, merged again and again.
					List<Finding> here = byHex.get(entry.getKey());
					if (here == null || here == this.byHex.get(entry.getKey())) {
						here = new ArrayList<>(this.at(entry.getKey()));
						byHex.put(entry.getKey(), here);
					}
					here.add(finding);
				}
			}
		}
		return new Findings(byHex);
	}

	/** These findings, with one more on each of some hexes. */
	public Findings withOn(java.util.Collection<Hex> hexes, Finding finding) {
		if (hexes.isEmpty()) {
			return this;
		}
		Map<Hex, List<Finding>> byHex = new HashMap<>(this.byHex);
		for (Hex hex : hexes) {
			List<Finding> here = new ArrayList<>(at(hex));
			here.add(finding);
			byHex.put(hex, here);
		}
		return new Findings(byHex);
	}

	public List<Finding> at(Hex hex) {
		return byHex.getOrDefault(hex, List.of());
	}

	public Map<Hex, List<Finding>> all() {
		return byHex;
	}

	public boolean isEmpty() {
		return byHex.isEmpty();
	}

	/** The hexes whose findings differ between these and others: only they need drawing again. */
	public Set<Hex> differingFrom(Findings others) {
		Set<Hex> differing = new HashSet<>();
		for (Map.Entry<Hex, List<Finding>> entry : byHex.entrySet()) {
			if (!entry.getValue().equals(others.at(entry.getKey()))) {
				differing.add(entry.getKey());
			}
		}
		for (Hex hex : others.byHex.keySet()) {
			if (!byHex.containsKey(hex)) {
				differing.add(hex);
			}
		}
		return differing;
	}
}
