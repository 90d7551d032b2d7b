package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.rules.Rule;

/** The rule set of Cry Havoc, Siege and Magna Carta (rule set "cryhavoc"): the CH-* checks. */
public final class CryHavocRules {

	public static final String RULE_SET = "cryhavoc";

	private CryHavocRules() {
	}

	public static List<Rule> all() {
		return List.of();
	}
}
