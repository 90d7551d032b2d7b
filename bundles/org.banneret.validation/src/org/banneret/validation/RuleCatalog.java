package org.banneret.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.banneret.rules.Rule;
import org.banneret.rules.RuleEngine;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.cryhavoc.CryHavocRules;
import org.banneret.rules.generic.GenericRules;
import org.banneret.rules.medieval.MedievalRules;
import org.banneret.rules.sluys.SluysRules;

/** Every rule Banneret knows: the generic ones and each game system's rule set. */
public final class RuleCatalog {

	private static RuleEngine engine;

	private RuleCatalog() {
	}

	/** The anchor of a rule's (or a language finding's) entry in the catalogue's Markdown. */
	public static String anchor(String code) {
		return code.toLowerCase(java.util.Locale.ROOT);
	}

	/**
	 * The catalogue as a Markdown table, one row a rule, each row with an anchor named by
	 * {@link #anchor(String)}: what {@code banneret rules} prints and docs/rules.md holds.
	 */
	public static String markdown() {
		StringBuilder out = new StringBuilder();
		out.append("| id | title | citation | severity | game systems | variants |\n");
		out.append("|---|---|---|---|---|---|\n");
		for (Rule rule : engine().rules()) {
			RuleInfo info = rule.info();
			out.append("| <a id=\"").append(anchor(info.id())).append("\"></a>").append(info.id()).append(" | ")
					.append(info.title().replace("|", "\\|")).append(" | ").append(info.citation().replace("|", "\\|"))
					.append(" | ").append(info.severity().name().toLowerCase()).append(" | ")
					.append(info.ruleSets().isEmpty() ? "all" : String.join(", ", info.ruleSets().stream().sorted().toList()))
					.append(" | ").append(String.join(", ", info.variants())).append(" |\n");
		}
		return out.toString();
	}

	/** The names a game system's {@code rules} may give: those some rule belongs to, sorted. */
	public static Set<String> ruleSets() {
		Set<String> names = new TreeSet<>();
		engine().rules().forEach(rule -> names.addAll(rule.info().ruleSets()));
		return names;
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
