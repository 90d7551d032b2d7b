package org.banneret.ui.wizards;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * A page of labelled fields for a new file's settings: text, choices and numbers, checked as the
 * user types, each with the message that says what is wrong.
 */
class OptionsPage extends WizardPage {

	/** A field's check: null when fine, else what to tell the user. */
	interface Check {
		String problem();
	}

	private final List<Check> checks = new ArrayList<>();
	private final List<Runnable> builders = new ArrayList<>();
	private final List<Runnable> shown = new ArrayList<>();
	private Composite area;

	OptionsPage(String name, String title, String description) {
		super(name);
		setTitle(title);
		setDescription(description);
	}

	/** Adds the fields; called while the page's control is created. */
	void fields(Runnable build) {
		builders.add(build);
	}

	@Override
	public void createControl(Composite parent) {
		area = new Composite(parent, SWT.NONE);
		area.setLayout(new GridLayout(2, false));
		builders.forEach(Runnable::run);
		setControl(area);
		validate();
	}

	/** Runs each time the page comes into view: choices that depend on earlier pages fill here. */
	void onShow(Runnable refresh) {
		shown.add(refresh);
	}

	@Override
	public void setVisible(boolean visible) {
		if (visible) {
			shown.forEach(Runnable::run);
			validate();
		}
		super.setVisible(visible);
	}

	/** Replaces a choice's items, keeping the chosen one when it is still there. */
	static void refill(Combo combo, List<String> items, String preferred) {
		String chosen = combo.getText().isEmpty() ? preferred : combo.getText();
		combo.setItems(items.toArray(String[]::new));
		combo.select(chosen == null ? 0 : Math.max(0, items.indexOf(chosen)));
	}

	/**
	 * A text field that offers a value worked out from earlier pages (a name from the file's name),
	 * worked out again each time the page shows, until the user types a value of their own.
	 */
	Text suggested(String label, Supplier<String> suggestion, Check check) {
		String[] offered = { suggestion.get() };
		Text text = text(label, offered[0], check);
		onShow(() -> {
			if (text.getText().equals(offered[0])) {
				offered[0] = suggestion.get();
				text.setText(offered[0]);
			}
		});
		return text;
	}

	Text text(String label, String initial, Check check) {
		label(label);
		Text text = new Text(area, SWT.BORDER | SWT.SINGLE);
		text.setText(initial);
		text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		text.addModifyListener(event -> validate());
		if (check != null) {
			checks.add(check);
		}
		return text;
	}

	Combo choice(String label, List<String> items, String preferred) {
		label(label);
		Combo combo = new Combo(area, SWT.READ_ONLY | SWT.DROP_DOWN);
		combo.setItems(items.toArray(String[]::new));
		combo.select(preferred == null ? 0 : Math.max(0, items.indexOf(preferred)));
		combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		combo.addModifyListener(event -> validate());
		checks.add(() -> combo.getItemCount() == 0 ? "There is nothing to choose for '" + label + "'" : null);
		return combo;
	}

	Spinner number(String label, int initial, int minimum, int maximum) {
		label(label);
		Spinner spinner = new Spinner(area, SWT.BORDER);
		spinner.setValues(initial, minimum, maximum, 0, 1, 10);
		spinner.addModifyListener(event -> validate());
		return spinner;
	}

	void note(String text) {
		Label note = new Label(area, SWT.WRAP);
		note.setText(text);
		GridData data = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
		data.widthHint = 420;
		note.setLayoutData(data);
	}

	private void label(String text) {
		new Label(area, SWT.NONE).setText(text + ":");
	}

	void check(Check check) {
		checks.add(check);
	}

	void validate() {
		for (Check check : checks) {
			String problem = check.problem();
			if (problem != null) {
				setErrorMessage(problem);
				setPageComplete(false);
				return;
			}
		}
		setErrorMessage(null);
		setPageComplete(true);
	}

	static String qualifiedName(Supplier<String> value, String what) {
		return value.get().matches("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*") ? null
				: what + " is a name such as 'mygame' or 'campaign.Battle' (letters, digits and _, dots between parts)";
	}

	static String word(Supplier<String> value, String what) {
		return value.get().matches("[A-Za-z_][A-Za-z0-9_]*") ? null
				: what + " is one word of letters, digits and _";
	}
}
