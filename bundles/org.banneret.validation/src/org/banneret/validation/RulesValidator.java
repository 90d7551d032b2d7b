package org.banneret.validation;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.GameSystem;
import org.banneret.model.NamedElement;
import org.banneret.model.Scenario;
import org.banneret.model.naming.DisplayNames;
import org.banneret.model.validation.DetailedDiagnostic;
import org.banneret.model.validation.FindingDetails;
import org.banneret.model.validation.ModelValidator;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.RuleFailure;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;

/**
 * The rules engine as an EMF validator: the Diagnostician, the scenario language's editors and
 * the coming graphical editor get each rule's diagnostics on the element, feature and list entry
 * it concerns. The model's own constraints run first, through the validator this one wraps.
 */
public final class RulesValidator implements EValidator {

	/** Diagnostics carry this source; their details carry the rule id as their code. */
	public static final String SOURCE = "org.banneret.rules";
	/**
	 * Variant values that override the scenario's, a {@code Map<String, String>}: under this key in
	 * the validation context, or in the load options of the scenario's resource set (where the
	 * command line puts its {@code --variant} values, since Xtext builds the context itself).
	 */
	public static final String VARIANTS = "org.banneret.rules.variants";

	private static boolean registered;

	private final EValidator model;

	private RulesValidator(EValidator model) {
		this.model = model;
	}

	/** Puts the rules behind the model's validator in the registry, once. */
	public static synchronized void register() {
		// Once per JVM: languages wrap whatever is registered in validators of their own.
		if (registered) {
			return;
		}
		registered = true;
		EValidator.Registry registry = EValidator.Registry.INSTANCE;
		ModelValidator.register();
		registry.put(BanneretPackage.eINSTANCE, new RulesValidator((EValidator) registry.get(BanneretPackage.eINSTANCE)));
	}

	@Override
	public boolean validate(EObject object, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return validate(object.eClass(), object, diagnostics, context);
	}

	@Override
	public boolean validate(EClass eClass, EObject object, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean valid = model.validate(eClass, object, diagnostics, context);
		if (object instanceof GameSystem system) {
			UnreadNames.check(system, diagnostics);
			return validateRuleSet(system, diagnostics) && valid;
		}
		if (!(object instanceof Scenario scenario)) {
			return valid;
		}
		UnreadNames.check(scenario, diagnostics);
		RememberedValidation remembered = null;
		List<RuleDiagnostic> findings;
		try {
			remembered = RememberedValidation.of(scenario, variants(scenario, context));
			findings = remembered.validation().diagnostics();
		} catch (RuntimeException | StackOverflowError e) {
			RememberedValidation.forget(scenario);
			remembered = null;
			findings = List.of(RuleFailure.whileIndexing(scenario, e));
		}
		for (RuleDiagnostic found : findings) {
			if (diagnostics != null) {
				diagnostics.add(remembered == null ? toDiagnostic(found) : remembered.diagnosticOf(found));
			}
			valid &= !found.isError();
		}
		return valid;
	}

	/** A rule set no rules belong to drops every rule of the game in silence: a typo such as "medeival". */
	private static boolean validateRuleSet(GameSystem system, DiagnosticChain diagnostics) {
		String ruleSet = system.getRuleSet();
		Set<String> known = RuleCatalog.ruleSets();
		if (ruleSet == null || known.contains(ruleSet)) {
			return true;
		}
		if (diagnostics != null) {
			diagnostics.add(new BasicDiagnostic(Diagnostic.ERROR, SOURCE, 0, "No rule set is named '" + ruleSet
					+ "'; the rule sets are " + String.join(", ", known) + ". Without one, only the generic rules judge"
					+ " this game's scenarios.", new Object[] { system, BanneretPackage.Literals.GAME_SYSTEM__RULE_SET }));
		}
		return false;
	}

	@Override
	public boolean validate(EDataType dataType, Object value, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return model.validate(dataType, value, diagnostics, context);
	}

	@SuppressWarnings("unchecked")
	private static Map<String, String> variants(Scenario scenario, Map<Object, Object> context) {
		if (context != null && context.get(VARIANTS) instanceof Map<?, ?> map) {
			return (Map<String, String>) map;
		}
		Resource resource = scenario.eResource();
		ResourceSet resourceSet = resource == null ? null : resource.getResourceSet();
		if (resourceSet != null && resourceSet.getLoadOptions().get(VARIANTS) instanceof Map<?, ?> map) {
			return (Map<String, String>) map;
		}
		return Map.of();
	}

	/**
	 * "message (Bannockburn [4.5.1])" with the rule id as the diagnostic's code; a waived rule is
	 * information that gives the waiver's reason.
	 */
	static Diagnostic toDiagnostic(RuleDiagnostic found) {
		int severity = found.isWaived() ? Diagnostic.INFO : switch (found.severity()) {
			case ERROR -> Diagnostic.ERROR;
			case WARNING -> Diagnostic.WARNING;
			case INFO -> Diagnostic.INFO;
		};
		String message = messageOf(found);
		Object[] data = found.feature() == null ? new Object[] { found.element() }
				: found.index() < 0 ? new Object[] { found.element(), found.feature() }
						: new Object[] { found.element(), found.feature(), found.index() };
		FindingDetails details = new FindingDetails(found.rule().id(), found.rule().citation(),
				found.severity().name().toLowerCase(), found.waivedBecause(), found.hexes(),
				found.elements().stream().map(RulesValidator::name).toList());
		return new RuleFinding(severity, message, data, details);
	}

	/** A finding's message as the Problems view and the Map page show it: "message (Bannockburn [4.5.1])", and a waiver's reason. */
	public static String messageOf(RuleDiagnostic found) {
		return found.message() + " (" + found.rule().citation() + ")" + (found.isWaived() ? " Waived: " + found.waivedBecause() : "");
	}

	private static String name(EObject element) {
		String display = DisplayNames.of(element);
		if (display != null) {
			return display;
		}
		return element instanceof NamedElement named && named.getName() != null ? named.getName() : element.eClass().getName();
	}

	/** A rule's finding as an EMF diagnostic. */
	private static final class RuleFinding extends BasicDiagnostic implements DetailedDiagnostic {

		private final FindingDetails details;

		RuleFinding(int severity, String message, Object[] data, FindingDetails details) {
			super(severity, SOURCE, 0, message, data);
			this.details = details;
		}

		@Override
		public FindingDetails details() {
			return details;
		}
	}
}
