package org.banneret.rules;

import java.util.List;
import java.util.Set;

import org.banneret.model.Severity;

/**
 * What a rule is: its id ("BAN-STACK-1"), a title, the rulebook section it enforces, its
 * default severity, the rule sets of the game systems it applies to (empty: every system) and
 * the variant switches it reads.
 */
public record RuleInfo(String id, String title, String citation, Severity severity, Set<String> ruleSets,
		List<String> variants) {

	public RuleInfo {
		ruleSets = Set.copyOf(ruleSets);
		variants = List.copyOf(variants);
	}

	public static RuleInfo of(String id, String title, String citation, Severity severity) {
		return new RuleInfo(id, title, citation, severity, Set.of(), List.of());
	}

	/** A rule of one game system's rule set ("medieval", "cryhavoc", "sluys"). */
	public static RuleInfo forRuleSet(String ruleSet, String id, String title, String citation, Severity severity) {
		return new RuleInfo(id, title, citation, severity, Set.of(ruleSet), List.of());
	}

	/** The same rule under a game system's own id, citation and severity. */
	public RuleInfo as(String newId, String newTitle, String newCitation, Severity newSeverity, String ruleSet) {
		return new RuleInfo(newId, newTitle, newCitation, newSeverity, Set.of(ruleSet), variants);
	}

	public RuleInfo readingVariants(String... names) {
		return new RuleInfo(id, title, citation, severity, ruleSets, List.of(names));
	}

	public boolean appliesTo(String ruleSet) {
		return ruleSets.isEmpty() || ruleSets.contains(ruleSet);
	}
}
