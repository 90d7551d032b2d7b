package org.banneret.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.Scenario;

/**
 * The rule catalogue and the entry point of validation: picks the rules of a scenario's game
 * system (generic rules unless its rule set adopted them under its own ids) and runs them.
 */
public final class RuleEngine {

	private final List<Rule> rules;
	private final Set<String> ids;

	public RuleEngine(List<Rule> rules) {
		Set<String> ids = new HashSet<>();
		for (Rule rule : rules) {
			if (!ids.add(rule.info().id())) {
				throw new IllegalArgumentException("two rules have the id " + rule.info().id());
			}
		}
		this.rules = rules.stream().sorted(Comparator.comparing(rule -> rule.info().id())).toList();
		this.ids = Set.copyOf(ids);
	}

	/** Whether a finding's code is one these rules give: a rule's id, or a rule's failure to judge. */
	public boolean gives(String code) {
		return ids.contains(code) || RuleFailure.CODE.equals(code);
	}

	/** Every rule, by id. */
	public List<Rule> rules() {
		return rules;
	}

	/** The rules that run for a game system's rule set. */
	public List<Rule> rulesFor(String ruleSet) {
		Set<String> adopted = new HashSet<>();
		for (Rule rule : rules) {
			if (rule.replaced() != null && rule.info().appliesTo(ruleSet)) {
				adopted.add(rule.replaced());
			}
		}
		List<Rule> active = new ArrayList<>();
		for (Rule rule : rules) {
			if (rule.info().appliesTo(ruleSet) && !adopted.contains(rule.info().id())) {
				active.add(rule);
			}
		}
		return active;
	}

	/**
	 * Validates a scenario with the variant values given overriding the scenario's own. Each rule
	 * runs on its own: one that throws becomes a {@link RuleFailure} finding, and the others still
	 * report.
	 */
	public Validation validate(Scenario scenario, Map<String, String> variantOverrides) {
		Setup setup = new Setup(scenario, variantOverrides);
		return new Validation(setup, rulesFor(setup.ruleSet()));
	}
}
