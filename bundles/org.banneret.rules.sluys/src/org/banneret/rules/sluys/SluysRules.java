package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.rules.Rule;

/** The rule set of Right Fierce & Terrible: Sluys 1340 (rule set "sluys"): the SLY-* checks. */
public final class SluysRules {

	public static final String RULE_SET = "sluys";

	private SluysRules() {
	}

	public static List<Rule> all() {
		return List.of();
	}
}
