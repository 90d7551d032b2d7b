package org.banneret.ui.map.parts;

import java.util.Map;
import java.util.Set;

import org.banneret.model.Scenario;
import org.banneret.rules.Setup;
import org.banneret.rules.Validation;
import org.banneret.ui.dsl.model.Reading;
import org.banneret.validation.RuleCatalog;
import org.eclipse.emf.ecore.EObject;

/**
 * The rules' findings for the set-up the Map page shows, kept current edit by edit: after a set-up
 * edit read in place only the rows it touched, their hexes and the scenario's totals are judged
 * again ({@link Validation#updateAfterEdit}), so the overlay shows a move's findings as the move
 * is drawn. The language server's check of the whole file follows, for the Problems view and the
 * language's own findings. It starts with the first edit: until then the server's findings show.
 */
public final class LiveCheck {

	private Validation validation;
	private long reading = -1;
	private Findings found = Findings.NONE;
	/** The reading whose findings {@link #found} are. */
	private long foundAt = -1;
	private boolean started;

	/** Judges from now on: the page's set-up is being edited. */
	public void start() {
		started = true;
	}

	/** Whether a finding's code is one the rules give, which this check judges. */
	public boolean judges(String code) {
		return RuleCatalog.engine().gives(code);
	}

	/**
	 * The rules' findings for a reading of a view's scenario, or null while this check has not
	 * started or the view shows no set-up to judge.
	 */
	public Findings findings(MapView view, Reading model) {
		if (!started || view.scenario() == null || view.painter() == null || model == null) {
			return null;
		}
		Validation checked = check(view.scenario(), model);
		if (foundAt != reading) { // the findings of a reading are worked out once, for its first view
			found = Findings.ofRules(checked.diagnostics(), view.painter());
			foundAt = reading;
		}
		return found;
	}

	/**
	 * The set-up of a reading of a scenario as this check keeps it, judged up to that reading: the rows an edit read anew stand in it in place of those they succeed, as in a
	 * set-up made anew from the reading. Null before this check started or was prepared, so that
	 * the Map page makes its own; the page lays out the same set-up the rules judged.
	 */
	public Setup setupOf(Scenario scenario, Reading model) {
		if (!started && validation == null || scenario == null || model == null) {
			return null;
		}
		return check(scenario, model).setup();
	}

	/**
	 * Judges the shown set-up whole ahead of its first edit, so that the first edit costs what any
	 * other does (a whole check of 10,000 rows takes about 0.4 s); its findings show from that edit on.
	 */
	public void prepare(MapView view, Reading model) {
		if (view.scenario() != null && view.painter() != null && model != null) {
			check(view.scenario(), model);
		}
	}

	private Validation check(Scenario scenario, Reading model) {
		long now = model.number();
		boolean same = validation != null && validation.setup().scenario() == scenario;
		if (same && now == reading) {
			return validation;
		}
		Set<EObject> changed = model.changed();
		if (!same || now != reading + 1 || changed == null || !validation.updateAfterEdit(changed)) {
			validation = RuleCatalog.engine().validate(scenario, Map.of());
		}
		reading = now;
		foundAt = -1;
		return validation;
	}
}
