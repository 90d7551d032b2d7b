package org.banneret.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.Scenario;
import org.banneret.model.SheetPlacement;
import org.banneret.model.validation.EditsReadInPlace;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.Validation;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The rules' validation of a scenario's reading, remembered on the scenario: where its resource
 * then reads an edit in place and says what it changed, the next check brings this validation up
 * to date ({@link Validation#updateAfterEdit}) instead of judging every row again. A counter
 * moved on the Map page is then one row's re-validation in the language server, not 10,000 rows'.
 * It goes with the scenario: a whole reading makes a new one.
 */
final class RememberedValidation extends AdapterImpl {

	private final Validation validation;
	private final long reading;
	private final Map<String, String> variants;
	/**
	 * The game system and maps the validation judged with, and the maps' grids. A file read again
	 * has new ones: the scenario's links, kept where it read an edit in place, resolve to them.
	 */
	private final List<Object> uses;
	/**
	 * Each finding's EMF diagnostic, made once while the finding stays: a check brought up to date
	 * keeps the findings of the rows it did not judge again, and naming their elements anew for each
	 * check was most of what the check allocated. The last check's, to take from; and this one's.
	 */
	private final Map<RuleDiagnostic, Diagnostic> madeBefore;
	private final Map<RuleDiagnostic, Diagnostic> made = new IdentityHashMap<>();

	private RememberedValidation(Validation validation, long reading, Map<String, String> variants, List<Object> uses,
			Map<RuleDiagnostic, Diagnostic> madeBefore) {
		this.validation = validation;
		this.reading = reading;
		this.variants = new HashMap<>(variants);
		this.uses = uses;
		this.madeBefore = madeBefore;
	}

	/** The scenario's validation: the remembered one brought up to date where it can be, else a new one; remembered for the next. */
	static RememberedValidation of(Scenario scenario, Map<String, String> variants) {
		if (!(scenario.eResource() instanceof EditsReadInPlace resource)) {
			return new RememberedValidation(RuleCatalog.engine().validate(scenario, variants), -1, variants, List.of(), Map.of());
		}
		RememberedValidation last = forget(scenario);
		long reading = resource.readings();
		List<EObject> changed = resource.changedInPlace();
		List<Object> uses = uses(scenario);
		boolean updated = last != null && last.reading == reading - 1 && changed != null && last.variants.equals(variants)
				&& last.uses.equals(uses) && last.validation.updateAfterEdit(changed);
		Validation validation = updated ? last.validation : RuleCatalog.engine().validate(scenario, variants);
		RememberedValidation remembered = new RememberedValidation(validation, reading, variants, uses,
				updated ? last.made : Map.of());
		scenario.eAdapters().add(remembered);
		return remembered;
	}

	Validation validation() {
		return validation;
	}

	/** A finding's EMF diagnostic: the last check's where it had this finding, else a new one. */
	Diagnostic diagnosticOf(RuleDiagnostic found) {
		Diagnostic diagnostic = madeBefore.get(found);
		if (diagnostic == null) {
			diagnostic = RulesValidator.toDiagnostic(found);
		}
		made.put(found, diagnostic);
		return diagnostic;
	}

	/** Takes the remembered validation off the scenario (a check that failed half way leaves none); null where there is none. */
	static RememberedValidation forget(Scenario scenario) {
		Adapter remembered = EcoreUtil.getExistingAdapter(scenario, RememberedValidation.class);
		scenario.eAdapters().remove(remembered);
		return (RememberedValidation) remembered;
	}

	private static List<Object> uses(Scenario scenario) {
		List<Object> uses = new ArrayList<>();
		uses.add(scenario.getGameSystem());
		for (SheetPlacement sheet : scenario.getSheets()) {
			uses.add(sheet.getMap());
			if (sheet.getMap() != null) {
				// An edit of a map's rows is read into the map it has (the editor's brush): its grids change, not the map.
				uses.add(sheet.getMap().getTerrain());
				uses.add(sheet.getMap().getElevation());
			}
		}
		return uses;
	}

	@Override
	public boolean isAdapterForType(Object type) {
		return type == RememberedValidation.class;
	}
}
