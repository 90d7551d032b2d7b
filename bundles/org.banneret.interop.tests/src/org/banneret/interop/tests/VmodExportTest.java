package org.banneret.interop.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import javax.imageio.ImageIO;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;

import org.banneret.cli.BanneretCli;
import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.LanguageFileSet;
import org.banneret.interop.vassal.VassalGrid;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.PixelPoint;
import org.banneret.model.map.MapGeometry;
import org.banneret.render.MapPainter;
import org.banneret.rules.Setup;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every example scenario written as a VASSAL module from the command line, opened as VASSAL opens
 * it: the zip's entries, {@code buildFile.xml} and {@code moduledata}; the grid's attributes put
 * every hex, by VASSAL's arithmetic, on the centre the renderer drew it at, and its numbering
 * names it by the map's own label; every unit placed on a hex stands in a stack at that hex;
 * every image a piece or board names is in the zip.
 */
class VmodExportTest {

	private static final String V = "VASSAL.build.";

	@TempDir
	Path folder;

	static Stream<String> scenarios() {
		return Stream.of("bannockburn1314.scenario", "falkirk.scenario", "prelude.scenario", "stirling.scenario", "assault.scenario",
				"knight-errant.scenario", "freesetup.scenario", "sea-fight.scenario");
	}

	/** A zone's path as VASSAL writes it ("x,y;x,y;..."), as the polygon it reads. */
	private static java.awt.Polygon polygon(String path) {
		java.awt.Polygon polygon = new java.awt.Polygon();
		for (String point : path.split(";")) {
			String[] xy = point.split(",");
			polygon.addPoint(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]));
		}
		return polygon;
	}

	static Stream<String> scenariosAndBoards() {
		return Stream.concat(scenarios(), Stream.of("village-assault.scenario", "battle-outside.scenario"));
	}

	@BeforeEach
	void copyExamples() throws IOException {
		ExampleFiles.copy(folder, "*.*");
	}

	@Test
	void hex3318OfBannockburnIsWhereVassalPutsIt() throws Exception {
		Map<String, byte[]> zip = export("bannockburn1314.scenario");
		Element grid = only(parse(zip.get("buildFile.xml")), V + "module.map.boardPicker.board.HexGrid");
		Element numbering = only(grid, V + "module.map.boardPicker.board.mapgrid.HexGridNumbering");
		assertEquals("false", grid.getAttribute("sideways"));
		assertEquals("false", numbering.getAttribute("stagger"));
		assertEquals("H", numbering.getAttribute("first"));
		// HexGridNumbering.getLocation: "3318" is column 33, row 18 (columns of one or two digits, rows of two);
		// getCenterPoint: raw column = 33 - hOff, raw row = 18 - vOff, odd raw columns half a hex lower.
		int column = 33 - Integer.parseInt(numbering.getAttribute("hOff"));
		int row = 18 - Integer.parseInt(numbering.getAttribute("vOff"));
		double dx = Double.parseDouble(grid.getAttribute("dx"));
		double dy = Double.parseDouble(grid.getAttribute("dy"));
		int x = (int) (column * dx) + Integer.parseInt(grid.getAttribute("x0"));
		int y = (column % 2 == 0 ? (int) (row * dy) : (int) (row * dy + dy / 2)) + Integer.parseInt(grid.getAttribute("y0"));

		Scenario scenario = load("bannockburn1314.scenario");
		MapPainter painter = new MapPainter(Setup.mapOf(scenario));
		BufferedImage board = ImageIO.read(new ByteArrayInputStream(zip.get("images/" + mainBoard(parse(zip.get("buildFile.xml"))).getAttribute("image"))));
		double pixelsPerMm = board.getWidth() / painter.width();
		PixelPoint centre = painter.centre(painter.geometry().hex("3318"));
		assertEquals(centre.x() * pixelsPerMm, x, 1.0, "x of 3318");
		assertEquals(centre.y() * pixelsPerMm, y, 1.0, "y of 3318");
	}

	@ParameterizedTest
	@MethodSource("scenarios")
	void everyHexIsWhereVassalPutsItAndNamedAsTheMapNamesIt(String name) throws Exception {
		Map<String, byte[]> zip = export(name);
		Document build = parse(zip.get("buildFile.xml"));
		VassalGrid grid = gridOf(build);
		Scenario scenario = load(name);
		MapPainter painter = new MapPainter(Setup.mapOf(scenario));
		BufferedImage board = ImageIO.read(new ByteArrayInputStream(zip.get("images/" + mainBoard(build).getAttribute("image"))));
		double pixelsPerMm = board.getWidth() / painter.width();
		assertEquals(Math.ceil(painter.height() * pixelsPerMm), board.getHeight(), 1.0);
		MapGeometry geometry = painter.geometry();
		for (Hex hex : geometry.bounds()) {
			String label = geometry.label(hex);
			int[] raw = grid.raw(geometry, hex);
			assertEquals(label, grid.numbering().name(raw[0], raw[1]), name + ": VASSAL's name of " + label);
			int[] vassal = grid.centreOf(label);
			PixelPoint centre = painter.centre(hex);
			assertEquals(centre.x() * pixelsPerMm, vassal[0], 1.0, name + ": x of " + label);
			assertEquals(centre.y() * pixelsPerMm, vassal[1], 1.0, name + ": y of " + label);
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "village-assault.scenario", "battle-outside.scenario" })
	void aBoardOfSheetsIsOneImageWithAZoneASheetAndEveryHexWhereVassalPutsIt(String name) throws Exception {
		Map<String, byte[]> zip = export(name);
		Document build = parse(zip.get("buildFile.xml"));
		Scenario scenario = load(name);
		MapPainter painter = MapPainter.of(org.banneret.model.map.Board.of(scenario));
		org.banneret.model.map.Board board = painter.board();
		Element zoned = only(build, V + "module.map.boardPicker.board.ZonedGrid");
		BufferedImage image = ImageIO.read(new ByteArrayInputStream(zip.get("images/" + ((Element) zoned.getParentNode()).getAttribute("image"))));
		assertEquals(Math.ceil(painter.height() * image.getWidth() / painter.width()), image.getHeight(), 1.0, "the whole board in one image");
		NodeList zones = zoned.getElementsByTagName(V + "module.map.boardPicker.board.mapgrid.Zone");
		assertEquals(board.sheets().size(), zones.getLength(), "a zone a sheet");
		for (int z = 0; z < zones.getLength(); z++) {
			Element zone = (Element) zones.item(z);
			var sheet = board.sheet(zone.getAttribute("name"));
			assertEquals("$name$:$gridLocation$", zone.getAttribute("locationFormat"));
			java.awt.Polygon outline = polygon(zone.getAttribute("path"));
			VassalGrid grid = gridOf(only(zone, V + "module.map.boardPicker.board.HexGrid"));
			double pixelsPerMm = grid.dy() / painter.layout().flatToFlat(); // exact: the image's size is rounded up
			for (Hex local : sheet.geometry().bounds()) {
				Hex hex = sheet.toBoard(local);
				String label = sheet.geometry().label(local);
				int[] raw = grid.raw(painter.geometry(), hex);
				assertEquals(label, grid.numbering().name(raw[0], raw[1]), name + ": VASSAL's name of " + sheet.id() + ":" + label);
				int[] vassal = grid.centreOf(label);
				PixelPoint centre = painter.centre(hex);
				assertEquals(centre.x() * pixelsPerMm, vassal[0], 1.0, name + ": x of " + sheet.id() + ":" + label);
				assertEquals(centre.y() * pixelsPerMm, vassal[1], 1.0, name + ": y of " + sheet.id() + ":" + label);
				assertTrue(outline.contains(vassal[0], vassal[1]), sheet.id() + ":" + label + " lies in its sheet's zone");
				for (int other = 0; other < zones.getLength(); other++) {
					if (other != z) {
						java.awt.Polygon theirs = polygon(((Element) zones.item(other)).getAttribute("path"));
						assertFalse(theirs.contains(vassal[0], vassal[1]), sheet.id() + ":" + label + " lies in one zone only");
					}
				}
			}
		}
	}

	@ParameterizedTest
	@MethodSource("scenariosAndBoards")
	void everyCounterIsSetUpAndEveryUnitOnAHexStandsThere(String name) throws Exception {
		Map<String, byte[]> zip = export(name);
		Document build = parse(zip.get("buildFile.xml"));
		Scenario scenario = load(name);
		Setup setup = new Setup(scenario, Map.of());
		Map<String, List<String>> stacks = new HashMap<>(); // location -> piece names
		int slots = 0;
		NodeList stackElements = build.getElementsByTagName(V + "module.map.SetupStack");
		for (int i = 0; i < stackElements.getLength(); i++) {
			Element stack = (Element) stackElements.item(i);
			NodeList pieces = stack.getElementsByTagName(V + "widget.PieceSlot");
			slots += pieces.getLength();
			if (stack.getAttribute("useGridLocation").equals("true")) {
				for (int p = 0; p < pieces.getLength(); p++) {
					stacks.computeIfAbsent(stack.getAttribute("location"), l -> new ArrayList<>()).add(((Element) pieces.item(p)).getAttribute("entryName"));
				}
			}
		}
		int counters = 0;
		for (Unit unit : setup.units()) {
			counters += Math.max(1, unit.getCount());
			if (unit.getPlacement() instanceof HexPlacement exact && unit.getName() != null) {
				List<String> there = stacks.getOrDefault(exact.getHexes().get(0), List.of());
				assertTrue(there.contains(org.banneret.model.naming.DisplayNames.title(unit)),
						name + ": " + unit.getName() + " at " + exact.getHexes().get(0) + ", but the stack there holds " + there);
			}
		}
		assertEquals(counters, slots, name + ": a piece slot in a stack for every counter of the forces");
	}

	@ParameterizedTest
	@MethodSource("scenarios")
	void everyImageIsInTheModuleAndEveryPieceIdIsUnique(String name) throws Exception {
		Map<String, byte[]> zip = export(name);
		for (String entry : zip.keySet()) {
			assertFalse(entry.startsWith("/") || entry.contains("..") || entry.contains("\\"), entry);
		}
		Document build = parse(zip.get("buildFile.xml"));
		Element module = build.getDocumentElement();
		assertEquals(V + "GameModule", module.getTagName());
		Document data = parse(zip.get("moduledata"));
		assertEquals("3.7.5", data.getElementsByTagName("VassalVersion").item(0).getTextContent());
		Set<String> images = new HashSet<>();
		for (String tag : List.of(V + "module.map.boardPicker.Board")) {
			NodeList boards = build.getElementsByTagName(tag);
			for (int i = 0; i < boards.getLength(); i++) {
				images.add(((Element) boards.item(i)).getAttribute("image"));
			}
		}
		NodeList charts = build.getElementsByTagName(V + "widget.Chart");
		assertTrue(charts.getLength() > 0, "the set-up card is a chart");
		for (int i = 0; i < charts.getLength(); i++) {
			images.add(((Element) charts.item(i)).getAttribute("fileName"));
		}
		NodeList slots = build.getElementsByTagName(V + "widget.PieceSlot");
		Set<Integer> ids = new HashSet<>();
		for (int i = 0; i < slots.getLength(); i++) {
			Element slot = (Element) slots.item(i);
			assertTrue(ids.add(Integer.parseInt(slot.getAttribute("gpid"))), "gpid " + slot.getAttribute("gpid") + " is used twice");
			PieceText piece = PieceText.read(slot.getTextContent());
			assertEquals(slot.getAttribute("gpid"), piece.gpid());
			assertEquals(slot.getAttribute("entryName"), piece.name());
			images.addAll(piece.images());
		}
		int next = Integer.parseInt(module.getAttribute("nextPieceSlotId"));
		assertTrue(ids.stream().allMatch(id -> id < next), "nextPieceSlotId exceeds every gpid");
		for (String image : images) {
			assertNotNull(zip.get("images/" + image), name + ": images/" + image + " is in the module");
			assertNotNull(ImageIO.read(new ByteArrayInputStream(zip.get("images/" + image))), image + " is a PNG");
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "flat even", "pointy odd", "pointy even", "flat odd hex 12 mm labels alpha", "pointy even labels alpha row digits 3",
			"flat even labels numeric first column 5 first row 0", "flat odd labels prefixed prefix \"B\"" })
	void theGridMatchesEveryLayout(String layout) throws Exception {
		Files.writeString(folder.resolve("t.hexmap"), "map t.M \"Test\" of medieval {\n grid 27 x 13 " + layout + "\n default clear\n}\n");
		LanguageFileSet files = new LanguageFileSet(BanneretIdeSetup.injector().getInstance(XtextResourceSet.class));
		files.load(List.of(folder.resolve("t.hexmap")));
		assertTrue(files.inputs().get(0).getErrors().isEmpty(), () -> files.inputs().get(0).getErrors().toString());
		MapPainter painter = new MapPainter((HexMap) files.inputs().get(0).getContents().get(0));
		for (int hexPixels : new int[] { 80, 64, 41, 126 }) {
			VassalGrid grid = VassalGrid.of(painter, hexPixels);
			assertNull(grid.mismatch(painter), layout + " at " + hexPixels + " pixels a hex");
			assertEquals(layout.startsWith("pointy"), grid.sideways());
		}
	}

	@Test
	void columnsThatCountDownAreNotNumberedAndTheStacksGoByPixel() throws Exception {
		Files.writeString(folder.resolve("t.hexmap"), "map t.M \"Test\" of medieval {\n grid 12 x 9 flat odd labels numeric columns descending\n default clear\n}\n");
		LanguageFileSet files = new LanguageFileSet(BanneretIdeSetup.injector().getInstance(XtextResourceSet.class));
		files.load(List.of(folder.resolve("t.hexmap")));
		MapPainter painter = new MapPainter((HexMap) files.inputs().get(0).getContents().get(0));
		VassalGrid grid = VassalGrid.of(painter, 64);
		assertNull(grid.numbering());
		assertNotNull(grid.mismatch(painter));
	}

	@Test
	void aNameWithVassalsDelimitersComesBackWhole() throws Exception {
		Path scenario = folder.resolve("bannockburn1314.scenario");
		String tricky = "\\\\Edward/Bruce; the 'Scot', of\\tCarrick"; // as the language writes a backslash and a tab
		Files.writeString(scenario, Files.readString(scenario).replace("Leader EdwardBruce \"Edward Bruce\"", "Leader EdwardBruce \"" + tricky + "\""));
		Document build = parse(export("bannockburn1314.scenario").get("buildFile.xml"));
		NodeList slots = build.getElementsByTagName(V + "widget.PieceSlot");
		int found = 0;
		for (int i = 0; i < slots.getLength(); i++) {
			Element slot = (Element) slots.item(i);
			if (slot.getAttribute("entryName").contains("Carrick")) {
				assertEquals("\\Edward/Bruce; the 'Scot', of Carrick", slot.getAttribute("entryName"), "one line");
				assertEquals(slot.getAttribute("entryName"), PieceText.read(slot.getTextContent()).name());
				found++;
			}
		}
		assertEquals(2, found, "in the palette and in its stack");
	}

	/**
	 * The Bannockburn module laid out as VASSAL lays it out, from the module alone: each at-start
	 * stack where the grid's arithmetic puts its label (or at its pixel), its counters drawn bottom
	 * up with VASSAL's default offset for a stack (StackMetrics unexSepX 2, unexSepY 4), each
	 * showing the face its layer's state selects. The picture is docs/vassal-bannockburn.png.
	 */
	@Test
	void theBannockburnSetUpAsVassalLaysItOut() throws Exception {
		Map<String, byte[]> zip = export("bannockburn1314.scenario");
		Document build = parse(zip.get("buildFile.xml"));
		VassalGrid grid = gridOf(build);
		Element board = mainBoard(build);
		BufferedImage picture = ImageIO.read(new ByteArrayInputStream(zip.get("images/" + board.getAttribute("image"))));
		java.awt.Graphics2D graphics = picture.createGraphics();
		Element map = (Element) board.getParentNode().getParentNode();
		NodeList stacks = map.getElementsByTagName(V + "module.map.SetupStack");
		assertTrue(stacks.getLength() > 10);
		for (int i = 0; i < stacks.getLength(); i++) {
			Element stack = (Element) stacks.item(i);
			assertEquals(board.getAttribute("name"), stack.getAttribute("owningBoard"));
			int[] at = stack.getAttribute("useGridLocation").equals("true") ? grid.centreOf(stack.getAttribute("location"))
					: new int[] { Integer.parseInt(stack.getAttribute("x")), Integer.parseInt(stack.getAttribute("y")) };
			assertNotNull(at, stack.getAttribute("location"));
			assertTrue(at[0] >= 0 && at[1] >= 0 && at[0] < picture.getWidth() && at[1] < picture.getHeight(), stack.getAttribute("name"));
			NodeList pieces = stack.getElementsByTagName(V + "widget.PieceSlot");
			for (int p = 0; p < pieces.getLength(); p++) {
				BufferedImage counter = ImageIO.read(new ByteArrayInputStream(zip.get("images/" + PieceText.read(pieces.item(p).getTextContent()).shown())));
				graphics.drawImage(counter, at[0] - counter.getWidth() / 2 + 2 * p, at[1] - counter.getHeight() / 2 - 4 * p, null);
			}
		}
		graphics.dispose();
		Path out = Path.of("target", "vassal-bannockburn.png");
		Files.createDirectories(out.getParent());
		ImageIO.write(picture, "png", out.toFile());
	}

	@Test
	void aShipIsOnePieceOverItsHullThatTurnsAndLiesUnderItsCrew() throws Exception {
		Map<String, byte[]> zip = export("sea-fight.scenario");
		Document build = parse(zip.get("buildFile.xml"));
		NodeList stackElements = build.getElementsByTagName(V + "module.map.SetupStack");
		int shipAt = -1;
		int steersmanAt = -1;
		Element ship = null;
		for (int i = 0; i < stackElements.getLength(); i++) {
			Element stack = (Element) stackElements.item(i);
			NodeList pieces = stack.getElementsByTagName(V + "widget.PieceSlot");
			for (int p = 0; p < pieces.getLength(); p++) {
				Element slot = (Element) pieces.item(p);
				if (slot.getAttribute("entryName").equals("the Seahawk")) {
					shipAt = i;
					ship = slot;
					assertEquals("K12", stack.getAttribute("location"), "the ship stands on its centre hex");
					assertEquals(1, pieces.getLength(), "the ship stacks with no one");
				} else if (slot.getAttribute("entryName").equals("Osric")) {
					steersmanAt = i;
				}
			}
		}
		assertNotNull(ship, "the galiote is a piece");
		assertTrue(shipAt < steersmanAt, "the ship is set up before, so under, the crew on its deck");
		String text = ship.getTextContent();
		assertTrue(text.contains("rotate;6;"), "players turn it a sixth at a time: " + text);
		assertTrue(text.contains("immob;Z;I"), "it does not stack and moves only when selected: " + text);
		PieceText piece = PieceText.read(text);
		BufferedImage image = ImageIO.read(new ByteArrayInputStream(zip.get("images/" + piece.shown())));
		BufferedImage board = ImageIO.read(new ByteArrayInputStream(zip.get("images/" + mainBoard(build).getAttribute("image"))));
		Scenario scenario = load("sea-fight.scenario");
		MapPainter painter = MapPainter.of(org.banneret.model.map.Board.of(scenario));
		double hexPixels = painter.layout().flatToFlat() * board.getWidth() / painter.width();
		// The galiote lies north-south over three columns, its bow three hexes ahead of its centre; the
		// image is centred on the centre hex, so that VASSAL turns it about that hex: 2 x 3.5 hexes high.
		assertTrue(image.getHeight() > 6.5 * hexPixels && image.getHeight() < 7.5 * hexPixels, image.getHeight() + " px for " + hexPixels);
		assertTrue(image.getWidth() > 2.2 * hexPixels && image.getWidth() < 3.5 * hexPixels, image.getWidth() + " px for " + hexPixels);
		assertEquals(0, image.getRGB(0, 0) >>> 24, "the sea around the hull is transparent");
		NodeList slots = build.getElementsByTagName(V + "widget.PieceSlot");
		for (int i = 0; i < slots.getLength(); i++) {
			Element slot = (Element) slots.item(i);
			if (slot.getAttribute("entryName").equals("the Seahawk")) {
				assertTrue(slot.getTextContent().contains("rotate;6;"), "the palette offers the ship as the board shows it, too");
			}
		}
		assertEquals(255, image.getRGB(image.getWidth() / 2, image.getHeight() / 2) >>> 24, "the centre hex is drawn");
	}

	@Test
	void theSameScenarioGivesTheSameBytes() throws Exception {
		Path first = folder.resolve("first.vmod");
		Path second = folder.resolve("second.vmod");
		for (Path out : List.of(first, second)) {
			assertEquals(BanneretCli.OK, new BanneretCli(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
					new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).run("export",
							folder.resolve("stirling.scenario").toString(), "--format", "vmod", "-o", out.toString()));
		}
		assertTrue(java.util.Arrays.equals(Files.readAllBytes(first), Files.readAllBytes(second)));
	}

	@Test
	void aMapIsNotAModule() throws Exception {
		ByteArrayOutputStream errors = new ByteArrayOutputStream();
		int status = new BanneretCli(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
				new PrintStream(errors, true, StandardCharsets.UTF_8)).run("export", folder.resolve("stirling.hexmap").toString(), "--format", "vmod");
		assertEquals(BanneretCli.USAGE, status);
		assertTrue(errors.toString(StandardCharsets.UTF_8).contains("a VASSAL module is made from a .scenario"), errors.toString(StandardCharsets.UTF_8));
	}

	/** A piece slot's text read back as VASSAL's decoder reads it: the image and name of the basic piece, the layer's images, the gpid. */
	private record PieceText(String name, String gpid, List<String> images, String shown) {

		static PieceText read(String text) {
			List<String> command = split(text, '/');
			assertEquals(List.of("+", "null"), command.subList(0, 2), text);
			List<String> images = new ArrayList<>();
			String shown = null;
			String type = command.get(2);
			String state = command.get(3);
			while (!type.startsWith("piece;")) { // a trait: its own part, then the inner piece as one field
				List<String> traits = split(type, '\t');
				List<String> states = split(state, '\t');
				assertEquals(2, traits.size(), type);
				if (traits.get(0).startsWith("emb2;")) {
					List<String> fields = split(traits.get(0).substring(5), ';');
					assertEquals(33, fields.size(), "a Layer's 33 fields");
					List<String> levels = split(fields.get(15), ',');
					levels.stream().filter(s -> !s.isEmpty()).forEach(images::add);
					assertTrue(Set.of("1", "2").contains(states.get(0)), "the layer shows a face: " + states.get(0));
					String level = levels.get(Integer.parseInt(states.get(0)) - 1);
					shown = level.isEmpty() ? null : level;
				}
				type = traits.get(1);
				state = states.get(1);
			}
			List<String> basic = split(type.substring(6), ';');
			images.add(basic.get(2));
			List<String> basicState = split(state, ';');
			return new PieceText(basic.get(3), basicState.get(3), images, shown != null ? shown : basic.get(2));
		}

		/** VASSAL's SequenceEncoder.Decoder: a backslash before a delimiter keeps it in the field; a field in single quotes loses them. */
		static List<String> split(String text, char delimiter) {
			List<String> fields = new ArrayList<>();
			StringBuilder field = new StringBuilder();
			for (int i = 0; i < text.length(); i++) {
				char c = text.charAt(i);
				if (c == delimiter && i > 0 && text.charAt(i - 1) == '\\') {
					field.setLength(field.length() - 1);
					field.append(c);
				} else if (c == delimiter) {
					fields.add(unquote(field.toString()));
					field.setLength(0);
				} else {
					field.append(c);
				}
			}
			fields.add(unquote(field.toString()));
			return fields;
		}

		private static String unquote(String field) {
			return field.length() > 1 && field.startsWith("'") && field.endsWith("'") ? field.substring(1, field.length() - 1) : field;
		}
	}

	private static VassalGrid gridOf(Document build) {
		return gridOf(only(build, V + "module.map.boardPicker.board.HexGrid"));
	}

	private static VassalGrid gridOf(Element grid) {
		Element n = only(grid, V + "module.map.boardPicker.board.mapgrid.HexGridNumbering");
		String format = n.getAttribute("locationFormat");
		VassalGrid.Numbering numbering = new VassalGrid.Numbering(n.getAttribute("first").charAt(0), n.getAttribute("hType").charAt(0),
				n.getAttribute("vType").charAt(0), Integer.parseInt(n.getAttribute("hLeading")), Integer.parseInt(n.getAttribute("vLeading")),
				Integer.parseInt(n.getAttribute("hOff")), Integer.parseInt(n.getAttribute("vOff")), format.substring(0, format.indexOf('$')));
		int shift = 0; // unused by centreOf and name
		return new VassalGrid(Boolean.parseBoolean(grid.getAttribute("sideways")), Double.parseDouble(grid.getAttribute("dx")),
				Double.parseDouble(grid.getAttribute("dy")), Integer.parseInt(grid.getAttribute("x0")), Integer.parseInt(grid.getAttribute("y0")), shift,
				numbering);
	}

	private Map<String, byte[]> export(String name) throws IOException {
		Path vmod = folder.resolve(name.replace(".scenario", ".vmod"));
		ByteArrayOutputStream errors = new ByteArrayOutputStream();
		int status = new BanneretCli(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
				new PrintStream(errors, true, StandardCharsets.UTF_8)).run("export", folder.resolve(name).toString(), "--format", "vmod", "-o",
						vmod.toString());
		assertEquals(BanneretCli.OK, status, () -> errors.toString(StandardCharsets.UTF_8));
		Map<String, byte[]> entries = new HashMap<>();
		try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(vmod))) {
			for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
				entries.put(entry.getName(), zip.readAllBytes());
			}
		}
		return entries;
	}

	private Scenario load(String name) throws Exception {
		LanguageFileSet files = new LanguageFileSet(BanneretIdeSetup.injector().getInstance(XtextResourceSet.class));
		files.load(List.of(folder.resolve(name)));
		return (Scenario) files.inputs().get(0).getContents().get(0);
	}

	/** The board with the hex grid: the map's, not the reinforcements'. */
	private static Element mainBoard(Document build) {
		return (Element) only(build, V + "module.map.boardPicker.board.HexGrid").getParentNode();
	}

	private static Element only(Document document, String tag) {
		return only(document.getDocumentElement(), tag);
	}

	private static Element only(Element parent, String tag) {
		NodeList found = parent.getElementsByTagName(tag);
		assertEquals(1, found.getLength(), tag);
		return (Element) found.item(0);
	}

	private static Document parse(byte[] xml) throws Exception {
		DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
		factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
		factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
		return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
	}
}
