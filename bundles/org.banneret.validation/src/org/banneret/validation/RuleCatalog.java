package org.banneret.validation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

import org.banneret.rules.Rule;
import org.banneret.rules.RuleEngine;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Vocabulary;
import org.banneret.rules.cryhavoc.CryHavocRules;
import org.banneret.rules.generic.GenericRules;
import org.banneret.rules.medieval.MedievalRules;
import org.banneret.rules.sluys.SluysRules;

/** Every rule Banneret knows: the generic ones and each game system's rule set. */
public final class RuleCatalog {

	private static RuleEngine engine;
	/** Asked of every game system and scenario validated: gathered once, as the rules do not change. */
	private static Set<String> ruleSets;
	private static final Map<String, Vocabulary> VOCABULARIES = new ConcurrentHashMap<>();

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
		out.append("\n## Words of the rule sets\n\n");
		out.append("Where the language takes any word (traits, marker types, printed values, variants, special-rule flags),\n")
				.append("a rule finds a thing by its name. A game system of a rule set that uses a word outside these lists gets\n")
				.append("a warning: no rule will find it. A word ending in * stands for every word it begins.\n");
		for (String ruleSet : ruleSets()) {
			Vocabulary words = vocabulary(ruleSet);
			out.append("\n### ").append(ruleSet).append("\n\n| kind | words |\n|---|---|\n");
			for (Vocabulary.Kind kind : Vocabulary.Kind.values()) {
				out.append("| ").append(kind.description()).append(" | ")
						.append(String.join(", ", words.names(kind)).replace("*", "\\*")).append(" |\n");
			}
		}
		return out.toString();
	}

	/** The names a game system's {@code rules} may give: those some rule belongs to, sorted. */
	public static synchronized Set<String> ruleSets() {
		if (ruleSets == null) {
			Set<String> names = new TreeSet<>();
			engine().rules().forEach(rule -> names.addAll(rule.info().ruleSets()));
			ruleSets = Collections.unmodifiableSet(names);
		}
		return ruleSets;
	}

	/**
	 * The words a game system of this rule set may use where the language takes any word: the
	 * generic rules', the rule set's, and the variants its rules read.
	 */
	public static Vocabulary vocabulary(String ruleSet) {
		return VOCABULARIES.computeIfAbsent(ruleSet == null ? "" : ruleSet, RuleCatalog::gatherVocabulary);
	}

	private static Vocabulary gatherVocabulary(String ruleSet) {
		Vocabulary words = GenericRules.vocabulary().and(switch (ruleSet) {
		case MedievalRules.RULE_SET -> MedievalRules.vocabulary();
		case CryHavocRules.RULE_SET -> CryHavocRules.vocabulary();
		case SluysRules.RULE_SET -> SluysRules.vocabulary();
		default -> Vocabulary.EMPTY;
		});
		for (Rule rule : engine().rules()) {
			if (rule.info().ruleSets().contains(ruleSet)) {
				words = words.with(Vocabulary.Kind.VARIANT, rule.info().variants());
			}
		}
		return words;
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
