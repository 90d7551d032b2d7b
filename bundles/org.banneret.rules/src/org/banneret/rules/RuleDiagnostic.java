package org.banneret.rules;

import java.util.List;

import org.banneret.model.Severity;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * One problem a rule found: which rule, how bad, a message for a designer, the elements and
 * hexes involved, and where in the element the problem sits (a feature and list index, so that
 * editors can mark the exact hex or name). A waived diagnostic carries the waiver's reason.
 */
public record RuleDiagnostic(RuleInfo rule, Severity severity, String message, EObject element,
		EStructuralFeature feature, int index, List<EObject> elements, List<String> hexes, String waivedBecause) {

	public RuleDiagnostic {
		elements = List.copyOf(elements);
		hexes = hexes.stream().filter(java.util.Objects::nonNull).toList(); // a label not typed yet names no hex
	}

	public boolean isWaived() {
		return waivedBecause != null;
	}

	/** Errors that are not waived make a set-up illegal. */
	public boolean isError() {
		return severity == Severity.ERROR && !isWaived();
	}

	RuleDiagnostic waived(String reason) {
		return new RuleDiagnostic(rule, severity, message, element, feature, index, elements, hexes, reason);
	}
}
