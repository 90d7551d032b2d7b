package org.banneret.publish.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.banneret.cli.BanneretCli;
import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.BuiltInResources;
import org.banneret.model.HexMap;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.PixelPoint;
import org.banneret.publish.CounterSheets;
import org.banneret.publish.Exports;
import org.banneret.publish.Paper;
import org.banneret.publish.Progress;
import org.banneret.render.MapLayers;
import org.banneret.render.MapLook;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.render.java2d.Java2DPainter;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** The exports as a publisher runs them from the command line, on the shipped examples, read back with PDFBox and ImageIO. */
class ExportTest {

	private static final double MM = 72 / 25.4;

	@TempDir
	Path folder;

	private final ByteArrayOutputStream errors = new ByteArrayOutputStream();

	@BeforeEach
	void copyExamples() throws IOException {
		copy("org.banneret.examples", "/", "*.*");
		copy("org.banneret.gamesystems", "/gamesystems", "*.gamesystem");
	}

	@Test
	void aMapPrintsOnOneSheetAtTrueScaleWithItsHexLabelsAsText() throws IOException {
		Path pdf = folder.resolve("stirling.pdf");
		assertEquals(BanneretCli.OK, run("export", file("stirling.hexmap"), "--format", "pdf", "-o", pdf.toString()), this::errors);
		MapPainter painter = painter("stirling.hexmap");
		try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
			assertEquals(1, document.getNumberOfPages());
			PDPage page = document.getPage(0);
			assertEquals((painter.width() + 16) * MM, page.getMediaBox().getWidth(), 0.1);
			assertEquals((painter.height() + 16) * MM, page.getMediaBox().getHeight(), 0.1);
			String text = new PDFTextStripper().getText(document);
			Hex first = painter.visibleHexes(0, 0, painter.width(), painter.height()).get(0);
			assertTrue(text.contains(painter.geometry().label(first)), () -> "no label " + painter.geometry().label(first) + " in " + text);
			assertTrue(text.contains("Print at 100%"), text);
		}
	}

	@Test
	void aLargeMapIsTiledOverA4WithAnAssemblyDiagramFirst() throws IOException {
		Path pdf = folder.resolve("bannockburn.pdf");
		assertEquals(BanneretCli.OK, run("export", file("bannockburn1314.hexmap"), "--tile", "--paper", "a4", "--overlap", "15", "-o", pdf.toString()),
				this::errors);
		MapPainter painter = painter("bannockburn1314.hexmap");
		try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
			int pages = document.getNumberOfPages();
			assertTrue(pages > 2, "pages: " + pages);
			for (PDPage page : document.getPages()) {
				float width = page.getMediaBox().getWidth();
				float height = page.getMediaBox().getHeight();
				assertEquals(210 * MM, Math.min(width, height), 0.1);
				assertEquals(297 * MM, Math.max(width, height), 0.1);
			}
			PDFTextStripper stripper = new PDFTextStripper();
			stripper.setStartPage(1);
			stripper.setEndPage(1);
			assertTrue(stripper.getText(document).contains("how the sheets go together"));
			stripper.setStartPage(2);
			stripper.setEndPage(2);
			assertTrue(stripper.getText(document).contains("sheet A1"));
			// Every sheet but the diagram shows some of the map, and together they show every hex's label.
			stripper.setStartPage(2);
			stripper.setEndPage(pages);
			String text = stripper.getText(document);
			for (Hex hex : painter.visibleHexes(0, 0, painter.width(), painter.height())) {
				assertTrue(text.contains(painter.geometry().label(hex)), "no sheet shows " + painter.geometry().label(hex));
			}
		}
	}

	@Test
	void aSetUpPrintsItsCountersAndAreasOverTheMap() throws IOException {
		Path pdf = folder.resolve("setup.pdf");
		assertEquals(BanneretCli.OK, run("export", file("bannockburn1314.scenario"), "-o", pdf.toString()), this::errors);
		try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
			assertEquals(1, document.getNumberOfPages());
			String text = new PDFTextStripper().getText(document);
			// A leader's counter by its name, and an area placement's counter by its values (no placed counter shows "2 [0]").
			for (String expected : List.of("Edward Br", "Randolph", "2 [0]", ": set-up")) {
				assertTrue(text.contains(expected), () -> expected + " is not in the set-up's text");
			}
		}
	}

	@Test
	void aScenarioOnTwoSheetsPrintsTheWholeBoardTiledOverA4() throws IOException {
		Path pdf = folder.resolve("village-assault-setup.pdf");
		assertEquals(BanneretCli.OK, run("export", file("village-assault.scenario"), "--what", "setup", "--tile", "--paper", "a4",
				"-o", pdf.toString()), this::errors);
		try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
			assertTrue(document.getNumberOfPages() > 4, "pages: " + document.getNumberOfPages());
			PDFTextStripper stripper = new PDFTextStripper();
			stripper.setStartPage(2);
			String text = stripper.getText(document);
			// Both sheets' names, the castle's and the village's own hex labels, and counters on both sheets.
			for (String expected : List.of("castle: The border castle", "village: The village", "Z24", "X20", "Gianni", "Roland")) {
				assertTrue(text.contains(expected), () -> expected + " is not on any page of the board");
			}
		}
	}

	@Test
	void theSetUpCardReadsLikeTheRulebooksScenarioPage() throws IOException {
		Path pdf = folder.resolve("card.pdf");
		assertEquals(BanneretCli.OK, run("export", file("bannockburn1314.scenario"), "--what", "card", "-o", pdf.toString()), this::errors);
		try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
			assertTrue(document.getNumberOfPages() >= 1);
			assertEquals(210 * MM, document.getPage(0).getMediaBox().getWidth(), 0.1);
			String text = new PDFTextStripper().getText(document);
			for (String expected : List.of("Bannockburn 1314, 24 June 1314", "turns 4 to 20", "Edward Bruce (leader)", "11 x INF [0]", "1921(2)",
					"Has the initiative", "Automatic victory: all English leaders are killed", "English reserve:", "enters at 2930, 3330, 3730 (12 a turn)",
					"English Player has reserve of 45 infantry units")) {
				assertTrue(text.contains(expected), () -> expected + " is not on the card:\n" + text);
			}
		}
	}

	@Test
	void theOrderOfBattleCountsEachSidesCounters() throws IOException {
		Path pdf = folder.resolve("oob.pdf");
		assertEquals(BanneretCli.OK, run("export", file("falkirk.scenario"), "--what", "oob", "-o", pdf.toString()), this::errors);
		try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
			String text = new PDFTextStripper().getText(document);
			assertTrue(text.contains("Strength") && text.contains("Set-up"), text);
			assertTrue(text.matches("(?s).*\\d+ counters in \\d+ rows\\..*"), text);
		}
	}

	@Test
	void anSvgIsValidXmlMeasuredInMillimetres() throws Exception {
		Path svg = folder.resolve("castle.svg");
		assertEquals(BanneretCli.OK, run("export", file("castle.hexmap"), "--format", "svg", "-o", svg.toString()), this::errors);
		MapPainter painter = painter("castle.hexmap");
		org.w3c.dom.Element root = DocumentBuilderFactory.newDefaultInstance().newDocumentBuilder().parse(svg.toFile()).getDocumentElement();
		assertEquals("svg", root.getTagName());
		String[] viewBox = root.getAttribute("viewBox").split(" ");
		assertEquals(4, viewBox.length);
		assertEquals(painter.width() + 16, Double.parseDouble(viewBox[2]), 0.01);
		assertEquals(painter.height() + 16, Double.parseDouble(viewBox[3]), 0.01);
		assertEquals(viewBox[2] + "mm", root.getAttribute("width"));
		assertTrue(Files.readString(svg).contains(">" + painter.geometry().label(painter.visibleHexes(0, 0, 1000, 1000).get(0)) + "<"));
	}

	@Test
	void aPngHasItsPixelSizeAndEachHexItsTerrainsColour() throws IOException {
		Path png = folder.resolve("village.png");
		assertEquals(BanneretCli.OK, run("export", file("village.hexmap"), "--format", "png", "--dpi", "100", "--no-labels", "--no-regions",
				"--no-elevation", "-o", png.toString()), this::errors);
		MapPainter painter = painter("village.hexmap");
		BufferedImage image = ImageIO.read(png.toFile());
		double pixelsPerMm = 100 / 25.4;
		assertEquals((int) Math.ceil((painter.width() + 16) * pixelsPerMm), image.getWidth());
		assertEquals((int) Math.ceil((painter.height() + 16) * pixelsPerMm), image.getHeight());
		int plain = 0;
		List<Hex> hexes = painter.visibleHexes(0, 0, painter.width(), painter.height());
		for (Hex hex : hexes) {
			// Halfway between the centre and a corner: clear of the symbols drawn at the centre.
			PixelPoint centre = painter.centre(hex);
			double[] corners = painter.outline(hex);
			int x = (int) Math.round((8 + (centre.x() * 3 + corners[6]) / 4) * pixelsPerMm);
			int y = (int) Math.round((8 + (centre.y() * 3 + corners[7]) / 4) * pixelsPerMm);
			int rgb = image.getRGB(x, y);
			Rgb expected = MapLook.terrain(painter.terrainAt(hex));
			if (Math.abs((rgb >> 16 & 0xff) - expected.red()) <= 6 && Math.abs((rgb >> 8 & 0xff) - expected.green()) <= 6
					&& Math.abs((rgb & 0xff) - expected.blue()) <= 6) {
				plain++;
			}
		}
		assertTrue(plain > hexes.size() * 0.6, plain + " of " + hexes.size() + " hexes show their terrain's colour");
	}

	@Test
	void aLargePngDrawnInBandsIsTheSamePictureAsOneDrawnWhole() throws IOException {
		// 200 dpi makes the Bannockburn map over 16 million pixels: more than one band.
		Path png = folder.resolve("large.png");
		assertEquals(BanneretCli.OK, run("export", file("bannockburn1314.hexmap"), "--format", "png", "--dpi", "200", "--no-labels", "-o", png.toString()),
				this::errors);
		BufferedImage banded = ImageIO.read(png.toFile());
		assertTrue((long) banded.getWidth() * banded.getHeight() > 16_000_000L, banded.getWidth() + " x " + banded.getHeight());
		MapPainter painter = painter("bannockburn1314.hexmap");
		double pixelsPerMm = 200 / 25.4;
		BufferedImage whole = new BufferedImage(banded.getWidth(), banded.getHeight(), BufferedImage.TYPE_INT_RGB);
		java.awt.Graphics2D graphics = whole.createGraphics();
		graphics.setColor(java.awt.Color.WHITE);
		graphics.fillRect(0, 0, whole.getWidth(), whole.getHeight());
		Java2DPainter java2d = new Java2DPainter(graphics, pixelsPerMm);
		graphics.translate(8, 8);
		painter.paint(java2d, -8, -8, painter.width() + 16, painter.height() + 16, MapLayers.ALL.withLabels(false));
		graphics.dispose();
		long differing = 0;
		int top = (int) (8 * pixelsPerMm);
		int bottom = (int) ((8 + painter.height()) * pixelsPerMm);
		for (int y = top; y < bottom; y++) {
			for (int x = 0; x < whole.getWidth(); x++) {
				int a = banded.getRGB(x, y);
				int b = whole.getRGB(x, y);
				if (Math.abs((a >> 16 & 0xff) - (b >> 16 & 0xff)) + Math.abs((a >> 8 & 0xff) - (b >> 8 & 0xff)) + Math.abs((a & 0xff) - (b & 0xff)) > 24) {
					differing++;
				}
			}
		}
		long total = (long) (bottom - top) * whole.getWidth();
		assertTrue(differing < total / 1000, differing + " of " + total + " pixels differ");
	}

	@Test
	void counterSheetsPrintFrontsThenMirroredBacks() throws IOException {
		Path pdf = folder.resolve("medieval-counters.pdf");
		assertEquals(BanneretCli.OK, run("export", file("medieval.gamesystem"), "--what", "counters", "--counter-size", "5/8in", "-o", pdf.toString()),
				this::errors);
		try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
			assertEquals(0, document.getNumberOfPages() % 2);
			float width = document.getPage(0).getMediaBox().getWidth();
			List<float[]> front = words(document, 1, "Infantry");
			List<float[]> back = words(document, 2, "Infantry");
			assertFalse(front.isEmpty(), "no infantry counter on the fronts");
			assertEquals(front.size(), back.size());
			// The back of each counter lies behind its front when the sheet turns on its long edge.
			Collections.sort(front, (a, b) -> Float.compare(a[1] * 10000 + a[0], b[1] * 10000 + b[0]));
			Collections.sort(back, (a, b) -> Float.compare(a[1] * 10000 - a[0], b[1] * 10000 - b[0]));
			for (int i = 0; i < front.size(); i++) {
				assertEquals(width - front.get(i)[0], back.get(i)[0], 0.5, "counter " + i);
				assertEquals(front.get(i)[1], back.get(i)[1], 0.5, "counter " + i);
			}
		}
		CounterSheets sheets = new CounterSheets("t", List.of(), CounterSheets.Options.of(Paper.LETTER, 19.05));
		for (int column = 0; column < 3; column++) {
			assertEquals(Paper.LETTER.width() - sheets.centre(column, 1, false)[0], sheets.centre(column, 1, true)[0], 1e-9);
		}
	}

	@Test
	void aScenariosCountersCountItsForces() throws IOException {
		Path pdf = folder.resolve("falkirk-counters.pdf");
		assertEquals(BanneretCli.OK, run("export", file("falkirk.scenario"), "--what", "counters", "-o", pdf.toString()), this::errors);
		try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
			assertTrue(document.getNumberOfPages() >= 2);
			String text = new PDFTextStripper().getText(document);
			assertTrue(text.contains("fronts") && text.contains("backs"), text);
		}
	}

	@Test
	void theSameInputGivesTheSameBytes() throws IOException {
		for (String format : List.of("pdf", "svg", "png")) {
			Path first = folder.resolve("first." + format);
			Path second = folder.resolve("second." + format);
			assertEquals(BanneretCli.OK, run("export", file("estuary.hexmap"), "--format", format, "-o", first.toString()), this::errors);
			assertEquals(BanneretCli.OK, run("export", file("estuary.hexmap"), "--format", format, "-o", second.toString()), this::errors);
			assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second), format);
		}
		Path first = folder.resolve("first-counters.pdf");
		Path second = folder.resolve("second-counters.pdf");
		run("export", file("medieval.gamesystem"), "-o", first.toString());
		run("export", file("medieval.gamesystem"), "-o", second.toString());
		assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));
	}

	@Test
	void badArgumentsGiveOneLineAndStatusTwo() throws IOException {
		String map = file("stirling.hexmap");
		for (List<String> args : List.of(List.of("--paper", "b5"), List.of("--bleed", "-3"), List.of("--format", "tiff"), List.of("--dpi", "many"),
				List.of("--counter-size", "big"), List.of("--counter-size", "7/3in"), List.of("--counter-size", "3mm"), List.of("--what", "poster"), List.of("--overlap", "10"), List.of("--frobnicate"))) {
			errors.reset();
			List<String> command = new ArrayList<>(List.of("export", map));
			command.addAll(args);
			assertEquals(BanneretCli.USAGE, run(command.toArray(String[]::new)), () -> args + ": " + errors());
			assertEquals(1, errors().lines().count(), () -> args + ": " + errors());
			assertTrue(errors().startsWith("banneret export: "), errors());
		}
		assertFalse(Files.exists(folder.resolve("stirling-map.pdf")));
	}

	@Test
	void aMapTooLargeForItsPaperSaysToTileIt() throws IOException {
		assertEquals(BanneretCli.ERRORS, run("export", file("bannockburn1314.hexmap"), "--paper", "a4"));
		assertTrue(errors().contains("does not fit on A4") && errors().contains("--tile"), errors());
		assertFalse(Files.exists(folder.resolve("bannockburn1314-map.pdf")));
	}

	@Test
	void aScenarioWithRuleErrorsStillExportsWithAWarning() throws IOException {
		Path scenario = folder.resolve("falkirk.scenario");
		String text = Files.readString(scenario);
		// Over-stack the first hex placement a hundredfold: a rule error, not a syntax error.
		Files.writeString(scenario, text.replaceFirst("(?m)^(\\s+)\\d+ x INF", "$1100 x INF"));
		assertEquals(BanneretCli.OK, run("export", scenario.toString(), "-o", folder.resolve("out.pdf").toString()), this::errors);
		assertTrue(errors().contains("warning:") && errors().contains("error(s)"), errors());
		assertTrue(Files.exists(folder.resolve("out.pdf")));
	}

	@Test
	void aSyntaxErrorIsReportedAtItsPlaceAndNothingIsWritten() throws IOException {
		Path scenario = folder.resolve("falkirk.scenario");
		Files.writeString(scenario, Files.readString(scenario) + "\ngarbage typed here\n");
		assertEquals(BanneretCli.ERRORS, run("export", scenario.toString(), "-o", folder.resolve("broken.pdf").toString()));
		assertTrue(errors().matches("(?s)banneret export: .*falkirk.scenario:\\d+:\\d+: .*"), errors());
		assertFalse(Files.exists(folder.resolve("broken.pdf")));
	}

	@Test
	void aCancelledExportWritesNothing() throws IOException {
		HexMap map = (HexMap) load("bannockburn1314.hexmap");
		Path out = folder.resolve("cancelled.pdf");
		Exports.Request request = new Exports.Request(Exports.What.MAP, Exports.Format.PDF, Paper.A4, true, 20, 0, false, 150, 0, 15.875, MapLayers.ALL);
		assertThrows(Progress.Cancelled.class, () -> Exports.export(map, request, out, 1, new Progress() {
			private int pages;

			@Override
			public void pages(int done, int total) {
				pages = done;
			}

			@Override
			public boolean cancelled() {
				return pages >= 2;
			}
		}));
		assertFalse(Files.exists(out));
	}

	/** The positions (x, y from the page's top, in points) of the centres of a word's occurrences on one page. */
	private static List<float[]> words(PDDocument document, int page, String word) throws IOException {
		List<float[]> found = new ArrayList<>();
		PDFTextStripper stripper = new PDFTextStripper() {
			@Override
			protected void writeString(String text, List<TextPosition> positions) {
				int at = text.indexOf(word);
				if (at >= 0 && text.strip().equals(word)) {
					TextPosition first = positions.get(at);
					TextPosition last = positions.get(at + word.length() - 1);
					found.add(new float[] { (first.getXDirAdj() + last.getXDirAdj() + last.getWidthDirAdj()) / 2, first.getYDirAdj() });
				}
			}
		};
		stripper.setStartPage(page);
		stripper.setEndPage(page);
		stripper.getText(document);
		return found;
	}

	private int run(String... args) {
		PrintStream err = new PrintStream(errors, true, StandardCharsets.UTF_8);
		return new BanneretCli(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), err).run(args);
	}

	private String errors() {
		return errors.toString(StandardCharsets.UTF_8);
	}

	/** Pieces and areas are keyed by their unit's place in the model, which the editor finds the unit by. */
	@Test
	void piecesAreKeyedByTheirUnitsPlaceInTheModel() {
		int pieces = 0;
		for (String name : List.of("bannockburn1314.scenario", "stirling.scenario", "assault.scenario", "freesetup.scenario")) {
			org.banneret.model.Scenario scenario = (org.banneret.model.Scenario) load(name);
			HexMap map = org.banneret.rules.Setup.mapOf(scenario);
			var layout = new org.banneret.setup.SetupLayout(new MapPainter(map), scenario,
					new org.banneret.rules.Setup(scenario, java.util.Map.of()));
			for (var piece : layout.pieces()) {
				assertEquals(EcoreUtil.getURI(piece.unit()).fragment(), piece.key());
				assertEquals(piece.unit(), scenario.eResource().getEObject(piece.key()));
				pieces++;
			}
			for (var area : layout.areas()) {
				assertEquals(EcoreUtil.getURI(area.unit()).fragment(), area.key());
			}
		}
		assertTrue(pieces > 50, pieces + " pieces");
	}

	private String file(String name) {
		return folder.resolve(name).toString();
	}

	private MapPainter painter(String name) {
		return new MapPainter((HexMap) load(name));
	}

	private org.eclipse.emf.ecore.EObject load(String name) {
		XtextResourceSet resourceSet = BanneretIdeSetup.injector().getInstance(XtextResourceSet.class);
		try (java.util.stream.Stream<Path> files = Files.list(folder)) {
			files.filter(f -> f.toString().matches(".*\\.(hexmap|scenario|gamesystem)"))
					.forEach(f -> resourceSet.getResource(URI.createFileURI(f.toString()), true));
		} catch (IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
		BuiltInResources.addTo(resourceSet);
		Resource resource = resourceSet.getResource(URI.createFileURI(folder.resolve(name).toString()), true);
		EcoreUtil.resolveAll(resourceSet);
		return resource.getContents().get(0);
	}

	/** Copies a bundle's files, flat, into the test's folder: the examples as a user has them on disk. */
	private void copy(String bundleName, String path, String pattern) throws IOException {
		Bundle bundle = java.util.Arrays.stream(FrameworkUtil.getBundle(ExportTest.class).getBundleContext().getBundles())
				.filter(b -> b.getSymbolicName().equals(bundleName)).findFirst().orElseThrow();
		var entries = bundle.findEntries(path, pattern, true);
		while (entries.hasMoreElements()) {
			URL url = entries.nextElement();
			String name = url.getPath().substring(url.getPath().lastIndexOf('/') + 1);
			if (url.getPath().contains("/target/") || url.getPath().contains("/META-INF/") || !name.matches(".*\\.(hexmap|scenario|gamesystem)")) {
				continue;
			}
			try (InputStream in = url.openStream()) {
				Files.copy(in, folder.resolve(name));
			}
		}
	}
}
