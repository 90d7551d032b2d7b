package org.banneret.validation;

import java.util.ArrayList;
import java.util.List;

import org.banneret.rules.Rule;
import org.banneret.rules.RuleEngine;
import org.banneret.rules.cryhavoc.CryHavocRules;
import org.banneret.rules.generic.GenericRules;
import org.banneret.rules.medieval.MedievalRules;
import org.banneret.rules.sluys.SluysRules;

/** Every rule Banneret knows: the generic ones and each game system's rule set. */
public final class RuleCatalog {

	private static RuleEngine engine;

	private RuleCatalog() {
	}

	public static synchronized RuleEngine engine() {
		if (engine == null) {
			List<Rule> rules = new ArrayList<>(GenericRules.all());
			rules.addAll(MedievalRules.all());
			rules.addAll(CryHavocRules.all());
			rules.addAll(SluysRules.all());
			engine = new RuleEngine(rules);
		}
		return engine;
	}
}
