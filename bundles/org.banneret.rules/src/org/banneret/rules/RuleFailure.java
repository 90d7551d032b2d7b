package org.banneret.rules;

import java.util.List;

import org.banneret.model.NamedElement;
import org.banneret.model.Severity;
import org.banneret.model.naming.DisplayNames;
import org.eclipse.emf.ecore.EObject;

/**
 * The finding that stands in for a rule that threw instead of judging: it names the rule, the
 * element and the exception, so that a user sees that something was not checked and can report it.
 */
public final class RuleFailure {

	/** The code of a rule's failure, which no waiver covers. */
	public static final String CODE = "RULE-FAILED";

	static final RuleInfo INFO = RuleInfo.of(CODE, "A rule failed instead of judging the set-up", "Banneret",
			Severity.ERROR);

	private RuleFailure() {
	}

	static RuleDiagnostic of(Rule rule, EObject subject, List<String> hexes, Throwable failure) {
		String message = "Rule " + rule.info().id() + " could not judge " + describe(subject) + ": it failed with "
				+ failure.getClass().getSimpleName() + where(failure)
				+ ". This is a bug in Banneret, not in the set-up: please report it with this file.";
		return new RuleDiagnostic(INFO, Severity.ERROR, message, subject, null, -1, List.of(subject), hexes, null);
	}

	/** The finding when the set-up could not even be indexed for the rules: no rule judged it. */
	public static RuleDiagnostic whileIndexing(EObject scenario, Throwable failure) {
		String message = "No rule could judge this set-up: reading it for the rules failed with "
				+ failure.getClass().getSimpleName() + where(failure)
				+ ". This is a bug in Banneret, not in the set-up: please report it with this file.";
		return new RuleDiagnostic(INFO, Severity.ERROR, message, scenario, null, -1, List.of(scenario), List.of(), null);
	}

	/** Whether a finding is a rule's failure rather than its judgement. */
	public static boolean isFailure(RuleDiagnostic diagnostic) {
		return diagnostic.rule().id().equals(CODE);
	}

	private static String describe(EObject subject) {
		String display = DisplayNames.of(subject);
		if (display != null) {
			return display;
		}
		return subject instanceof NamedElement named && named.getName() != null ? named.getName()
				: subject.eClass().getName();
	}

	private static String where(Throwable failure) {
		StackTraceElement[] trace = failure.getStackTrace();
		return trace.length == 0 ? "" : " at " + trace[0].getClassName().substring(trace[0].getClassName().lastIndexOf('.') + 1)
				+ "." + trace[0].getMethodName() + (trace[0].getLineNumber() > 0 ? ":" + trace[0].getLineNumber() : "");
	}
}
