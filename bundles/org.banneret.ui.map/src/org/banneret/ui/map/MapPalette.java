package org.banneret.ui.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.FeatureType;
import org.banneret.model.ForceElement;
import org.banneret.model.Formation;
import org.banneret.model.GameSystem;
import org.banneret.model.HexsideFeatureType;
import org.banneret.model.Region;
import org.banneret.model.Side;
import org.banneret.model.TerrainType;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.render.MapLook;
import org.banneret.render.Rgb;
import org.banneret.rules.Setup;
import org.banneret.ui.map.parts.MapView;
import org.banneret.ui.map.tools.ElevationTool;
import org.banneret.ui.map.tools.FeatureTool;
import org.banneret.ui.map.tools.FillTool;
import org.banneret.ui.map.tools.HexTool;
import org.banneret.ui.map.tools.HexsideTool;
import org.banneret.ui.map.tools.PathTool;
import org.banneret.ui.map.tools.RegionTool;
import org.banneret.ui.map.tools.SheetAddTool;
import org.banneret.ui.map.tools.SheetMoveTool;
import org.banneret.ui.map.tools.SheetTurnTool;
import org.banneret.workspace.Catalog;
import org.banneret.ui.map.tools.TerrainBrushTool;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.palette.CombinedTemplateCreationEntry;
import org.eclipse.gef.palette.MarqueeToolEntry;
import org.eclipse.gef.palette.PaletteContainer;
import org.eclipse.gef.palette.PaletteDrawer;
import org.eclipse.gef.palette.PaletteGroup;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.palette.PaletteSeparator;
import org.eclipse.gef.palette.PanningSelectionToolEntry;
import org.eclipse.gef.palette.ToolEntry;
import org.eclipse.gef.requests.CreationFactory;
import org.eclipse.gef.ui.palette.PaletteViewer;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;

/**
 * The map page's palette, made from the game system: on a map, a drawer per tool with an entry
 * per terrain, feature, hexside feature and region; on a scenario, the order of battle, a drawer
 * per side with its unit rows, to drag onto the map.
 */
final class MapPalette {

	private MapPalette() {
	}

	/** Up to this many unit rows, each side's drawer shows open; a larger order of battle opens one side at a time. */
	static final int OPEN_DRAWERS_UP_TO = 1000;

	/** A palette with the selection tools only; {@link #fill} adds the tools of a model. */
	static PaletteRoot empty() {
		PaletteRoot root = new PaletteRoot();
		PaletteGroup tools = new PaletteGroup("Tools");
		ToolEntry select = new PanningSelectionToolEntry();
		tools.add(select);
		tools.add(new MarqueeToolEntry());
		root.add(tools);
		root.setDefaultEntry(select);
		return root;
	}

	/**
	 * Puts the tools of a model after the selection tools, in place of those before. The root and
	 * its selection tools stay: GEF 3.2 cannot swap a palette's root while one of its tools is active.
	 * The active tool stays where its drawer keeps an entry of the same tool: the palette viewer
	 * falls back to the selection tool when its active entry leaves the palette, and a designer who
	 * has just painted a new region would find the next stroke selecting hexes instead.
	 */
	static void fill(PaletteRoot root, MapView view, ToolEntry active, List<Catalog.MapEntry> sheets) {
		PaletteRoot fresh = new PaletteRoot();
		if (view.editsMap()) {
			addMapTools(fresh, view);
		} else if (view.scenario() != null) {
			addOrderOfBattle(fresh, view);
			if (view.painter() != null) {
				addBoardTools(fresh, sheets);
				int before = fresh.getChildren().size();
				addMapTools(fresh, view); // they paint the sheet under the mouse, in its own map file; closed under the set-up's
				fresh.getChildren().subList(before, fresh.getChildren().size())
						.forEach(drawer -> ((PaletteDrawer) drawer).setInitialState(PaletteDrawer.INITIAL_STATE_CLOSED));
			}
		}
		List<?> shown = root.getChildren().subList(1, root.getChildren().size());
		if (signature(fresh.getChildren()).equals(signature(shown))) {
			return;
		}
		if (sameDrawers(shown, fresh.getChildren())) {
			// The drawers stay, open or closed as the designer left them; only their entries are new.
			for (int i = 0; i < shown.size(); i++) {
				PaletteContainer drawer = (PaletteContainer) shown.get(i);
				PaletteContainer made = (PaletteContainer) fresh.getChildren().get(i);
				if (drawer instanceof SideDrawer side && side.filled && made instanceof SideDrawer anew) {
					anew.fill(view);
				}
				List<Object> entries = new ArrayList<>(made.getChildren());
				if (!signature(entries).equals(signature(drawer.getChildren()))) {
					ToolEntry inHand = drawer.getChildren().contains(active) ? active : null;
					entries.replaceAll(entry -> sameTool(entry, inHand) ? inHand : entry);
					drawer.setChildren(entries);
				}
			}
			return;
		}
		List<Object> children = new ArrayList<>();
		children.add(root.getChildren().get(0));
		children.addAll(fresh.getChildren());
		root.setChildren(children);
	}

	/**
	 * Whether a new palette entry is the same tool as an entry shown in its drawer: the same kind,
	 * label and what it lays down (a drawer's tools differ in these).
	 */
	private static boolean sameTool(Object entry, ToolEntry shown) {
		return shown != null && entry instanceof ToolEntry made && made.getClass() == shown.getClass()
				&& java.util.Objects.equals(made.getLabel(), shown.getLabel())
				&& java.util.Objects.equals(made.getToolProperty(HexTool.WHAT), shown.getToolProperty(HexTool.WHAT));
	}

	/** Whether two lists of palette entries are drawers of the same names, in the same order. */
	private static boolean sameDrawers(List<?> shown, List<?> fresh) {
		if (shown.size() != fresh.size()) {
			return false;
		}
		for (int i = 0; i < shown.size(); i++) {
			if (!(shown.get(i) instanceof PaletteDrawer was) || !(fresh.get(i) instanceof PaletteDrawer is)
					|| !java.util.Objects.equals(was.getLabel(), is.getLabel())) {
				return false;
			}
		}
		return true;
	}

	/** The labels of a palette's entries, to tell whether a model changed its tools. */
	private static String signature(List<?> entries) {
		StringBuilder text = new StringBuilder();
		for (Object child : entries) {
			org.eclipse.gef.palette.PaletteEntry entry = (org.eclipse.gef.palette.PaletteEntry) child;
			text.append(entry.getLabel()).append('|');
			if (entry instanceof PaletteContainer inner) {
				text.append('[').append(signature(inner.getChildren())).append(']');
			}
		}
		return text.toString();
	}

	private static void addMapTools(PaletteRoot root, MapView view) {
		GameSystem system = view.map().getGameSystem() == null || view.map().getGameSystem().eIsProxy() ? null
				: view.map().getGameSystem();
		List<TerrainType> terrains = system == null ? List.of()
				: system.getTerrainTypes().stream().filter(t -> t.getCode() != null && t.getCode().length() == 1 || t == view.map().getDefaultTerrain()).toList();
		PaletteDrawer brush = new PaletteDrawer("Terrain brush");
		PaletteDrawer fill = new PaletteDrawer("Fill");
		fill.setInitialState(PaletteDrawer.INITIAL_STATE_CLOSED);
		for (TerrainType terrain : terrains) {
			String title = titleOf(terrain.getTitle(), terrain.getName());
			brush.add(entry(title, "Click or drag to paint hexes " + title, swatch(MapLook.terrain(terrain)), TerrainBrushTool.class,
					terrain.getName()));
			fill.add(entry("Fill " + title, "Click to paint the connected area of one terrain " + title,
					swatch(MapLook.terrain(terrain)), FillTool.class, terrain.getName()));
		}
		root.add(brush);
		root.add(fill);
		PaletteDrawer ground = new PaletteDrawer("Elevation");
		ground.add(entry("Raise / lower", "Click or drag to raise the ground a level; with Shift, to lower it",
				swatch(new Rgb(0x9e, 0x86, 0x5a)), ElevationTool.class, null));
		root.add(ground);
		PaletteDrawer hexsides = new PaletteDrawer("Hexsides");
		PaletteDrawer paths = new PaletteDrawer("Roads and rivers");
		PaletteDrawer features = new PaletteDrawer("Hex features");
		if (system != null) {
			for (HexsideFeatureType type : system.getHexsideFeatureTypes()) {
				String title = titleOf(type.getTitle(), type.getName());
				hexsides.add(entry(title, "Click near a hexside to set or clear " + title, swatch(MapLook.hexside(type)),
						HexsideTool.class, type.getName()));
			}
			for (FeatureType type : system.getFeatureTypes()) {
				String title = titleOf(type.getTitle(), type.getName());
				paths.add(entry(title, "Click hexes to lay " + title + "; double-click or Enter to finish, Escape to drop",
						swatch(MapLook.feature(type)), PathTool.class, type.getName()));
				features.add(entry(title, "Click hexes to put " + title + " on them or take it off", swatch(MapLook.feature(type)),
						FeatureTool.class, type.getName()));
			}
		}
		paths.setInitialState(PaletteDrawer.INITIAL_STATE_CLOSED);
		features.setInitialState(PaletteDrawer.INITIAL_STATE_CLOSED);
		root.add(hexsides);
		root.add(paths);
		root.add(features);
		PaletteDrawer regions = new PaletteDrawer("Regions");
		regions.add(entry("New region", "Drag over hexes to make a new region of them", swatch(new Rgb(0xc6, 0x28, 0x28)),
				RegionTool.class, RegionTool.NEW_REGION));
		for (Region region : view.map().getRegions()) {
			String title = titleOf(region.getTitle(), region.getName());
			regions.add(entry(title, "Drag over hexes to add them to " + title + "; with Shift, to take them out",
					swatch(new Rgb(0x6a, 0x1b, 0x9a)), RegionTool.class, region.getName()));
		}
		root.add(regions);
	}

	/**
	 * The board's layout tools, after the order of battle: move a sheet, turn it, and add a sheet of
	 * each map of the scenario's game system the project can name.
	 */
	private static void addBoardTools(PaletteRoot root, List<Catalog.MapEntry> sheets) {
		PaletteDrawer board = new PaletteDrawer("Board");
		board.setInitialState(PaletteDrawer.INITIAL_STATE_CLOSED);
		board.add(entry("Move sheet", "Drag a sheet to lay it at another place on the board; its map line is written",
				swatch(new Rgb(0x2e, 0x7d, 0x32)), SheetMoveTool.class, null));
		board.add(entry("Turn sheet", "Click a sheet to turn it 180 degrees where it lies, or back",
				swatch(new Rgb(0x1f, 0x4e, 0x9a)), SheetTurnTool.class, null));
		for (Catalog.MapEntry map : sheets) {
			String name = map.name().substring(map.name().lastIndexOf('.') + 1);
			ToolEntry add = entry("Add " + name, "Click near a side of a sheet to lay " + map.name() + " beside it, or off the board to lay it there",
					swatch(new Rgb(0xf5, 0xf0, 0xe1)), SheetAddTool.class, null);
			add.setToolProperty(SheetAddTool.MAP, map.uri());
			board.add(add);
		}
		root.add(board);
	}

	private static void addOrderOfBattle(PaletteRoot root, MapView view) {
		boolean large = view.setup() != null && view.setup().units().size() > OPEN_DRAWERS_UP_TO;
		List<Side> sides = view.scenario().getSides();
		for (int i = 0; i < sides.size(); i++) {
			SideDrawer drawer = new SideDrawer(titleOf(sides.get(i).getTitle(), sides.get(i).getName()), i);
			if (large) {
				drawer.setInitialState(PaletteDrawer.INITIAL_STATE_CLOSED);
			} else {
				drawer.fill(view);
			}
			root.add(drawer);
		}
	}

	/**
	 * A side's drawer of unit rows. On a large order of battle it stays empty until the designer
	 * opens it: GEF makes an edit part for every entry of a drawer, open or closed, and 10,000 of
	 * them took half a second of opening a scenario.
	 */
	private static final class SideDrawer extends PaletteDrawer {
		private final int side;
		private boolean filled;

		SideDrawer(String label, int side) {
			super(label);
			this.side = side;
		}

		void fill(MapView view) {
			List<Side> sides = view.scenario() == null ? List.of() : view.scenario().getSides();
			if (side < sides.size()) {
				PaletteDrawer made = new PaletteDrawer(getLabel());
				addUnits(made, sides.get(side).getElements(), view);
				setChildren(new ArrayList<>(made.getChildren()));
			}
			filled = true;
		}
	}

	/** Whether the designer has opened a side's drawer that is still empty. */
	static boolean opensEmptyDrawer(PaletteViewer viewer, PaletteRoot root) {
		return !openedEmpty(viewer, root).isEmpty();
	}

	/** Puts their unit rows in the side drawers the designer has opened. */
	static void fillOpenedDrawers(PaletteViewer viewer, PaletteRoot root, MapView view) {
		openedEmpty(viewer, root).forEach(drawer -> drawer.fill(view));
	}

	private static List<SideDrawer> openedEmpty(PaletteViewer viewer, PaletteRoot root) {
		List<SideDrawer> drawers = new ArrayList<>();
		for (Object child : root.getChildren()) {
			if (child instanceof SideDrawer drawer && !drawer.filled && viewer.isExpanded(drawer)) {
				drawers.add(drawer);
			}
		}
		return drawers;
	}

	private static void addUnits(PaletteContainer drawer, List<ForceElement> elements, MapView view) {
		for (ForceElement element : elements) {
			if (element instanceof Formation formation) {
				drawer.add(new PaletteSeparator(titleOf(formation.getTitle(), formation.getName())));
			} else if (element instanceof Unit unit) {
				String key = view.layout() != null ? view.layout().keyOf(unit) : EcoreUtil.getURI(unit).fragment();
				String label = labelOf(unit);
				CreationFactory factory = new CreationFactory() {
					@Override
					public Object getNewObject() {
						return key;
					}

					@Override
					public Object getObjectType() {
						return String.class;
					}
				};
				ImageDescriptor icon = swatch(view.colourOf(unit)); // the colour of the unit's counters on the map
				drawer.add(new CombinedTemplateCreationEntry(entryLabel(unit),
						"Drag onto a hex, or click here and then on a hex, to place " + label + " there", key, factory, icon, icon));
			}
			addUnits(drawer, new ArrayList<>(element.getElements()), view);
		}
	}

	/** A unit row's entry: the row, and whether it is placed yet. */
	private static String entryLabel(Unit unit) {
		return labelOf(unit) + (unit.getPlacement() != null ? "" : "  (not placed)");
	}

	/**
	 * Says again whether edited unit rows are placed, in their entries' labels (a row dropped from
	 * the palette is placed): only those entries change, not the palette of a large order of battle.
	 */
	static void relabel(PaletteContainer container, MapView view, Set<Unit> edited) {
		if (edited.isEmpty() || view.layout() == null) {
			return;
		}
		Map<String, Unit> byKey = new HashMap<>();
		for (Unit unit : edited) {
			byKey.put(view.layout().keyOf(unit), unit);
		}
		relabel(container, byKey);
	}

	private static void relabel(PaletteContainer container, Map<String, Unit> byKey) {
		for (Object child : container.getChildren()) {
			if (child instanceof CombinedTemplateCreationEntry entry && entry.getTemplate() instanceof String key && byKey.containsKey(key)) {
				entry.setLabel(entryLabel(byKey.get(key)));
			} else if (child instanceof PaletteContainer inner) {
				relabel(inner, byKey);
			}
		}
	}

	private static String labelOf(Unit unit) {
		UnitType type = Setup.typeOf(unit);
		String typeName = type == null ? "?" : type.getName();
		if (unit.getName() != null) {
			return typeName + " " + unit.getName();
		}
		if (Setup.templateOf(unit) != null) {
			return Setup.templateOf(unit).getName();
		}
		return (unit.getCount() > 1 ? unit.getCount() + " x " : "") + typeName + (unit.isSetArmour() ? " [" + unit.getArmour() + "]" : "");
	}

	private static ToolEntry entry(String label, String description, ImageDescriptor icon,
			Class<? extends org.eclipse.gef.tools.AbstractTool> tool,
			String what) {
		ToolEntry entry = new ToolEntry(label, description, icon, icon, tool) {
		};
		if (what != null) {
			entry.setToolProperty(HexTool.WHAT, what);
		}
		return entry;
	}

	private static String titleOf(String title, String name) {
		return title != null && !title.isBlank() ? title : name;
	}

	/** A small square of a colour, as the palette shows a terrain or a side. */
	private static ImageDescriptor swatch(Rgb colour) {
		int size = 16;
		PaletteData palette = new PaletteData(0xff0000, 0xff00, 0xff);
		ImageData data = new ImageData(size, size, 24, palette);
		int fill = colour.red() << 16 | colour.green() << 8 | colour.blue();
		int frame = 0x404040;
		for (int x = 0; x < size; x++) {
			for (int y = 0; y < size; y++) {
				boolean edge = x == 1 || y == 1 || x == size - 2 || y == size - 2;
				boolean outside = x == 0 || y == 0 || x == size - 1 || y == size - 1;
				data.setPixel(x, y, outside ? 0xffffff : edge ? frame : fill);
			}
		}
		return ImageDescriptor.createFromImageDataProvider(zoom -> zoom == 100 ? data : null);
	}
}
