package org.banneret.interop.vassal;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import javax.imageio.ImageIO;
import javax.xml.stream.XMLStreamException;

import org.banneret.interop.xml.IndentedXml;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.PixelPoint;
import org.banneret.model.map.Board;
import org.banneret.model.naming.DisplayNames;
import org.banneret.model.persistence.AtomicFiles;
import org.banneret.setup.CounterLooks;
import org.banneret.publish.Exports;
import org.banneret.publish.Paper;
import org.banneret.publish.Progress;
import org.banneret.publish.SetupCard;
import org.banneret.publish.png.PngPages;
import org.banneret.setup.Area;
import org.banneret.setup.Piece;
import org.banneret.setup.SetupLayout;
import org.banneret.setup.SetupPainter;
import org.banneret.render.Anchor;
import org.banneret.render.CounterLook;
import org.banneret.render.CounterPainter;
import org.banneret.render.MapLayers;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.render.java2d.Java2DPainter;
import org.banneret.rules.Setup;

/**
 * A scenario as a VASSAL module ({@code .vmod}, a zip): {@code buildFile.xml} with the map as a
 * board whose grid and numbering match its image hex for hex, the forces in a piece palette, the
 * set-up as at-start stacks, a board of the units that enter later or wait off the map, the sides
 * as player sides and the set-up card as a chart window; {@code moduledata}; the images, all
 * drawn by Banneret's renderer. Element and attribute names are VASSAL's class and attribute
 * names (see the research notes, publishing-interop.md section A); the module is laid out as
 * VASSAL 3.7's editor saves a new one.
 */
public final class VmodWriter {

	/** VASSAL's {@code dy}, the hex's height flat to flat, in pixels, when none is asked for: counters of about 56 pixels. */
	public static final int DEFAULT_HEX_PIXELS = 80;
	/** The version the module says it was written for; 3.5 and later read {@code buildFile.xml}. */
	static final String VASSAL_VERSION = "3.7.5";
	/** The most pixels a board image may have: VASSAL keeps it in memory, and a bigger one fails there. */
	static final long MAX_BOARD_PIXELS = 150_000_000L;

	private static final String V = "VASSAL.build.";
	private static final String MAIN_MAP = "Main Map";
	private static final String RESERVE_MAP = "Reinforcements";
	private static final Pattern NOT_IN_FILE_NAME = Pattern.compile("[^a-z0-9]+");

	private final Scenario scenario;
	private final Setup setup;
	private final MapPainter painter;
	private final SetupLayout layout;
	private final double pixelsPerMm;
	private final VassalGrid grid;
	/** Why the stacks are placed by pixel instead of by label, or null when the labels serve. */
	private final String gridMismatch;
	/** A board of several sheets: one grid zone a sheet, over the board's one image; empty for a lone map. */
	private final List<Zone> zones;

	/** A sheet's zone of the board image: its outline in pixels, and its grid, numbered where VASSAL can number it. */
	private record Zone(Board.Sheet sheet, int[] outline, VassalGrid grid, boolean numbered) {
	}
	private final String boardName;
	private final int counterPixels;
	private final Map<String, byte[]> images = new LinkedHashMap<>();
	private final Map<CounterLook, String> counterImages = new HashMap<>();
	private final Map<Unit, String> shipImages = new IdentityHashMap<>();
	private final List<String> warnings = new ArrayList<>();
	private int nextGpid = 1;
	private byte[] module;

	/**
	 * @param hexPixels the height of a hex in the module's map, flat to flat, in pixels (an odd number is rounded up)
	 * @throws IllegalArgumentException when the scenario's map does not resolve or its image would be too large for VASSAL
	 */
	public VmodWriter(Scenario scenario, int hexPixels) {
		if (hexPixels < 20 || hexPixels > 400) {
			throw new IllegalArgumentException("a hex in a VASSAL map must be from 20 to 400 pixels high, not " + hexPixels);
		}
		this.scenario = scenario;
		this.setup = new Setup(scenario, Map.of());
		this.painter = Exports.painterOf(scenario);
		this.layout = new SetupLayout(painter, scenario, setup);
		this.pixelsPerMm = VassalGrid.pixelsPerMm(painter, hexPixels);
		long pixels = (long) Math.ceil(painter.width() * pixelsPerMm) * (long) Math.ceil(painter.height() * pixelsPerMm);
		if (pixels > MAX_BOARD_PIXELS) {
			throw new IllegalArgumentException(String.format(Locale.ROOT,
					"the map's image would have %d million pixels, more than VASSAL can hold (%d million): give a smaller --hex-px", pixels / 1_000_000,
					MAX_BOARD_PIXELS / 1_000_000));
		}
		this.grid = VassalGrid.of(painter, hexPixels);
		if (painter.isBoard()) {
			this.gridMismatch = null;
			this.zones = zones();
		} else {
			this.zones = List.of();
			this.gridMismatch = grid.mismatch(painter);
			if (gridMismatch != null) {
				warnings.add(gridMismatch + ": the module places the set-up by pixel and names no hexes");
			}
		}
		// A board of sheets is named for all of them: it is one image, the castle and the village together.
		this.boardName = String.join(" + ", painter.board().sheets().stream().map(sheet -> DisplayNames.title(sheet.map())).toList());
		this.counterPixels = (int) Math.round(layout.counterSize() * pixelsPerMm);
	}

	/**
	 * The zones of a board: every sheet drawn on the one board image (VASSAL's board picker lays
	 * boards edge to edge, where hex sheets join a quarter hex inside each other's edge), each a
	 * zone with the board's grid numbered as the sheet labels its hexes, located as
	 * "sheet:label". A turned sheet counts its labels down, which VASSAL's numbering cannot
	 * follow here: its hexes are placed by pixel.
	 */
	private List<Zone> zones() {
		List<Zone> made = new ArrayList<>();
		List<MapPainter.SheetOutline> outlines = painter.sheetOutlines();
		for (int i = 0; i < outlines.size(); i++) {
			Board.Sheet sheet = painter.board().sheets().get(i);
			double[] corners = outlines.get(i).edge(); // along the hexsides: a rectangle would take in half hexes of its neighbours
			int[] outline = new int[corners.length];
			for (int k = 0; k < corners.length; k++) {
				outline[k] = (int) Math.round(corners[k] * pixelsPerMm);
			}
			VassalGrid zoneGrid = sheet.turned() ? grid.forSheet(sheet).withoutNumbering() : grid.forSheet(sheet);
			String mismatch = sheet.turned() ? "sheet " + sheet.id() + " is turned, so VASSAL cannot number its hexes as printed"
					: zoneGrid.mismatch(painter, sheet);
			if (mismatch != null) {
				warnings.add(mismatch + ": its set-up is placed by pixel");
			}
			made.add(new Zone(sheet, outline, zoneGrid, mismatch == null));
		}
		return made;
	}

	/** What the module cannot carry as Banneret has it, one sentence each. */
	public List<String> warnings() {
		return List.copyOf(warnings);
	}

	/** Writes the module, atomically: the old file stays whole until the new one is complete. */
	public void write(Path out) throws IOException {
		AtomicFiles.write(out, bytes());
	}

	/** The module's bytes, worked out once. */
	public byte[] bytes() throws IOException {
		if (module == null) {
			module = build();
		}
		return module.clone();
	}

	private byte[] build() throws IOException {
		images.put("map.png", png(boardImage()));
		List<Stack> stacks = mainStacks();
		List<Stack> reserve = reserveStacks();
		List<String> card = card();
		Map<Side, List<Slot>> palette = palette();
		byte[] buildFile = IndentedXml.document("    ", "the module's buildFile.xml", out -> buildFile(out, stacks, reserve, card, palette));
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
			entry(zip, "buildFile.xml", buildFile);
			entry(zip, "moduledata", IndentedXml.document("  ", "the module's moduledata", this::moduleData));
			for (Map.Entry<String, byte[]> image : images.entrySet()) {
				entry(zip, "images/" + image.getKey(), image.getValue());
			}
		}
		return bytes.toByteArray();
	}

	/** An entry at a fixed time, so that the same scenario gives the same bytes; names are the writer's own, never a path from input. */
	private static void entry(ZipOutputStream zip, String name, byte[] content) throws IOException {
		ZipEntry entry = new ZipEntry(name);
		entry.setTime(315532800000L); // 1980-01-01, the zip format's first day
		zip.putNextEntry(entry);
		zip.write(content);
		zip.closeEntry();
	}

	// ---- what goes on the boards

	/** A piece slot: one counter, as the palette offers it or as a stack holds it. */
	private record Slot(String name, String gpid, String definition) {
	}

	/** An at-start stack: at a hex label, or at a pixel of its board. */
	private record Stack(String name, String location, int x, int y, List<Slot> slots) {
	}

	private List<Stack> mainStacks() {
		Map<Hex, List<Slot>> byHex = new LinkedHashMap<>();
		Map<Hex, String> names = new HashMap<>();
		List<Stack> ships = new ArrayList<>(); // first, so that VASSAL draws them under their crews
		for (Piece piece : layout.pieces()) {
			if (piece.kind() == Piece.Kind.ON_MAP && piece.isShip()) {
				PixelPoint centre = painter.centre(piece.hex());
				String label = painter.label(piece.hex());
				ships.add(new Stack(label + ": " + rowName(piece.unit()), named(piece.hex()) ? label : null,
						(int) Math.round(centre.x() * pixelsPerMm), (int) Math.round(centre.y() * pixelsPerMm), List.of(shipSlot(piece))));
			} else if (piece.kind() == Piece.Kind.ON_MAP) {
				byHex.computeIfAbsent(piece.hex(), hex -> new ArrayList<>()).addAll(slots(piece.unit()));
				names.merge(piece.hex(), rowName(piece.unit()), (a, b) -> a + ", " + b);
			}
		}
		Set<Hex> taken = new HashSet<>(byHex.keySet());
		Set<Hex> inAreas = new HashSet<>();
		layout.areas().forEach(area -> inAreas.addAll(area.hexes()));
		for (Area area : layout.areas()) {
			Hex beside = beside(area, inAreas, taken);
			taken.add(beside);
			byHex.computeIfAbsent(beside, hex -> new ArrayList<>()).addAll(slots(area.unit()));
			names.merge(beside, rowName(area.unit()) + " for " + DisplayNames.notation(area.unit().getPlacement()), (a, b) -> a + ", " + b);
		}
		List<Stack> stacks = new ArrayList<>(ships);
		for (Map.Entry<Hex, List<Slot>> entry : byHex.entrySet()) {
			PixelPoint centre = painter.centre(entry.getKey());
			String label = painter.label(entry.getKey());
			stacks.add(new Stack(label + ": " + names.get(entry.getKey()), named(entry.getKey()) ? label : null,
					(int) Math.round(centre.x() * pixelsPerMm), (int) Math.round(centre.y() * pixelsPerMm), entry.getValue()));
		}
		return stacks;
	}

	/**
	 * Where an area's counters wait: the hex beside the area nearest its middle, outside every
	 * area and stack if one is, so that the player sees the area (drawn on the board with its
	 * label) and deals the counters into it.
	 */
	private Hex beside(Area area, Set<Hex> inAreas, Set<Hex> taken) {
		List<Hex> around = new ArrayList<>();
		for (Hex hex : area.hexes()) {
			for (HexDirection direction : HexDirection.values()) {
				Hex next = hex.neighbour(direction);
				if (!area.hexes().contains(next) && painter.board().contains(next)) {
					around.add(next);
				}
			}
		}
		Comparator<Hex> nearest = Comparator.comparingInt(hex -> hex.distance(area.middle()));
		return around.stream().filter(hex -> !inAreas.contains(hex) && !taken.contains(hex)).min(nearest)
				.or(() -> around.stream().filter(hex -> !taken.contains(hex)).min(nearest))
				.orElse(area.middle());
	}

	/**
	 * Rows of the reinforcements board, a stack at the left and what it is beside it: the units
	 * that enter later, wait off the map, or have no hex yet (free set-up, a placement the map
	 * lacks), so that every counter of the forces is somewhere in the module.
	 */
	private List<Stack> reserveStacks() {
		Set<Unit> onMap = new HashSet<>();
		layout.pieces().stream().filter(piece -> piece.kind() == Piece.Kind.ON_MAP).forEach(piece -> onMap.add(piece.unit()));
		layout.areas().forEach(area -> onMap.add(area.unit()));
		List<Stack> stacks = new ArrayList<>();
		for (Unit unit : setup.units()) {
			if (!onMap.contains(unit)) {
				Side side = setup.sideOf(unit);
				String placement = unit.getPlacement() == null ? "set up freely" : DisplayNames.notation(unit.getPlacement());
				String text = (side == null ? "" : DisplayNames.title(side) + ": ") + rowName(unit) + ", " + placement;
				stacks.add(new Stack(text, null, counterPixels, reserveRowY(stacks.size()), slots(unit)));
			}
		}
		if (!stacks.isEmpty()) {
			images.put("reinforcements.png", png(reserveImage(stacks)));
		}
		return stacks;
	}

	private int reserveRowY(int row) {
		return (int) Math.round(counterPixels * (1.0 + 1.6 * row));
	}

	private BufferedImage reserveImage(List<Stack> stacks) {
		int width = counterPixels * 16;
		int height = reserveRowY(stacks.size());
		BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
		Graphics2D graphics = image.createGraphics();
		try {
			Java2DPainter pen = new Java2DPainter(graphics, 1); // a unit is a pixel
			pen.fill(new Rgb(0xf4, 0xf0, 0xe6));
			pen.fillRectangle(0, 0, width, height);
			for (int i = 0; i < stacks.size(); i++) {
				Stack stack = stacks.get(i);
				pen.line(new Rgb(0x99, 0x99, 0x99), 1, org.banneret.model.LineStyle.SOLID);
				pen.strokeRectangle(stack.x() - counterPixels * 0.55, stack.y() - counterPixels * 0.55, counterPixels * 1.1, counterPixels * 1.1);
				pen.fill(Rgb.BLACK);
				pen.text(stack.name(), counterPixels * 1.8, stack.y(), counterPixels * 0.22, false, Anchor.LEFT);
			}
		} finally {
			graphics.dispose();
		}
		return image;
	}

	/** The map as the board: the renderer's map, with each area of the set-up shaded; its units are pieces of their own. */
	private BufferedImage boardImage() {
		int width = (int) Math.ceil(painter.width() * pixelsPerMm);
		int height = (int) Math.ceil(painter.height() * pixelsPerMm);
		BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
		Graphics2D graphics = image.createGraphics();
		try {
			graphics.setColor(java.awt.Color.WHITE);
			graphics.fillRect(0, 0, width, height);
			Java2DPainter pen = new Java2DPainter(graphics, pixelsPerMm);
			painter.paint(pen, 0, 0, painter.width(), painter.height(), MapLayers.ALL);
			for (Area area : layout.areas()) {
				SetupPainter.paintArea(pen, painter, area, false);
			}
		} finally {
			graphics.dispose();
		}
		return image;
	}

	// ---- pieces

	/** A unit row's counters, each a slot of its own, showing the face the set-up gives it. */
	private List<Slot> slots(Unit unit) {
		List<Slot> slots = new ArrayList<>();
		for (int i = 0; i < Math.max(1, unit.getCount()); i++) {
			slots.add(slot(unit, unit.isFlipped()));
		}
		return slots;
	}

	private Slot slot(Unit unit, boolean flipped) {
		CounterLook front = CounterLooks.printed(setup, scenario, unit, false);
		CounterLook back = CounterLooks.printed(setup, scenario, unit, true);
		UnitType type = Setup.typeOf(unit);
		String backName = type != null && type.getBackFace() != null ? type.getBackFace() : "flipped";
		Map<String, String> properties = properties(unit);
		String name = pieceName(unit);
		String gpid = Integer.toString(nextGpid++);
		return new Slot(name, gpid, PieceDefinition.slot(name, counterImage(front), counterImage(back), backName, properties, flipped, gpid));
	}

	/** A ship's piece: its hull as the map draws it, at its facing, centred on its centre hex. */
	private Slot shipSlot(Piece ship) {
		String name = pieceName(ship.unit());
		String gpid = Integer.toString(nextGpid++);
		return new Slot(name, gpid, PieceDefinition.ship(name, shipImage(ship), properties(ship.unit()), gpid));
	}

	/** What a module can filter a unit's pieces on: its side, type and class. */
	private Map<String, String> properties(Unit unit) {
		Side side = setup.sideOf(unit);
		UnitType type = Setup.typeOf(unit);
		Map<String, String> properties = new LinkedHashMap<>();
		properties.put("Side", side == null ? "" : DisplayNames.title(side));
		properties.put("Type", type == null ? "" : DisplayNames.title(type));
		properties.put("Class", Setup.classOf(unit) == null ? "" : DisplayNames.title(Setup.classOf(unit)));
		return properties;
	}

	/** The image file of a ship, drawn once for its at-start stack and its palette slot. */
	private String shipImage(Piece ship) {
		return shipImages.computeIfAbsent(ship.unit(), unit -> drawShip(ship));
	}

	private String drawShip(Piece ship) {
		PixelPoint centre = painter.centre(ship.hex());
		double reachX = 0;
		double reachY = 0;
		for (var placed : ship.hull()) {
			double[] outline = painter.outline(placed.hex());
			for (int i = 0; i + 1 < outline.length; i += 2) {
				reachX = Math.max(reachX, Math.abs(outline[i] - centre.x()));
				reachY = Math.max(reachY, Math.abs(outline[i + 1] - centre.y()));
			}
		}
		int width = (int) Math.ceil(2 * reachX * pixelsPerMm) + 2;
		int height = (int) Math.ceil(2 * reachY * pixelsPerMm) + 2;
		BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
		Graphics2D graphics = image.createGraphics();
		try {
			graphics.translate(width / 2.0 - centre.x() * pixelsPerMm, height / 2.0 - centre.y() * pixelsPerMm);
			SetupPainter.paintShip(new Java2DPainter(graphics, pixelsPerMm), painter, ship, layout.counterSize());
		} finally {
			graphics.dispose();
		}
		String stem = NOT_IN_FILE_NAME.matcher(pieceName(ship.unit()).toLowerCase(Locale.ROOT)).replaceAll("-").replaceAll("^-|-$", "");
		String name = "ship-" + (images.size() + 1) + "-" + stem + ".png";
		images.put(name, png(image));
		return name;
	}

	/** A unit row as a set-up names it: "Edward Bruce", "11 x INF [0]". */
	private static String rowName(Unit unit) {
		if (unit.getName() == null && Setup.templateOf(unit) != null) {
			return DisplayNames.title(Setup.templateOf(unit)); // the counter's printed name (A'Wood), not its id (AWood)
		}
		return unit.getName() != null ? DisplayNames.title(unit) : DisplayNames.shortName(unit);
	}

	/** A counter's name, on one line: a named unit's, else its counter's or type's with its armour: "Edward Bruce", "INF [0]". */
	private static String pieceName(Unit unit) {
		if (unit.getName() != null) {
			return DisplayNames.title(unit).replaceAll("\\s+", " ");
		}
		UnitType type = Setup.typeOf(unit);
		String name = Setup.templateOf(unit) != null ? DisplayNames.title(Setup.templateOf(unit))
				: type == null ? "unit" : type.getCode() != null ? type.getCode() : DisplayNames.title(type);
		return name + (unit.isSetArmour() ? " [" + unit.getArmour() + "]" : "");
	}

	/** The palette: per side, one slot for each counter that looks different, as first met in the forces. */
	private Map<Side, List<Slot>> palette() {
		Map<Side, List<Slot>> palette = new LinkedHashMap<>();
		Map<Side, Set<String>> seen = new HashMap<>();
		Map<Unit, Piece> shipsOnMap = new IdentityHashMap<>(); // the palette offers a ship as the board shows it
		layout.pieces().stream().filter(piece -> piece.isShip() && piece.kind() == Piece.Kind.ON_MAP)
				.forEach(piece -> shipsOnMap.put(piece.unit(), piece));
		for (Unit unit : setup.units()) {
			Side side = setup.sideOf(unit);
			String key = pieceName(unit) + "\n" + counterImage(CounterLooks.printed(setup, scenario, unit, false));
			if (side != null && seen.computeIfAbsent(side, s -> new HashSet<>()).add(key)) {
				Piece ship = shipsOnMap.get(unit);
				palette.computeIfAbsent(side, s -> new ArrayList<>()).add(ship != null ? shipSlot(ship) : slot(unit, false));
			}
		}
		return palette;
	}

	/** The image file of a counter face, drawn once however many counters show it. */
	private String counterImage(CounterLook look) {
		String known = counterImages.get(look);
		if (known != null) {
			return known;
		}
		String stem = NOT_IN_FILE_NAME.matcher((look.name() == null ? "counter" : look.name()).toLowerCase(Locale.ROOT)).replaceAll("-");
		String name = "counter-" + (counterImages.size() + 1) + "-" + stem.replaceAll("^-|-$", "") + (look.flipped() ? "-back" : "") + ".png";
		BufferedImage image = new BufferedImage(counterPixels, counterPixels, BufferedImage.TYPE_INT_ARGB);
		Graphics2D graphics = image.createGraphics();
		try {
			double mm = counterPixels / pixelsPerMm;
			CounterPainter.paint(new Java2DPainter(graphics, pixelsPerMm), look, mm / 2, mm / 2, mm * 0.97);
		} finally {
			graphics.dispose();
		}
		images.put(name, png(image));
		counterImages.put(look, name);
		return name;
	}

	/** The set-up card's pages, drawn as the card export draws them, at 110 dpi for the screen. */
	private List<String> card() throws IOException {
		PngPages pages = new PngPages(Path.of("card.png"), 110 / 25.4);
		new SetupCard(scenario, setup).card(Paper.A4).export(pages, Progress.NONE);
		List<String> names = new ArrayList<>();
		for (byte[] page : pages.encoded()) {
			String name = "card-" + (names.size() + 1) + ".png";
			images.put(name, page);
			names.add(name);
		}
		return names;
	}

	private static byte[] png(BufferedImage image) {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		try {
			ImageIO.write(image, "png", bytes);
		} catch (IOException e) {
			throw new java.io.UncheckedIOException(e); // a byte array does not fail
		}
		return bytes.toByteArray();
	}

	// ---- the build file

	private void buildFile(IndentedXml out, List<Stack> stacks, List<Stack> reserve, List<String> card, Map<Side, List<Slot>> palette)
			throws XMLStreamException {
		out.start(V + "GameModule").attribute("ModuleOther1", "").attribute("ModuleOther2", "").attribute("VassalVersion", VASSAL_VERSION)
				.attribute("description", oneLine(scenario.getDescription())).attribute("name", DisplayNames.title(scenario))
				.attribute("nextPieceSlotId", nextGpid).attribute("version", "1.0");
		out.empty(V + "module.BasicCommandEncoder");
		out.empty(V + "module.Documentation");
		out.start(V + "module.PlayerRoster").attribute("buttonKeyStroke", "").attribute("buttonText", "Retire").attribute("buttonToolTip",
				"Switch sides, become an observer, or let another player take your side");
		for (Side side : scenario.getSides()) {
			out.start("entry").text(DisplayNames.title(side)).end();
		}
		out.end();
		out.empty(V + "module.GlobalOptions", "autoReport", "Always", "chatterHTMLSupport", "Never", "disablePieceIndexing", "false",
				"hotKeysOnClosedWindows", "Never", "inventoryForAll", "Always", "nonOwnerUnmaskable", "Never", "playerIdFormat", "$PlayerName$",
				"promptString", "Opponents can unmask my pieces", "purgeBlankPropertyPrompts", "true", "sendToLocationMoveTrails", "Never",
				"storeLeadingZeroIntegersAsStrings", "false");
		map(out, MAIN_MAP, false, boardName, "map.png", true, stacks);
		if (!reserve.isEmpty()) {
			map(out, RESERVE_MAP, true, RESERVE_MAP, "reinforcements.png", false, reserve);
		}
		out.start(V + "module.PieceWindow").attribute("defaultWidth", 0).attribute("hidden", false).attribute("hotkey", "").attribute("name", "Forces")
				.attribute("scale", 1.0).attribute("text", "Forces").attribute("tooltip", "Show or hide the forces of each side");
		out.start(V + "widget.TabWidget").attribute("entryName", "Forces");
		for (Map.Entry<Side, List<Slot>> side : palette.entrySet()) {
			out.start(V + "widget.PanelWidget").attribute("entryName", DisplayNames.title(side.getKey())).attribute("fixed", false)
					.attribute("nColumns", 6).attribute("scale", 1.0).attribute("vert", false);
			for (Slot slot : side.getValue()) {
				pieceSlot(out, slot);
			}
			out.end();
		}
		out.end().end();
		if (!card.isEmpty()) {
			out.start(V + "module.ChartWindow").attribute("hotkey", "").attribute("name", "Scenario").attribute("text", "Scenario")
					.attribute("tooltip", "The scenario's set-up card: situation, forces, victory and special rules");
			out.start(V + "widget.TabWidget").attribute("entryName", "Set-up card");
			for (int i = 0; i < card.size(); i++) {
				out.empty(V + "widget.Chart", "chartName", "Page " + (i + 1), "description", "", "fileName", card.get(i));
			}
			out.end().end();
		}
		out.empty(V + "module.PrototypesContainer");
		out.empty(V + "module.properties.GlobalProperties");
		out.empty(V + "module.Chatter");
		out.empty(V + "module.KeyNamer");
		out.empty("VASSAL.i18n.Language");
		out.end();
	}

	/**
	 * A map window with one board and its stacks, and the helpers VASSAL's editor gives a new map
	 * ({@code Map.build} without an element): without the piece mover, pieces cannot be dragged.
	 */
	private void map(IndentedXml out, String name, boolean launch, String board, String image, boolean hexes, List<Stack> stacks)
			throws XMLStreamException {
		out.start(V + "module.Map").attribute("allowMultiple", false).attribute("backgroundcolor", "255,255,255").attribute("buttonName", name)
				.attribute("changeFormat", "$message$").attribute("color", "0,0,0").attribute("createFormat", "$pieceName$ created in $location$ *")
				.attribute("edgeHeight", 0).attribute("edgeWidth", 0).attribute("hideKey", "").attribute("hotkey", "")
				.attribute("icon", "/images/map.gif").attribute("launch", launch).attribute("mapName", name).attribute("markMoved", "Always")
				.attribute("markUnmovedHotkey", "").attribute("markUnmovedIcon", "/images/unmoved.gif").attribute("markUnmovedReport", "")
				.attribute("markUnmovedText", "").attribute("markUnmovedTooltip", "Mark all pieces on this map as not moved")
				.attribute("moveKey", "").attribute("moveToFormat", "$pieceName$ moves $previousLocation$ &rarr; $location$ *")
				.attribute("moveWithinFormat", "$pieceName$ moves $previousLocation$ &rarr; $location$ *")
				.attribute("onlyReportChangedLocation", false).attribute("showKey", "").attribute("thickness", 3);
		out.start(V + "module.map.BoardPicker").attribute("addColumnText", "Add column").attribute("addRowText", "Add row")
				.attribute("boardPrompt", "Select board").attribute("slotHeight", 125).attribute("slotScale", 0.2).attribute("slotWidth", 350)
				.attribute("title", "Choose Boards");
		out.start(V + "module.map.boardPicker.Board").attribute("image", image).attribute("name", board).attribute("reversible", false);
		if (hexes) {
			grid(out);
		}
		out.end().end();
		out.empty(V + "module.map.StackMetrics", "bottom", "40,0", "disabled", false, "down", "37,0", "exSepX", 6, "exSepY", 18, "top", "38,0",
				"unexSepX", 2, "unexSepY", 4, "up", "39,0");
		for (String helper : List.of("ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer", "StackExpander",
				"PieceMover", "KeyBufferer")) {
			out.empty(V + "module.map." + helper);
		}
		out.empty(V + "module.map.CounterDetailViewer", "delay", 700, "display", "from top-most layer only", "fontSize", 9, "graphicsZoom", 1.0,
				"hotkey", "32,130", "minDisplayPieces", 2, "showgraph", true, "showtext", true, "summaryReportFormat", "$LocationName$",
				"counterReportFormat", "$PieceName$", "version", 4, "zoomlevel", 1.0);
		out.empty(V + "module.map.Zoomer");
		out.empty(V + "module.properties.GlobalProperties");
		out.empty(V + "module.map.SelectionHighlighters");
		out.empty(V + "module.map.HighlightLastMoved", "color", "255,0,0", "enabled", true, "thickness", 2);
		for (Stack stack : stacks) {
			out.start(V + "module.map.SetupStack").attribute("location", stack.location() == null ? "" : stack.location())
					.attribute("name", stack.name()).attribute("owningBoard", board).attribute("useGridLocation", stack.location() != null)
					.attribute("x", stack.x()).attribute("y", stack.y());
			for (Slot slot : stack.slots()) {
				pieceSlot(out, slot);
			}
			out.end();
		}
		out.end();
	}

	/** Whether VASSAL names a hex of the main board as Banneret does, so that a stack there is placed by its label. */
	private boolean named(Hex hex) {
		if (zones.isEmpty()) {
			return gridMismatch == null;
		}
		Board.Sheet sheet = painter.board().sheetAt(hex);
		return zones.stream().anyMatch(zone -> zone.sheet() == sheet && zone.numbered());
	}

	/** A board of several sheets: a zoned grid, one zone a sheet, each with its grid; a lone map's grid as it is. */
	private void grid(IndentedXml out) throws XMLStreamException {
		if (zones.isEmpty()) {
			hexGrid(out, grid, gridMismatch == null);
			return;
		}
		out.start(V + "module.map.boardPicker.board.ZonedGrid");
		for (Zone zone : zones) {
			StringBuilder path = new StringBuilder();
			for (int k = 0; k < zone.outline().length; k += 2) {
				path.append(k == 0 ? "" : ";").append(zone.outline()[k]).append(',').append(zone.outline()[k + 1]);
			}
			out.start(V + "module.map.boardPicker.board.mapgrid.Zone").attribute("highlightProperty", "")
					.attribute("locationFormat", "$name$:$gridLocation$").attribute("name", zone.sheet().id())
					.attribute("path", path.toString()).attribute("useHighlight", false).attribute("useParentGrid", false);
			hexGrid(out, zone.grid(), zone.numbered());
			out.end();
		}
		out.end();
	}

	/** The grid, not drawn (the board image has the map's own), and its numbering when it gives the map's labels. */
	private void hexGrid(IndentedXml out, VassalGrid grid, boolean numbered) throws XMLStreamException {
		out.start(V + "module.map.boardPicker.board.HexGrid").attribute("color", "0,0,0").attribute("cornersLegal", false)
				.attribute("dotsVisible", false).attribute("dx", grid.dx()).attribute("dy", grid.dy()).attribute("edgesLegal", false)
				.attribute("sideways", grid.sideways()).attribute("snapTo", true).attribute("visible", false).attribute("x0", grid.x0())
				.attribute("y0", grid.y0());
		VassalGrid.Numbering numbering = grid.numbering();
		if (numbering != null && numbered) {
			out.empty(V + "module.map.boardPicker.board.mapgrid.HexGridNumbering", "color", "0,0,0", "first", numbering.first(), "fontSize", 9,
					"hDescend", false, "hDrawOff", 0, "hLeading", numbering.hLeading(), "hOff", numbering.hOff(), "hType", numbering.hType(),
					"locationFormat", numbering.locationFormat(), "rotateText", 0, "sep", "", "stagger", false, "vDescend", false, "vDrawOff", 0,
					"vLeading", numbering.vLeading(), "vOff", numbering.vOff(), "vType", numbering.vType(), "visible", false);
		}
		out.end();
	}

	private void pieceSlot(IndentedXml out, Slot slot) throws XMLStreamException {
		out.start(V + "widget.PieceSlot").attribute("entryName", slot.name()).attribute("gpid", slot.gpid()).attribute("height", counterPixels)
				.attribute("width", counterPixels).text(slot.definition()).end();
	}

	/** {@code moduledata}: what VASSAL shows of a module before it opens it ({@code ModuleMetaData}). */
	private void moduleData(IndentedXml out) throws XMLStreamException {
		out.start("data").attribute("version", "1");
		out.start("version").text("1.0").end();
		out.empty("extra1");
		out.empty("extra2");
		out.start("VassalVersion").text(VASSAL_VERSION).end();
		out.start("dateSaved").text("0").end();
		out.start("description").text(oneLine(scenario.getDescription())).end();
		out.start("name").text(DisplayNames.title(scenario)).end();
		out.end();
	}

	private static String oneLine(String text) {
		return text == null ? "" : text.replaceAll("\\s+", " ").strip();
	}
}
