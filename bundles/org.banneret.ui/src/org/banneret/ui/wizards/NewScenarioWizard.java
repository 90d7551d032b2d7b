package org.banneret.ui.wizards;

import java.util.List;

import org.banneret.workspace.Catalog;
import org.banneret.workspace.LanguageHost;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/** File > New > Scenario: the game system and map it is played on, its turns, and its two sides. */
public class NewScenarioWizard extends NewFileWizard {

	public static final String ID = "org.banneret.ui.wizards.scenario";

	private Text name;
	private Text title;
	private Combo system;
	private Combo map;
	private Spinner firstTurn;
	private Spinner lastTurn;
	private Text first;
	private Text second;

	public NewScenarioWizard() {
		super("New Scenario", "scenario");
	}

	@Override
	String description() {
		return "A scenario: the map, the turns, the sides with their orders of battle and set-up, victory conditions.";
	}

	@Override
	String defaultName() {
		return "scenario";
	}

	@Override
	void addOptionPages() {
		OptionsPage page = new OptionsPage("scenario", "Scenario", "The game and map, the turns and the two sides.");
		page.fields(() -> {
			name = page.suggested("Name", () -> offeredName(baseName()),
					() -> OptionsPage.qualifiedName(name::getText, "The name"));
			title = page.suggested("Title", () -> offeredTitle(baseName()), null);
			system = page.choice("Game system", catalog().gameSystems(), "medieval");
			map = page.choice("Map", List.of(), null);
			system.addModifyListener(event -> fillMaps());
			fillMaps();
			page.onShow(() -> {
				OptionsPage.refill(system, catalog().gameSystems(), "medieval");
				fillMaps();
			});
			firstTurn = page.number("First turn", 1, 0, 999);
			lastTurn = page.number("Last turn", 10, 0, 999);
			page.check(() -> firstTurn.getSelection() <= lastTurn.getSelection() ? null
					: "The last turn comes after the first");
			first = page.text("First side (has the initiative)", "Red", () -> OptionsPage.word(first::getText, "A side's name"));
			second = page.text("Second side", "Blue", () -> OptionsPage.word(second::getText, "A side's name"));
			page.check(() -> first.getText().equals(second.getText()) ? "The two sides need different names" : null);
			page.note("Create the map first (File > New > Hex Map) if the game has none yet.");
		});
		addPage(page);
	}

	/** The scenario's qualified name offered for a file name, until the user types one. */
	private static String offeredName(String baseName) {
		return "scenarios." + identifier(baseName);
	}

	private void fillMaps() {
		List<String> maps = catalog().maps().stream().filter(entry -> system.getText().equals(entry.gameSystem()))
				.map(Catalog.MapEntry::name).toList();
		OptionsPage.refill(map, maps, null);
	}

	@Override
	String contents(String baseName) {
		String scenarioTitle = title == null ? offeredTitle(baseName) : title.getText();
		return """
				// %1$s. List each side's forces in its block, leaders first, with where they set up:
				//     Leader Wallace (F2) at 3318 { 4 x INF [0] at 3318(1) }
				// The Problems view shows what the rules of the game find as you type.
				scenario %2$s %3$s of %4$s {
					map %5$s
					turns %6$d to %7$d

					side %8$s %9$s {
						initiative
					}

					side %10$s %11$s {
					}
				}
				""".formatted(scenarioTitle, name == null ? offeredName(baseName) : name.getText(),
				quoted(scenarioTitle), system == null ? "medieval" : system.getText(), map == null ? "" : map.getText(),
				firstTurn == null ? 1 : firstTurn.getSelection(), lastTurn == null ? 10 : lastTurn.getSelection(),
				first == null ? "Red" : first.getText(), quoted(first == null ? "Red" : first.getText()),
				second == null ? "Blue" : second.getText(), quoted(second == null ? "Blue" : second.getText()));
	}

	Text nameField() {
		return name;
	}

	@Override
	Text titleField() {
		return title;
	}

	Combo systemField() {
		return system;
	}

	/** What the chosen folder's project can name. */
	private Catalog catalog() {
		return new Catalog(LanguageHost.get(), project());
	}
}
