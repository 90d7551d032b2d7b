package org.banneret.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.CounterSpec;
import org.banneret.model.Formation;
import org.banneret.model.GameSystem;
import org.banneret.model.MarkerType;
import org.banneret.model.PrintedValue;
import org.banneret.model.RuleFlag;
import org.banneret.model.Scenario;
import org.banneret.model.TerrainEffect;
import org.banneret.model.Unit;
import org.banneret.model.VariantDefinition;
import org.banneret.rules.Values;
import org.banneret.rules.Vocabulary;
import org.banneret.rules.Vocabulary.Kind;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Names the language takes as any word, which no rule of the game system's rule set reads: a
 * trait, marker type, variant or printed value outside the rule set's {@link Vocabulary} is one
 * the rules will never find, most often a typo ("shiltorn"). A warning, with the near name when
 * there is one. Printed values a game system declares are printed on its counters, so only the
 * keys that refer to them ({@code set}, {@code replaces}) are checked. A special rule's flags are
 * the scenario's own notes; a flag is warned about only when it is near one the rules read.
 * Game systems without a known rule set are left alone: the generic rules read no words of theirs.
 */
final class UnreadNames {

	private static final BanneretPackage MODEL = BanneretPackage.eINSTANCE;

	private final String ruleSet;
	private final Vocabulary vocabulary;
	private final DiagnosticChain diagnostics;

	private UnreadNames(String ruleSet, DiagnosticChain diagnostics) {
		this.ruleSet = ruleSet;
		this.vocabulary = RuleCatalog.vocabulary(ruleSet);
		this.diagnostics = diagnostics;
	}

	/** Warns about the names a game system declares that its rule set does not read. */
	static void check(GameSystem system, DiagnosticChain diagnostics) {
		if (diagnostics == null || !hasKnownRuleSet(system)) {
			return;
		}
		UnreadNames check = new UnreadNames(system.getRuleSet(), diagnostics);
		Set<String> printed = printedKeys(system);
		for (TreeIterator<EObject> all = system.eAllContents(); all.hasNext();) {
			EObject element = all.next();
			if (element instanceof CounterSpec counter) {
				check.words(Kind.TRAIT, element, MODEL.getCounterSpec_Traits(), counter.getTraits());
			} else if (element instanceof TerrainEffect effect) {
				check.words(Kind.TRAIT, element, MODEL.getTerrainEffect_Traits(), effect.getTraits());
			}
			if (element instanceof MarkerType marker) {
				check.name(Kind.MARKER, marker, MODEL.getNamedElement_Name(), -1, marker.getName());
				if (marker.getReplaces() != null && !printed.contains(marker.getReplaces())) {
					check.name(Kind.VALUE, marker, MODEL.getMarkerType_Replaces(), -1, marker.getReplaces());
				}
			} else if (element instanceof VariantDefinition variant) {
				check.name(Kind.VARIANT, variant, MODEL.getNamedElement_Name(), -1, variant.getName());
			}
		}
	}

	/** Warns about the traits, value overrides, formation kinds, tasks and near-miss flags of a scenario. */
	static void check(Scenario scenario, DiagnosticChain diagnostics) {
		GameSystem system = scenario.getGameSystem();
		if (diagnostics == null || system == null || system.eIsProxy() || !hasKnownRuleSet(system)) {
			return;
		}
		UnreadNames check = new UnreadNames(system.getRuleSet(), diagnostics);
		for (TreeIterator<EObject> all = scenario.eAllContents(); all.hasNext();) {
			EObject element = all.next();
			if (element instanceof Unit unit) {
				check.words(Kind.TRAIT, unit, MODEL.getUnit_Traits(), unit.getTraits());
				if (unit.getTask() != null) {
					check.name(Kind.TASK, unit, MODEL.getUnit_Task(), -1, unit.getTask());
				}
				for (PrintedValue override : unit.getOverrides()) {
					String key = override.getKey();
					if (key != null && !printedByCounter(unit, key) && Values.markerFor(system, key) == null) {
						check.name(Kind.VALUE, override, MODEL.getPrintedValue_Key(), -1, key);
					}
				}
			} else if (element instanceof Formation formation && formation.getKind() != null) {
				check.name(Kind.FORMATION, formation, MODEL.getFormation_Kind(), -1, formation.getKind());
			} else if (element instanceof RuleFlag flag && flag.getKey() != null
					&& !check.vocabulary.knows(Kind.FLAG, flag.getKey())) {
				String meant = check.vocabulary.nearest(Kind.FLAG, flag.getKey());
				if (meant != null) {
					check.warn(flag, MODEL.getRuleFlag_Key(), -1, "No rule of the '" + check.ruleSet
							+ "' rule set reads a special-rule flag named '" + flag.getKey() + "'; did you mean '" + meant
							+ "'? (A flag no rule reads is kept as a note.)");
				}
			}
		}
	}

	private static boolean hasKnownRuleSet(GameSystem system) {
		return system.getRuleSet() != null && RuleCatalog.ruleSets().contains(system.getRuleSet());
	}

	private void words(Kind kind, EObject owner, EStructuralFeature feature, List<String> words) {
		for (int i = 0; i < words.size(); i++) {
			name(kind, owner, feature, i, words.get(i));
		}
	}

	private void name(Kind kind, EObject owner, EStructuralFeature feature, int index, String name) {
		if (name == null || name.isEmpty() || vocabulary.knows(kind, name)) {
			return;
		}
		String meant = vocabulary.nearest(kind, name);
		warn(owner, feature, index, "No rule of the '" + ruleSet + "' rule set reads a " + kind.description() + " named '"
				+ name + "'" + (meant != null ? "; did you mean '" + meant + "'?"
						: ". The words it reads are listed in docs/rules.md."));
	}

	private void warn(EObject owner, EStructuralFeature feature, int index, String message) {
		Object[] data = index < 0 ? new Object[] { owner, feature } : new Object[] { owner, feature, index };
		diagnostics.add(new BasicDiagnostic(Diagnostic.WARNING, RulesValidator.SOURCE, 0, message, data));
	}

	/** Whether the counter a unit is prints a value under the key, on either face (a back reads its front's). */
	private static boolean printedByCounter(Unit unit, String key) {
		return Values.printed(unit, key, true).isPresent();
	}

	/** The keys some unit type or named counter of the system prints. */
	private static Set<String> printedKeys(GameSystem system) {
		Set<String> keys = new HashSet<>();
		system.getUnitTypes().forEach(counter -> keys.addAll(Values.printedKeys(counter)));
		system.getCounterTemplates().forEach(counter -> keys.addAll(Values.printedKeys(counter)));
		return keys;
	}
}
