package org.banneret.interop.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.imageio.ImageIO;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;

import org.banneret.cli.BanneretCli;
import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.LanguageFileSet;
import org.banneret.interop.tiled.TiledGrid;
import org.banneret.model.HexMap;
import org.banneret.model.TerrainType;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.map.MapGeometry;
import org.banneret.render.MapLook;
import org.banneret.render.Rgb;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every example map written as a Tiled map from the command line: the TMX's grid and its terrain
 * layer hold the map's terrain hex for hex, and Tiled's own renderer, tmxrasterizer, draws each
 * hex in its terrain's colour where Banneret's geometry puts it.
 */
class TmxExportTest {

	@TempDir
	Path folder;

	static Stream<String> maps() {
		return Stream.of("stirling.hexmap", "bannockburn1314.hexmap", "falkirk.hexmap", "prelude.hexmap", "castle.hexmap", "village.hexmap",
				"estuary.hexmap");
	}

	@BeforeEach
	void copyExamples() throws IOException {
		ExampleFiles.copy(folder, "*.*");
	}

	@ParameterizedTest
	@MethodSource("maps")
	void theTerrainLayerHoldsEachHexsTerrain(String name) throws Exception {
		Path tmx = export(name);
		HexMap map = load(name);
		MapGeometry geometry = MapGeometry.of(map);
		Element root = parse(tmx).getDocumentElement();
		assertEquals("hexagonal", root.getAttribute("orientation"));
		assertEquals(map.getGrid().getColumns(), Integer.parseInt(root.getAttribute("width")));
		assertEquals(map.getGrid().getRows(), Integer.parseInt(root.getAttribute("height")));
		assertEquals(map.getGrid().getOrientation() == org.banneret.model.GridOrientation.FLAT ? "x" : "y", root.getAttribute("staggeraxis"));
		Element tilesetReference = (Element) root.getElementsByTagName("tileset").item(0);
		Map<Integer, String> terrainOfGid = terrainOfGid(parse(tmx.resolveSibling(tilesetReference.getAttribute("source"))),
				Integer.parseInt(tilesetReference.getAttribute("firstgid")));
		String[] gids = layer(root, "terrain").strip().split("\\s*,\\s*");
		assertEquals(map.getGrid().getColumns() * map.getGrid().getRows(), gids.length);
		for (int row = 0; row < map.getGrid().getRows(); row++) {
			for (int column = 0; column < map.getGrid().getColumns(); column++) {
				TerrainType expected = geometry.terrainAt(geometry.layout().toHex(new OffsetCoord(column, row)));
				int gid = Integer.parseInt(gids[column + row * map.getGrid().getColumns()]);
				assertEquals(expected.getName(), terrainOfGid.get(gid), name + " column " + column + " row " + row);
			}
		}
		assertTrue(Files.isRegularFile(tmx.resolveSibling(tmx.getFileName().toString().replace(".tmx", "-tiles/terrain-0.png"))));
	}

	@ParameterizedTest
	@MethodSource("maps")
	void tiledsRendererDrawsEachHexInItsTerrainsColour(String name) throws Exception {
		Path tmx = export(name);
		BufferedImage image = terrainDrawnByTiled(tmx, folder.resolve(name + ".png"));
		HexMap map = load(name);
		MapGeometry geometry = MapGeometry.of(map);
		TiledGrid grid = TiledGrid.of(map.getGrid());
		int matching = 0;
		int total = 0;
		for (int row = 0; row < map.getGrid().getRows(); row++) {
			for (int column = 0; column < map.getGrid().getColumns(); column++) {
				Hex hex = geometry.layout().toHex(new OffsetCoord(column, row));
				double[] centre = grid.centre(column, row);
				Rgb expected = MapLook.terrain(geometry.terrainAt(hex));
				int rgb = image.getRGB((int) centre[0], (int) centre[1]);
				total++;
				if (Math.abs((rgb >> 16 & 0xff) - expected.red()) + Math.abs((rgb >> 8 & 0xff) - expected.green())
						+ Math.abs((rgb & 0xff) - expected.blue()) <= 12) {
					matching++;
				}
			}
		}
		assertEquals(total, matching, name + ": hexes in their terrain's colour in Tiled's rendering");
	}

	/**
	 * A scenario on two sheets is a Tiled world of two maps, each where its map line lays it:
	 * Tiled's own renderer draws the world with each hex of both sheets in its terrain's colour.
	 */
	@org.junit.jupiter.api.Test
	void aBoardOfTwoSheetsIsATiledWorldThatTiledDrawsWhole() throws Exception {
		Path asked = folder.resolve("village-assault.tmx");
		ByteArrayOutputStream errors = new ByteArrayOutputStream();
		ByteArrayOutputStream said = new ByteArrayOutputStream();
		int status = new BanneretCli(new PrintStream(said, true, StandardCharsets.UTF_8), new PrintStream(errors, true, StandardCharsets.UTF_8))
				.run("export", folder.resolve("village-assault.scenario").toString(), "--format", "tmx", "-o", asked.toString());
		assertEquals(BanneretCli.OK, status, () -> errors.toString(StandardCharsets.UTF_8));
		Path world = folder.resolve("village-assault.world");
		assertTrue(errors.toString(StandardCharsets.UTF_8).contains("a Tiled world of 2 maps"), errors.toString(StandardCharsets.UTF_8));
		assertTrue(java.nio.file.Files.exists(folder.resolve("village-assault-castle.tmx")));
		assertTrue(java.nio.file.Files.exists(folder.resolve("village-assault-village.tmx")));
		BufferedImage image = terrainDrawnByTiled(world, folder.resolve("world.png"));
		HexMap castle = load("castle.hexmap");
		HexMap village = load("village.hexmap");
		TiledGrid grid = TiledGrid.of(castle.getGrid());
		int matching = 0;
		int total = 0;
		for (HexMap map : List.of(castle, village)) {
			MapGeometry geometry = MapGeometry.of(map);
			int left = map == village ? 26 * grid.columnWidth() : 0;
			for (int row = 0; row < map.getGrid().getRows(); row++) {
				for (int column = 0; column < map.getGrid().getColumns(); column++) {
					Hex hex = geometry.layout().toHex(new OffsetCoord(column, row));
					double[] centre = grid.centre(column, row);
					Rgb expected = MapLook.terrain(geometry.terrainAt(hex));
					int rgb = image.getRGB(left + (int) centre[0], (int) centre[1]);
					total++;
					if (Math.abs((rgb >> 16 & 0xff) - expected.red()) + Math.abs((rgb >> 8 & 0xff) - expected.green())
							+ Math.abs((rgb & 0xff) - expected.blue()) <= 12) {
						matching++;
					}
				}
			}
		}
		assertEquals(total, matching, "hexes of both sheets in their terrain's colour where the world lays them");
	}

	/** A Tiled map or world as Tiled's own tmxrasterizer draws its terrain layer, with no display. */
	private static BufferedImage terrainDrawnByTiled(Path mapOrWorld, Path png) throws Exception {
		ProcessBuilder tmxrasterizer = new ProcessBuilder("tmxrasterizer", "--hide-layer", "elevation", "--hide-layer", "paths", "--hide-layer",
				"regions", "--hide-layer", "features", "--hide-layer", "hexsides", mapOrWorld.toString(), png.toString()).redirectErrorStream(true);
		tmxrasterizer.environment().put("QT_QPA_PLATFORM", "offscreen"); // no display needed
		Process tiled = tmxrasterizer.start();
		tiled.getOutputStream().close();
		String output = new String(tiled.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(tiled.waitFor(120, TimeUnit.SECONDS));
		assertEquals(0, tiled.exitValue(), output);
		return ImageIO.read(png.toFile());
	}

	private Path export(String name) {
		Path tmx = folder.resolve(name.replace(".hexmap", ".tmx"));
		ByteArrayOutputStream errors = new ByteArrayOutputStream();
		int status = new BanneretCli(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
				new PrintStream(errors, true, StandardCharsets.UTF_8)).run("export", folder.resolve(name).toString(), "--format", "tmx", "-o",
						tmx.toString());
		assertEquals(BanneretCli.OK, status, () -> errors.toString(StandardCharsets.UTF_8));
		return tmx;
	}

	private HexMap load(String name) throws Exception {
		LanguageFileSet files = new LanguageFileSet(BanneretIdeSetup.injector().getInstance(XtextResourceSet.class));
		files.load(List.of(folder.resolve(name)));
		return (HexMap) files.inputs().get(0).getContents().get(0);
	}

	private static Document parse(Path file) throws Exception {
		DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
		factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
		factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
		return factory.newDocumentBuilder().parse(file.toFile());
	}

	private static String layer(Element map, String name) {
		NodeList layers = map.getElementsByTagName("layer");
		for (int i = 0; i < layers.getLength(); i++) {
			Element layer = (Element) layers.item(i);
			if (layer.getAttribute("name").equals(name)) {
				return layer.getElementsByTagName("data").item(0).getTextContent();
			}
		}
		throw new AssertionError("no layer " + name);
	}

	/** The terrain each global tile id stands for, from the tileset's tile properties. */
	private static Map<Integer, String> terrainOfGid(Document tileset, int firstGid) {
		Map<Integer, String> terrains = new HashMap<>();
		NodeList tiles = tileset.getElementsByTagName("tile");
		for (int i = 0; i < tiles.getLength(); i++) {
			Element tile = (Element) tiles.item(i);
			NodeList properties = tile.getElementsByTagName("property");
			for (int p = 0; p < properties.getLength(); p++) {
				Element property = (Element) properties.item(p);
				if (property.getAttribute("name").equals("terrain")) {
					terrains.put(firstGid + Integer.parseInt(tile.getAttribute("id")), property.getAttribute("value"));
				}
			}
		}
		return terrains;
	}
}
