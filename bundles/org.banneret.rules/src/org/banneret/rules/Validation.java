package org.banneret.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import org.banneret.model.RuleWaiver;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The result of validating one scenario, kept per rule and per unit, hex or scenario, so that
 * {@link #update} after an edit re-runs only what the edit touched. An update brings the set-up up
 * to date at once and judges when the findings are next asked for: an editor lays out and draws a
 * move before its findings, and edits made before then are judged together.
 */
public final class Validation {

	private static final Comparator<RuleDiagnostic> ORDER = Comparator
			.comparing((RuleDiagnostic d) -> d.rule().id()).thenComparing(RuleDiagnostic::message)
			.thenComparing(RuleDiagnostic::hexes, Validation::compareLabels);

	private final Setup setup;
	private final List<Rule> rules;
	private final Map<Rule, Map<Unit, List<RuleDiagnostic>>> byUnit = new IdentityHashMap<>();
	private final Map<Rule, Map<Hex, List<RuleDiagnostic>>> byHex = new IdentityHashMap<>();
	private final Map<Rule, List<RuleDiagnostic>> byScenario = new IdentityHashMap<>();
	/** What updates left to judge: the rows they made or edited and the hexes they touched; the scenario's totals with them. */
	private final Set<Unit> unjudgedUnits = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
	private final Set<Hex> unjudgedHexes = new java.util.LinkedHashSet<>();
	private boolean unjudged;

	Validation(Setup setup, List<Rule> rules) {
		this.setup = setup;
		this.rules = rules;
		for (Rule rule : rules) {
			switch (rule.subject()) {
				case UNIT -> {
					Map<Unit, List<RuleDiagnostic>> results = new IdentityHashMap<>();
					setup.units().forEach(unit -> keep(results, unit, runUnit(rule, unit)));
					byUnit.put(rule, results);
				}
				case HEX -> {
					Map<Hex, List<RuleDiagnostic>> results = new HashMap<>();
					setup.occupiedHexes().forEach(hex -> keep(results, hex, runHex(rule, hex)));
					byHex.put(rule, results);
				}
				case SCENARIO -> byScenario.put(rule, runScenario(rule));
			}
		}
	}

	public Setup setup() {
		return setup;
	}

	public List<Rule> rules() {
		return rules;
	}

	/**
	 * Re-validates after the given units changed (moved, re-typed, renamed): unit rules for those
	 * units, hex rules for the hexes they left and entered, scenario rules once.
	 */
	public void update(Collection<Unit> edited) {
		update(Map.of(), edited);
	}

	/**
	 * Re-validates after an edit the scenario language read in place: the elements it made or
	 * linked anew are {@code changed}. The unit rows it read anew succeed the rows that stood in
	 * their place, which it left as proxies of that place; rows whose parts or links changed were
	 * edited. Returns false, and changes nothing, where the edit changed more than unit rows (a
	 * side, a variant) or the shape of the order of battle (a row added or taken out): only a new
	 * validation tells those findings.
	 */
	public boolean updateAfterEdit(Collection<? extends EObject> changed) {
		Set<Unit> touched = Setup.rowsHolding(changed);
		if (touched == null) {
			return false;
		}
		Map<Unit, Unit> successors = new IdentityHashMap<>();
		for (Unit unit : setup.units()) {
			if (unit.eIsProxy()) {
				EObject successor = EcoreUtil.resolve(unit, setup.scenario());
				if (!(successor instanceof Unit arrived) || successor.eIsProxy() || !touched.contains(arrived)) {
					return false;
				}
				successors.put(unit, arrived);
			}
		}
		Set<Unit> arrived = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
		arrived.addAll(successors.values());
		List<Unit> edited = new ArrayList<>();
		for (Unit unit : touched) {
			if (!arrived.contains(unit)) {
				if (setup.sideOf(unit) == null) {
					return false; // a row the order of battle did not have
				}
				edited.add(unit);
			}
		}
		update(successors, edited);
		return true;
	}

	private void update(Map<Unit, Unit> successors, Collection<Unit> edited) {
		unjudgedHexes.addAll(setup.replace(successors));
		unjudgedHexes.addAll(setup.move(edited));
		for (Rule rule : rules) {
			if (rule.subject() == Rule.Subject.UNIT) {
				successors.keySet().forEach(byUnit.get(rule)::remove);
			}
		}
		successors.keySet().forEach(unjudgedUnits::remove);
		unjudgedUnits.addAll(successors.values());
		unjudgedUnits.addAll(edited);
		unjudged = true;
	}

	/** Runs the rules on what the updates since the last findings left to judge. */
	private void judge() {
		if (!unjudged) {
			return;
		}
		for (Rule rule : rules) {
			switch (rule.subject()) {
				case UNIT -> unjudgedUnits.forEach(unit -> keep(byUnit.get(rule), unit, runUnit(rule, unit)));
				case HEX -> unjudgedHexes.forEach(hex -> keep(byHex.get(rule), hex, runHex(rule, hex)));
				case SCENARIO -> byScenario.put(rule, runScenario(rule));
			}
		}
		unjudgedUnits.clear();
		unjudgedHexes.clear();
		unjudged = false;
	}

	/** Every diagnostic in a stable order, with waived ones marked by their reason; what updates left is judged first. */
	public List<RuleDiagnostic> diagnostics() {
		judge();
		List<RuleDiagnostic> all = new ArrayList<>();
		byUnit.values().forEach(results -> results.values().forEach(all::addAll));
		byHex.values().forEach(results -> results.values().forEach(all::addAll));
		byScenario.values().forEach(all::addAll);
		List<RuleDiagnostic> result = new ArrayList<>(all.size());
		for (RuleDiagnostic diagnostic : all) {
			String reason = diagnostic.rule() == RuleFailure.INFO ? null : waiverFor(diagnostic);
			result.add(reason == null ? diagnostic : diagnostic.waived(reason));
		}
		result.sort(ORDER);
		return result;
	}

	public long errorCount() {
		return diagnostics().stream().filter(RuleDiagnostic::isError).count();
	}

	/** Only subjects with findings are kept, so that collecting them costs what was found, not what was checked. */
	private static <K> void keep(Map<K, List<RuleDiagnostic>> results, K subject, List<RuleDiagnostic> found) {
		if (found.isEmpty()) {
			results.remove(subject);
		} else {
			results.put(subject, found);
		}
	}

	private List<RuleDiagnostic> runUnit(Rule rule, Unit unit) {
		return run(rule, unit, List.of(), report -> rule.checkUnit(unit, setup, report));
	}

	private List<RuleDiagnostic> runHex(Rule rule, Hex hex) {
		List<Unit> occupants = setup.occupantsOf(hex);
		if (occupants.isEmpty()) {
			return List.of();
		}
		return run(rule, occupants.get(0), List.of(setup.label(hex)), report -> rule.checkHex(hex, setup, report));
	}

	private List<RuleDiagnostic> runScenario(Rule rule) {
		return run(rule, setup.scenario(), List.of(), report -> rule.checkScenario(setup, report));
	}

	/**
	 * Runs one rule on its own: when it throws, the other rules still report, and the failure is
	 * a finding of its own on the element the rule was judging, so that nobody mistakes a set-up
	 * the rule could not judge for a legal one.
	 */
	private static List<RuleDiagnostic> run(Rule rule, EObject subject, List<String> hexes, Consumer<Report> check) {
		Report report = new Report(rule.info());
		try {
			check.accept(report);
			return report.found();
		} catch (RuntimeException | StackOverflowError | LinkageError e) {
			return List.of(RuleFailure.of(rule, subject, hexes, e));
		}
	}

	/** A waiver names the rule, and optionally the elements (or what contains them) and hexes it covers. */
	private String waiverFor(RuleDiagnostic diagnostic) {
		for (RuleWaiver waiver : setup.scenario().getWaivers()) {
			if (!diagnostic.rule().id().equals(waiver.getRuleId())) {
				continue;
			}
			boolean elementMatches = waiver.getTargets().isEmpty() || waiver.getTargets().stream()
					.anyMatch(target -> diagnostic.elements().stream().anyMatch(e -> isWithin(e, target)));
			boolean hexMatches = waiver.getHexes().isEmpty()
					|| waiver.getHexes().stream().anyMatch(label -> names(label, diagnostic.hexes()));
			if (elementMatches && hexMatches) {
				return waiver.getReason();
			}
		}
		return null;
	}

	/** Whether a label a waiver writes names one of a finding's hexes, however either is written (castle:B07, B07). */
	private boolean names(String label, List<String> hexes) {
		if (hexes.contains(label)) {
			return true;
		}
		org.banneret.model.hex.Hex hex = setup.hexOrNull(label);
		return hex != null && hexes.stream().anyMatch(other -> hex.equals(setup.hexOrNull(other)));
	}

	private static int compareLabels(List<String> a, List<String> b) {
		for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
			int order = a.get(i).compareTo(b.get(i));
			if (order != 0) {
				return order;
			}
		}
		return Integer.compare(a.size(), b.size());
	}

	private static boolean isWithin(EObject element, EObject target) {
		return element == target || EcoreUtil.isAncestor(target, element);
	}
}
