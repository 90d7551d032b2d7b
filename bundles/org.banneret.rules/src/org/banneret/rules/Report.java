package org.banneret.rules;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.Severity;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/** Where a rule reports what it finds, at the rule's own severity unless it says otherwise. */
public final class Report {

	private final RuleInfo rule;
	private final List<RuleDiagnostic> found = new ArrayList<>();

	Report(RuleInfo rule) {
		this.rule = rule;
	}

	public RuleInfo rule() {
		return rule;
	}

	/** A problem with an element as a whole. */
	public void problem(EObject element, String message, List<String> hexes, EObject... others) {
		problem(element, null, -1, message, hexes, others);
	}

	/** A problem with one feature of an element, or one entry of a list feature. */
	public void problem(EObject element, EStructuralFeature feature, int index, String message, List<String> hexes,
			EObject... others) {
		add(rule.severity(), element, feature, index, message, hexes, others);
	}

	/**
	 * Something the rule cannot judge, or only suspects, reported as a warning whatever the rule's
	 * severity: a region whose hexes are unknown, for instance.
	 */
	public void doubt(EObject element, EStructuralFeature feature, int index, String message, List<String> hexes,
			EObject... others) {
		add(Severity.WARNING, element, feature, index, message, hexes, others);
	}

	private void add(Severity severity, EObject element, EStructuralFeature feature, int index, String message,
			List<String> hexes, EObject... others) {
		List<EObject> elements = new ArrayList<>();
		elements.add(element);
		elements.addAll(List.of(others));
		found.add(new RuleDiagnostic(rule, severity, message, element, feature, index, elements, hexes, null));
	}

	List<RuleDiagnostic> found() {
		return found;
	}
}
