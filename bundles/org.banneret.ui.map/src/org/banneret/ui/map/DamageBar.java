package org.banneret.ui.map;

import java.util.function.Consumer;

import org.banneret.ui.dsl.model.Reading;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;

/**
 * The bar over the Map page while the text does not read: how many syntax errors it has, the
 * first one's line and message, and a link to it on the Text page. The map shows what the text
 * read up to its damage, and its tools change nothing until the text reads again; a tool used
 * meanwhile is named here as not applied. Hidden while the text reads cleanly.
 */
final class DamageBar {

	private static final org.eclipse.swt.graphics.Color BACKGROUND = new org.eclipse.swt.graphics.Color(0xfd, 0xec, 0xc8);
	private static final org.eclipse.swt.graphics.Color FOREGROUND = new org.eclipse.swt.graphics.Color(0x3a, 0x26, 0x00);

	private final Composite bar;
	private final Link message;
	private Reading.Damage first;
	private String refused;
	private Reading.Damage refusedAt;

	DamageBar(Composite parent, Consumer<Reading.Damage> showInText) {
		bar = new Composite(parent, SWT.NONE);
		GridLayout layout = new GridLayout(2, false);
		layout.marginHeight = 4;
		layout.marginWidth = 6;
		bar.setLayout(layout);
		bar.setBackground(BACKGROUND); // the colour of a warning, whatever the theme's tooltip colours are
		Label icon = new Label(bar, SWT.NONE);
		icon.setImage(bar.getDisplay().getSystemImage(SWT.ICON_ERROR));
		icon.setBackground(bar.getBackground());
		message = new Link(bar, SWT.WRAP);
		message.setBackground(bar.getBackground());
		message.setForeground(FOREGROUND);
		message.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		message.addListener(SWT.Selection, event -> {
			if (first != null) {
				showInText.accept(first);
			}
		});
		GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
		bar.setLayoutData(data);
		hide();
	}

	/** Shows the reading's damage, or hides the bar where it read cleanly. */
	void show(Reading reading) {
		if (reading.readsCleanly()) {
			refused = null;
			first = null;
			if (isShowing()) {
				hide();
			}
			return;
		}
		if (refused != null && !reading.firstDamage().equals(refusedAt)) {
			refused = null; // a new damage: what was refused before is old news
		}
		first = reading.firstDamage();
		int errors = reading.damage().size();
		String text = (refused == null ? "The text has " : refused + " was not applied: the text has ")
				+ (errors == 1 ? "a syntax error" : errors + " syntax errors") + ". "
				+ capitalised(first.toString()) + "  <a>Show in the text</a>\n"
				+ "The map shows what the text reads up to there; its tools change nothing until the text reads again.";
		if (!text.equals(message.getText()) || !isShowing()) {
			message.setText(escaped(text));
			((GridData) bar.getLayoutData()).exclude = false;
			bar.setVisible(true);
			bar.getParent().layout(true, true);
		}
	}

	/** Says that a tool's change was not made because of the damage; the bar shows until the text reads. */
	void refused(String what, Reading reading) {
		refused = what == null || what.isBlank() ? "The change" : "\u201c" + what + "\u201d";
		refusedAt = reading.firstDamage();
		show(reading);
	}

	boolean isShowing() {
		return bar.getVisible() && !((GridData) bar.getLayoutData()).exclude;
	}

	/** The bar's text, as a designer reads it (the link's markup left out). */
	String text() {
		return message.getText().replace("<a>", "").replace("</a>", "").replace("&&", "&");
	}

	private void hide() {
		((GridData) bar.getLayoutData()).exclude = true;
		bar.setVisible(false);
		message.setText("");
		bar.getParent().layout(true, true);
	}

	private static String capitalised(String text) {
		return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
	}

	/** A Link reads '&' as a mnemonic; the message may hold one. */
	private static String escaped(String text) {
		return text.replace("&", "&&");
	}
}
