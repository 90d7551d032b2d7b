package org.banneret.render.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.banneret.model.HexMap;
import org.banneret.model.MapPath;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.PixelPoint;
import org.banneret.render.MapLayers;
import org.banneret.render.MapLook;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.render.java2d.Java2DPainter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The one renderer draws every example map: each hex in its terrain's colour, on the hex the label names. */
class MapPainterTest {

	private static final double PIXELS_PER_MM = 4;

	static Stream<String> maps() {
		return ExampleMaps.names().stream();
	}

	@ParameterizedTest
	@MethodSource("maps")
	void everyHexIsFilledWithItsTerrain(String path) throws IOException {
		HexMap map = ExampleMaps.load(path);
		MapPainter painter = new MapPainter(map);
		// Without the names, which are drawn over the terrain on backings of their own.
		BufferedImage image = render(painter, new MapLayers(true, false, true, true, true, true, false, false, false));
		new File("target/renders").mkdirs();
		ImageIO.write(render(painter, MapLayers.ALL), "png", new File("target/renders/" + new File(path).getName() + ".png"));

		Set<Hex> crowded = crowdedHexes(map, painter);
		int checked = 0;
		for (Hex hex : painter.visibleHexes(0, 0, painter.width(), painter.height())) {
			if (crowded.contains(hex)) {
				continue;
			}
			// Halfway between the centre and the left corner: away from symbols, roads and hexsides.
			PixelPoint centre = painter.centre(hex);
			double[] corners = painter.outline(hex);
			int x = (int) Math.round((centre.x() * 3 + corners[6]) / 4 * PIXELS_PER_MM);
			int y = (int) Math.round((centre.y() * 3 + corners[7]) / 4 * PIXELS_PER_MM);
			Rgb expected = MapLook.terrain(painter.terrainAt(hex));
			Rgb actual = rgbAt(image, x, y);
			assertTrue(close(expected, actual), () -> painter.geometry().label(hex) + " of " + path + " is " + actual.hex()
					+ ", its terrain " + painter.terrainAt(hex).getName() + " is " + expected.hex());
			checked++;
		}
		assertTrue(checked > painter.visibleHexes(0, 0, painter.width(), painter.height()).size() / 2, "too few hexes were plain");
	}

	/**
	 * The grid's lines are most of the time of drawing a screen, and each chain of hexes stroked
	 * the hexsides it shares with the next chain again: every hexside of every example map is
	 * stroked by one line, and the grid strokes nothing else.
	 */
	@ParameterizedTest
	@MethodSource("maps")
	void theGridStrokesEveryHexsideOnce(String path) {
		MapPainter painter = new MapPainter(ExampleMaps.load(path));
		Recording grid = new Recording();
		painter.paint(grid, 0, 0, painter.width(), painter.height(), new MapLayers(false, false, true, false, false, false, false, false, false));
		java.util.Map<String, Integer> stroked = new java.util.HashMap<>(); // by how many lines (a line may go back along a hexside)
		for (Recording.Stroke stroke : grid.strokes) {
			Set<String> sides = new HashSet<>();
			for (int i = 0; i + 3 < stroke.xy().length; i += 2) {
				sides.add(side(stroke.xy()[i], stroke.xy()[i + 1], stroke.xy()[i + 2], stroke.xy()[i + 3]));
			}
			sides.forEach(side -> stroked.merge(side, 1, Integer::sum));
		}
		Set<String> hexsides = new HashSet<>();
		List<String> notOnce = new java.util.ArrayList<>();
		for (Hex hex : painter.visibleHexes(0, 0, painter.width(), painter.height())) {
			double[] corners = painter.outline(hex);
			for (int k = 0; k < 6; k++) {
				int next = (k + 1) % 6;
				String side = side(corners[2 * k], corners[2 * k + 1], corners[2 * next], corners[2 * next + 1]);
				hexsides.add(side);
				if (stroked.getOrDefault(side, 0) != 1) {
					notOnce.add(painter.geometry().label(hex) + "'s hexside " + k + " " + stroked.getOrDefault(side, 0) + " times");
				}
			}
		}
		assertEquals(List.of(), notOnce.subList(0, Math.min(8, notOnce.size())), notOnce.size() + " hexsides of " + path + " not stroked once");
		assertEquals(hexsides, stroked.keySet(), "the grid strokes hexsides only");
	}

	/** A hexside by its ends, whichever way it is stroked. */
	private static String side(double x1, double y1, double x2, double y2) {
		String a = Math.round(x1 * 1000) + "," + Math.round(y1 * 1000);
		String b = Math.round(x2 * 1000) + "," + Math.round(y2 * 1000);
		return a.compareTo(b) < 0 ? a + "-" + b : b + "-" + a;
	}

	@Test
	void theMapStartsAtTheOriginAndHexesAreFoundByPoint() {
		MapPainter painter = new MapPainter(ExampleMaps.load("bannockburn/stirling.hexmap"));
		double minX = Double.MAX_VALUE;
		double minY = Double.MAX_VALUE;
		for (Hex hex : painter.visibleHexes(0, 0, painter.width(), painter.height())) {
			double[] outline = painter.outline(hex);
			for (int i = 0; i < 12; i += 2) {
				minX = Math.min(minX, outline[i]);
				minY = Math.min(minY, outline[i + 1]);
			}
			PixelPoint centre = painter.centre(hex);
			assertEquals(hex, painter.hexAt(centre.x(), centre.y()));
		}
		assertEquals(0, minX, 1e-6);
		assertEquals(0, minY, 1e-6);
		assertNull(painter.hexAt(-5, -5));
		Hex hex = painter.hexOrNull("1702");
		assertEquals("1702", painter.geometry().label(hex));
		assertNull(painter.hexOrNull("not a hex"));
	}

	@Test
	void onlyTheHexesNearTheAreaAskedForAreDrawn() {
		MapPainter painter = new MapPainter(ExampleMaps.load("bannockburn/stirling.hexmap"));
		int all = painter.visibleHexes(0, 0, painter.width(), painter.height()).size();
		List<Hex> corner = painter.visibleHexes(0, 0, 40, 40);
		assertEquals(painter.map().getGrid().getColumns() * painter.map().getGrid().getRows(), all);
		assertTrue(corner.size() < all / 10, corner.size() + " of " + all);
		assertTrue(corner.contains(painter.hexAt(20, 20)));
	}

	@Test
	void aTerrainWithoutAColourGetsOneFromItsNameOrItsOwn() {
		HexMap map = ExampleMaps.load("bannockburn/stirling.hexmap");
		var water = org.banneret.model.BanneretFactory.eINSTANCE.createTerrainType();
		water.setName("deepWater");
		var odd = org.banneret.model.BanneretFactory.eINSTANCE.createTerrainType();
		odd.setName("quagmireOfDoom");
		assertEquals(new Rgb(0x3a, 0x6e, 0xb0), MapLook.terrain(water));
		assertNotEquals(MapLook.terrain(water), MapLook.terrain(odd));
		water.setColor("#102030");
		assertEquals(new Rgb(0x10, 0x20, 0x30), MapLook.terrain(water));
		assertTrue(map.getGrid().getColumns() > 0);
	}

	@Test
	void theLookIsTheGameSystemsWhereItGivesOne() {
		var factory = org.banneret.model.BanneretFactory.eINSTANCE;
		var road = factory.createFeatureType();
		road.setName("road");
		assertEquals(org.banneret.model.LineStyle.SOLID, MapLook.path(road, 16).style(), "a road is a continuous line by default");
		road.setLineStyle(org.banneret.model.LineStyle.DOTTED);
		road.setLineWidthMm(2.5);
		road.setColor("#123456");
		assertEquals(new MapLook.Line(new Rgb(0x12, 0x34, 0x56), 2.5, org.banneret.model.LineStyle.DOTTED), MapLook.path(road, 16));
		// A path the game system asks to be dotted or dashed (a track) is drawn so, in its line alone.
		var track = factory.createFeatureType();
		track.setName("track");
		track.setLineStyle(org.banneret.model.LineStyle.DOTTED);
		assertEquals(List.of(MapLook.path(track, 16)), MapLook.pathStrokes(track, 16));
		// A solid road is its line over a wider, darker casing.
		var solid = factory.createFeatureType();
		solid.setName("road");
		List<MapLook.Line> strokes = MapLook.pathStrokes(solid, 16);
		assertEquals(2, strokes.size());
		assertTrue(strokes.get(0).widthMm() > strokes.get(1).widthMm()
				&& strokes.get(0).colour().luminance() < strokes.get(1).colour().luminance(), strokes.toString());
		assertEquals(MapLook.path(solid, 16), strokes.get(1));
		// Water keeps its look: the game system's line, as it is.
		var river = factory.createFeatureType();
		river.setName("river");
		river.setLineStyle(org.banneret.model.LineStyle.DOUBLE);
		assertEquals(List.of(MapLook.path(river, 16)), MapLook.pathStrokes(river, 16));
		var wall = factory.createHexsideFeatureType();
		wall.setName("wall");
		assertEquals(org.banneret.model.LineStyle.SOLID, MapLook.hexside(wall, 16).style());
		var well = factory.createFeatureType();
		well.setName("well");
		assertNull(MapLook.symbol(well), "no symbol: the default disc with the initial");
		well.setSymbol(org.banneret.model.MapSymbol.STAR);
		assertEquals(org.banneret.model.MapSymbol.STAR, MapLook.symbol(well));

		var english = factory.createNationality();
		english.setName("English");
		var side = factory.createSide();
		side.setName("Invaders");
		assertEquals(new Rgb(0xb7, 0x3a, 0x30), org.banneret.render.CounterLook.colourOf(english, side, 1), "by the name");
		side.setColor("#00ff00");
		assertEquals(new Rgb(0, 0xff, 0), org.banneret.render.CounterLook.colourOf(null, side, 1), "the side's colour");
		english.setColor("#0000ff");
		assertEquals(new Rgb(0, 0, 0xff), org.banneret.render.CounterLook.colourOf(english, side, 1), "the nationality's first");
	}

	@Test
	void aFeatureIsDrawnWithItsSymbol() {
		HexMap map = ExampleMaps.load("bannockburn/stirling.hexmap");
		MapPainter painter = new MapPainter(map);
		var ford = map.getFeatures().stream().filter(f -> f.getType() != null && "ford".equals(f.getType().getName())).findFirst()
				.orElseThrow();
		assertEquals(org.banneret.model.MapSymbol.DIAMOND, MapLook.symbol(ford.getType()), "the built-in medieval ford's symbol");
		BufferedImage diamond = render(painter, MapLayers.ALL.withLabels(false));
		ford.getType().unsetSymbol();
		BufferedImage disc = render(painter, MapLayers.ALL.withLabels(false));
		PixelPoint centre = painter.centre(painter.hexOrNull(ford.getHex()));
		int half = (int) Math.round(painter.layout().flatToFlat() / 2 * PIXELS_PER_MM);
		int cx = (int) Math.round(centre.x() * PIXELS_PER_MM);
		int cy = (int) Math.round(centre.y() * PIXELS_PER_MM);
		int differ = 0;
		for (int x = cx - half; x < cx + half; x++) {
			for (int y = cy - half; y < cy + half; y++) {
				differ += diamond.getRGB(x, y) != disc.getRGB(x, y) ? 1 : 0;
			}
		}
		assertTrue(differ > 20, differ + " pixels of the ford's hex tell the diamond from the default disc");
	}

	/**
	 * Trees read as trees: each tree hex of the village gets three crowns on their trunks in a
	 * darker green than its fill, and a terrain without a pattern gets none.
	 */
	@Test
	void aTerrainsPatternIsDrawnInEachOfItsHexes() {
		HexMap map = ExampleMaps.load("cryhavoc/village.hexmap");
		MapPainter painter = new MapPainter(map);
		var forest = map.getGameSystem().getTerrainTypes().stream().filter(t -> "tree".equals(t.getName())).findFirst().orElseThrow();
		assertEquals(org.banneret.model.TerrainPattern.TREES, MapLook.pattern(forest), "the built-in Cry Havoc tree's pattern");
		long forestHexes = painter.visibleHexes(0, 0, painter.width(), painter.height()).stream()
				.filter(hex -> painter.terrainAt(hex) == forest).count();
		assertTrue(forestHexes > 0, "the village has trees");
		MapLayers terrainOnly = new MapLayers(true, false, false, false, false, false, false, false, false);
		Recording surface = new Recording();
		painter.paint(surface, 0, 0, painter.width(), painter.height(), terrainOnly);
		Rgb green = MapLook.terrain(forest);
		// With the terrain alone, every stroke is a pattern's: those in tree hexes are the trees' trunks.
		List<Recording.Stroke> trunks = surface.strokes.stream()
				.filter(s -> painter.terrainAt(painter.hexAt(s.xy()[0], s.xy()[1])) == forest).toList();
		assertEquals(3 * forestHexes, trunks.size(), "three trees a tree hex");
		for (Recording.Stroke trunk : trunks) {
			assertEquals(trunks.get(0).colour(), trunk.colour(), "one tone for the pattern");
		}
		assertTrue(trunks.get(0).colour().contrast(green) > 1.5, "the trees stand out of the green: " + trunks.get(0).colour().hex());
		forest.unsetPattern();
		Recording plain = new Recording();
		painter.paint(plain, 0, 0, painter.width(), painter.height(), terrainOnly);
		assertEquals(surface.strokes.size() - trunks.size(), plain.strokes.size(), "a plain tree hex draws no trees");
	}

	/** Every pattern leaves a hex's centre in its fill's colour, where a symbol or a counter stands. */
	@ParameterizedTest
	@org.junit.jupiter.params.provider.EnumSource(org.banneret.model.TerrainPattern.class)
	void aPatternLeavesTheHexCentreInItsFill(org.banneret.model.TerrainPattern pattern) {
		HexMap map = ExampleMaps.load("cryhavoc/village.hexmap");
		var clear = map.getGameSystem().getTerrainTypes().stream().filter(t -> "clear".equals(t.getName())).findFirst().orElseThrow();
		clear.setPattern(pattern);
		MapPainter painter = new MapPainter(map);
		BufferedImage image = render(painter, new MapLayers(true, false, true, false, false, false, false, false, false));
		int checked = 0;
		for (Hex hex : painter.visibleHexes(0, 0, painter.width(), painter.height())) {
			if (painter.terrainAt(hex) != clear) {
				continue;
			}
			PixelPoint centre = painter.centre(hex);
			Rgb actual = rgbAt(image, (int) Math.round(centre.x() * PIXELS_PER_MM), (int) Math.round(centre.y() * PIXELS_PER_MM));
			assertTrue(close(MapLook.terrain(clear), actual), pattern + " draws over the centre of " + painter.geometry().label(hex));
			checked++;
		}
		assertTrue(checked > 100, checked + " clear hexes");
	}

	/**
	 * A battlement reads as one: each battlement hexside of the castle gets three merlons, standing
	 * on the outer side of its line, away from the rampart hex the hexside is written on.
	 */
	@Test
	void aBattlementsMerlonsStandOnItsOuterSide() {
		HexMap map = ExampleMaps.load("cryhavoc/castle.hexmap");
		MapPainter painter = new MapPainter(map);
		// Merlons and a palisade's stakes are the polygons a hexside draws, three a side, in the map's order.
		var glyphed = map.getHexsideFeatures().stream().filter(f -> f.getType() != null && f.getType().isSetGlyph()
				&& (f.getType().getGlyph() == org.banneret.model.HexsideGlyph.BATTLEMENTS
						|| f.getType().getGlyph() == org.banneret.model.HexsideGlyph.PALISADE))
				.toList();
		assertTrue(glyphed.stream().filter(f -> "battlement".equals(f.getType().getName())).count() > 10,
				"the castle's walls have battlements");
		Recording surface = new Recording();
		painter.paint(surface, 0, 0, painter.width(), painter.height(),
				new MapLayers(false, false, false, true, false, false, false, false, false));
		assertEquals(3 * glyphed.size(), surface.polygons.size(), "three merlons or stakes a hexside");
		int outside = 0;
		for (int k = 0; k < surface.polygons.size(); k++) {
			double[] merlon = surface.polygons.get(k);
			PixelPoint centre = painter.centre(painter.hexOrNull(glyphed.get(k / 3).getHex()));
			double mx = (merlon[0] + merlon[2]) / 2, my = (merlon[1] + merlon[3]) / 2; // on the line
			double fx = merlon[merlon.length - 2], fy = merlon[merlon.length - 1]; // a far corner, or the stake's point
			outside += Math.hypot(fx - centre.x(), fy - centre.y()) > Math.hypot(mx - centre.x(), my - centre.y()) ? 1 : 0;
		}
		assertEquals(surface.polygons.size(), outside, "every merlon and stake points away from the hex its hexside is written on");
	}

	/**
	 * The village road is drawn as print maps draw a road: one unbroken line through the centres
	 * of its hexes, turning in curves, over a wider and darker casing drawn first. (A game system
	 * that asks for dashes gets dashes; Cry Havoc's asks for a solid line.)
	 */
	@Test
	void aRoadIsOneUnbrokenLineThroughItsHexesCentresOverADarkerCasing() {
		HexMap map = ExampleMaps.load("cryhavoc/village.hexmap");
		MapPath road = map.getPaths().get(0);
		assertEquals(org.banneret.model.LineStyle.SOLID, road.getType().getLineStyle(), "Cry Havoc's road asks for a solid line");
		MapPainter painter = new MapPainter(map);
		Recording surface = new Recording();
		MapLayers pathsOnly = new MapLayers(false, false, false, false, true, false, false, false, false);
		painter.paint(surface, 0, 0, painter.width(), painter.height(), pathsOnly);
		assertEquals(2, surface.strokes.size(), "the casing, then the road");
		Recording.Stroke casing = surface.strokes.get(0);
		Recording.Stroke fill = surface.strokes.get(1);
		assertTrue(casing.widthMm() > fill.widthMm() && casing.colour().luminance() < fill.colour().luminance(), casing + " under " + fill);
		for (Recording.Stroke stroke : surface.strokes) {
			assertEquals(org.banneret.model.LineStyle.SOLID, stroke.style(), "no dashes that read as broken pieces");
			for (String label : road.getHexes()) {
				PixelPoint centre = painter.centre(painter.hexOrNull(label));
				assertTrue(passesThrough(stroke.xy(), centre), "the road passes through the centre of " + label);
			}
			assertTrue(sharpestTurn(stroke.xy()) < 20, "the road turns in curves, not corners: " + sharpestTurn(stroke.xy()) + " degrees");
		}
	}

	private static boolean passesThrough(double[] xy, PixelPoint point) {
		for (int i = 0; i < xy.length; i += 2) {
			if (Math.hypot(xy[i] - point.x(), xy[i + 1] - point.y()) < 1e-6) {
				return true;
			}
		}
		return false;
	}

	/** The largest change of direction between two pieces of a polyline, in degrees. */
	private static double sharpestTurn(double[] xy) {
		double sharpest = 0;
		for (int i = 2; i + 3 < xy.length; i += 2) {
			double before = Math.atan2(xy[i + 1] - xy[i - 1], xy[i] - xy[i - 2]);
			double after = Math.atan2(xy[i + 3] - xy[i + 1], xy[i + 2] - xy[i]);
			double turn = Math.abs(Math.toDegrees(after - before));
			sharpest = Math.max(sharpest, Math.min(turn, 360 - turn));
		}
		return sharpest;
	}

	private static BufferedImage render(MapPainter painter, MapLayers layers) {
		BufferedImage image = new BufferedImage((int) Math.ceil(painter.width() * PIXELS_PER_MM),
				(int) Math.ceil(painter.height() * PIXELS_PER_MM), BufferedImage.TYPE_INT_RGB);
		Graphics2D graphics = image.createGraphics();
		graphics.setColor(java.awt.Color.WHITE);
		graphics.fillRect(0, 0, image.getWidth(), image.getHeight());
		painter.paint(new Java2DPainter(graphics, PIXELS_PER_MM), 0, 0, painter.width(), painter.height(), layers);
		graphics.dispose();
		return image;
	}

	/** Hexes where something is drawn over the terrain: features, markers, paths, structures. */
	private static Set<Hex> crowdedHexes(HexMap map, MapPainter painter) {
		Set<String> labels = new HashSet<>();
		map.getFeatures().forEach(feature -> labels.add(feature.getHex()));
		map.getMarkers().forEach(marker -> labels.add(marker.getHex()));
		map.getHexsideFeatures().forEach(side -> labels.add(side.getHex()));
		for (MapPath path : map.getPaths()) {
			labels.addAll(path.getHexes());
		}
		map.getStructures().forEach(structure -> labels.addAll(structure.getHexes()));
		Set<Hex> hexes = new HashSet<>();
		for (String label : labels) {
			Hex hex = painter.hexOrNull(label);
			if (hex != null) {
				hexes.add(hex);
				for (var direction : org.banneret.model.hex.HexDirection.values()) {
					hexes.add(hex.neighbour(direction)); // a hexside or path reaches into the neighbour
				}
			}
		}
		return hexes;
	}

	private static Rgb rgbAt(BufferedImage image, int x, int y) {
		int rgb = image.getRGB(x, y);
		return new Rgb(rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff);
	}

	private static boolean close(Rgb a, Rgb b) {
		return Math.abs(a.red() - b.red()) + Math.abs(a.green() - b.green()) + Math.abs(a.blue() - b.blue()) < 30;
	}
}
