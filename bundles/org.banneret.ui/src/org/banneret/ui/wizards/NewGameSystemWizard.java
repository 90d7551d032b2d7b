package org.banneret.ui.wizards;

import org.eclipse.swt.widgets.Text;

/** File > New > Game System: a small system to grow, with unit classes, terrain, two unit types and stacking. */
public class NewGameSystemWizard extends NewFileWizard {

	public static final String ID = "org.banneret.ui.wizards.gamesystem";

	private Text name;
	private Text title;

	public NewGameSystemWizard() {
		super("New Game System", "gamesystem");
	}

	@Override
	String description() {
		return "A game system: unit classes, terrain and its costs, unit types with their printed values, stacking limits."
				+ " Maps and scenarios are written for a game system.";
	}

	@Override
	String defaultName() {
		return "mygame";
	}

	@Override
	void addOptionPages() {
		OptionsPage page = new OptionsPage("system", "Game System", "The system's name, by which maps and scenarios name it.");
		page.fields(() -> {
			name = page.suggested("Name", () -> offeredName(baseName()), () -> OptionsPage.qualifiedName(name::getText, "The name"));
			title = page.suggested("Title", () -> offeredTitle(baseName()), null);
			page.note("The generic rules check set-ups against the system's data: terrain a class may not enter,"
					+ " stacking, the counter mix. Add 'rules medieval' (or cryhavoc, sluys) to use a game's own rules.");
		});
		addPage(page);
	}

	/** The system's name offered for a file name, until the user types one. */
	private static String offeredName(String baseName) {
		return identifier(baseName);
	}

	@Override
	String contents(String baseName) {
		String systemName = name == null ? offeredName(baseName) : name.getText();
		String systemTitle = title == null ? offeredTitle(baseName) : title.getText();
		return """
				// %1$s: unit classes, terrain, unit types and stacking limits. The built-in systems are full
				// examples: Ctrl+click 'medieval' in any Bannockburn scenario to open one.
				game system %2$s %3$s {
					class infantry "Infantry"
					class cavalry "Cavalry"

					terrain clear "Clear" code "c" { cost 1 }
					terrain forest "Forest" code "f" { cost 2  cost cavalry 3 }
					terrain water "Water" code "w" { impassable }

					unit INF "Infantry" : infantry { strength 1  movement 4 }
					unit CAV "Cavalry" : cavalry { strength 2  movement 8 }

					stacking max 3 strength
				}
				""".formatted(systemTitle, systemName, quoted(systemTitle));
	}

	Text nameField() {
		return name;
	}

	@Override
	Text titleField() {
		return title;
	}
}
