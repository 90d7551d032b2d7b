package org.banneret.ui.wizards;

import java.util.List;

import org.banneret.workspace.Catalog;
import org.banneret.workspace.LanguageHost;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * File > New > Hex Map: the size, the grid's orientation and offset, the hex size for print, the
 * label scheme, the game system and the terrain every hex starts as.
 */
public class NewHexMapWizard extends NewFileWizard {

	public static final String ID = "org.banneret.ui.wizards.hexmap";

	private Text name;
	private Text title;
	private Combo system;
	private Combo terrain;
	private Spinner columns;
	private Spinner rows;
	private Combo orientation;
	private Combo offset;
	private Text hexSize;
	private Combo labels;

	public NewHexMapWizard() {
		super("New Hex Map", "hexmap");
	}

	@Override
	String description() {
		return "A hex map: its grid, how its hexes are numbered, and the terrain of each hex.";
	}

	@Override
	String defaultName() {
		return "map";
	}

	@Override
	void addOptionPages() {
		OptionsPage page = new OptionsPage("map", "Hex Map", "The map's grid and game system.");
		page.fields(() -> {
			name = page.suggested("Name", () -> offeredName(baseName()), () -> OptionsPage.qualifiedName(name::getText, "The name"));
			title = page.suggested("Title", () -> offeredTitle(baseName()), null);
			system = page.choice("Game system", catalog().gameSystems(), "medieval");
			terrain = page.choice("Terrain of every hex", List.of(), null);
			system.addModifyListener(event -> fillTerrain());
			fillTerrain();
			page.onShow(() -> {
				OptionsPage.refill(system, catalog().gameSystems(), "medieval");
				fillTerrain();
			});
			columns = page.number("Columns", 30, 1, 10_000);
			rows = page.number("Rows", 20, 1, 10_000);
			orientation = page.choice("Hexes", List.of("flat", "pointy"), "flat");
			offset = page.choice("Offset columns (rows)", List.of("odd", "even"), "odd");
			hexSize = page.text("Hex size in mm (across the flats)", "16", () -> hexSizeProblem());
			labels = page.choice("Hex labels", List.of("numeric (column then row, as 0312)", "letters for columns (C12)"),
					null);
		});
		addPage(page);
	}

	/** The map's qualified name offered for a file name, until the user types one. */
	private static String offeredName(String baseName) {
		return "maps." + identifier(baseName);
	}

	private void fillTerrain() {
		List<String> terrains = catalog().terrainTypes(system.getText());
		terrain.setText("");
		OptionsPage.refill(terrain, terrains, terrains.contains("clear") ? "clear" : terrains.contains("open") ? "open" : null);
	}

	private String hexSizeProblem() {
		try {
			double size = Double.parseDouble(hexSize.getText().strip());
			return size > 0 && size <= 1000 ? null : "The hex size is a number of millimetres above 0, such as 16";
		} catch (NumberFormatException e) {
			return "The hex size is a number of millimetres, such as 16 or 12.7";
		}
	}

	@Override
	String contents(String baseName) {
		int c = columns == null ? 30 : columns.getSelection();
		int r = rows == null ? 20 : rows.getSelection();
		boolean numeric = labels == null || labels.getSelectionIndex() <= 0;
		String mapTitle = title == null ? offeredTitle(baseName) : title.getText();
		String scheme = numeric
				? "labels numeric column digits " + Math.max(2, digits(c)) + " row digits " + Math.max(2, digits(r))
				: "labels alpha row digits " + Math.max(2, digits(r));
		return """
				// %1$s: a %2$d x %3$d hex map. Paint terrain rows with 'terrain { "..." }' (one code a hex,
				// '.' the default terrain), add roads, regions and hexside features; see scenarios-dsl/README.md.
				map %4$s %5$s of %6$s {
					grid %2$d x %3$d %7$s %8$s hex %9$s mm %10$s
					default %11$s
				}
				""".formatted(mapTitle, c, r, name == null ? offeredName(baseName) : name.getText(), quoted(mapTitle),
				system == null ? "medieval" : system.getText(), orientation == null ? "flat" : orientation.getText(),
				offset == null ? "odd" : offset.getText(), hexSize == null ? "16" : hexSize.getText().strip(), scheme,
				terrain == null ? "clear" : terrain.getText());
	}

	private static int digits(int count) {
		return Integer.toString(count).length();
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
