package org.banneret.validation;

import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Scenario;
import org.banneret.model.validation.ModelValidator;
import org.banneret.rules.RuleDiagnostic;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EValidator;

/**
 * The rules engine as an EMF validator: the Diagnostician, the scenario language's editors and
 * the coming graphical editor get each rule's diagnostics on the element, feature and list entry
 * it concerns. The model's own constraints run first, through the validator this one wraps.
 */
public final class RulesValidator implements EValidator {

	/** Diagnostics carry this source; their code is the rule id's position in the message. */
	public static final String SOURCE = "org.banneret.rules";
	/** Context key for variant values that override the scenario's: a {@code Map<String, String>}. */
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
	@SuppressWarnings("unchecked")
	public boolean validate(EClass eClass, EObject object, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean valid = model.validate(eClass, object, diagnostics, context);
		if (!(object instanceof Scenario scenario)) {
			return valid;
		}
		Map<String, String> variants = context != null && context.get(VARIANTS) instanceof Map<?, ?> map
				? (Map<String, String>) map : Map.of();
		for (RuleDiagnostic found : RuleCatalog.engine().validate(scenario, variants).diagnostics()) {
			if (diagnostics != null) {
				diagnostics.add(toDiagnostic(found));
			}
			valid &= !found.isError();
		}
		return valid;
	}

	@Override
	public boolean validate(EDataType dataType, Object value, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return model.validate(dataType, value, diagnostics, context);
	}

	/** "[BAN-STACK-1] message (Bannockburn [4.5.1])"; a waived rule is information with its reason. */
	static Diagnostic toDiagnostic(RuleDiagnostic found) {
		int severity = found.isWaived() ? Diagnostic.INFO : switch (found.severity()) {
			case ERROR -> Diagnostic.ERROR;
			case WARNING -> Diagnostic.WARNING;
			case INFO -> Diagnostic.INFO;
		};
		String message = "[" + found.rule().id() + "] " + found.message() + " (" + found.rule().citation() + ")"
				+ (found.isWaived() ? " Waived: " + found.waivedBecause() : "");
		Object[] data = found.feature() == null ? new Object[] { found.element() }
				: found.index() < 0 ? new Object[] { found.element(), found.feature() }
						: new Object[] { found.element(), found.feature(), found.index() };
		return new BasicDiagnostic(severity, SOURCE, 0, message, data);
	}
}
