package org.banneret.render.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.BanneretFactory;
import org.banneret.model.HexMap;
import org.banneret.model.Region;
import org.banneret.render.Anchor;
import org.banneret.render.MapLayers;
import org.banneret.render.MapLook;
import org.banneret.render.MapPainter;
import org.banneret.render.MapPainter.RegionLabel;
import org.banneret.render.Rgb;
import org.junit.jupiter.api.Test;

/**
 * Region names sit inside their regions and clear of one another, of the hex labels and of the
 * symbols, the same on every surface, and read on whatever is under them.
 */
class RegionLabelsTest {

	/** Two regions whose middles fall on the same hex: one is that hex, the other the hexes left and right of it. */
	private static HexMap crossingRegions() {
		HexMap map = ExampleMaps.load("bannockburn/stirling.hexmap");
		map.getRegions().clear();
		map.getRegions().add(region("Ford", "1110"));
		map.getRegions().add(region("Hill", "1010", "1210"));
		return map;
	}

	private static Region region(String name, String... hexes) {
		Region region = BanneretFactory.eINSTANCE.createRegion();
		region.setName(name);
		region.getHexes().addAll(List.of(hexes));
		return region;
	}

	@Test
	void namesWhoseMiddlesMeetAreDrawnApartEachInsideItsRegion() {
		MapPainter painter = new MapPainter(crossingRegions());
		List<RegionLabel> labels = painter.regionLabels();
		assertEquals(2, labels.size());
		assertEquals(0, overlap(labels.get(0).box(), labels.get(1).box()), "the names are clear of each other: " + labels);
		assertEquals("1110", painter.geometry().label(painter.hexAt(labels.get(0).x(), labels.get(0).y())));
		String hill = painter.geometry().label(painter.hexAt(labels.get(1).x(), labels.get(1).y()));
		assertTrue(List.of("1010", "1210").contains(hill), "the hill's name is on the hill: " + hill);
	}

	@Test
	void theSurfaceDrawsTheNamesWhereTheyWerePlaced() {
		MapPainter painter = new MapPainter(crossingRegions());
		Recording surface = new Recording();
		painter.paint(surface, 0, 0, painter.width(), painter.height(), MapLayers.ALL.withLabels(false));
		List<String> expected = painter.regionLabels().stream().map(l -> l.text() + "@" + l.x() + "," + l.y()).toList();
		assertEquals(expected, names(surface));
		// A part of the map that shows only one region draws only its name, where the whole map has it.
		RegionLabel ford = painter.regionLabels().get(0);
		Recording part = new Recording();
		painter.paint(part, ford.x() - 2, ford.y() - 2, 4, 4, MapLayers.ALL.withLabels(false));
		assertTrue(names(part).contains("Ford@" + ford.x() + "," + ford.y()), part.texts.toString());
	}

	/** The region names among the texts drawn (the map's sides have names too). */
	private static List<String> names(Recording surface) {
		return surface.texts.stream().filter(text -> text.startsWith("Ford@") || text.startsWith("Hill@")).toList();
	}

	static java.util.stream.Stream<String> maps() {
		return ExampleMaps.names().stream();
	}

	/** On every example map, no region's or side's name covers another's, and none sticks out of the map. */
	@org.junit.jupiter.params.ParameterizedTest
	@org.junit.jupiter.params.provider.MethodSource("maps")
	void theNamesOfEveryExampleMapAreClearOfOneAnotherAndOnTheMap(String path) {
		MapPainter painter = new MapPainter(ExampleMaps.load(path));
		Recording surface = new Recording();
		painter.paint(surface, 0, 0, painter.width(), painter.height(), MapLayers.ALL.withLabels(false));
		List<double[]> boxes = new ArrayList<>();
		List<String> texts = new ArrayList<>();
		for (Recording.Text text : namesDrawn(painter, surface)) {
			boxes.add(text.box());
			texts.add(text.text());
		}
		for (int i = 0; i < boxes.size(); i++) {
			double[] box = boxes.get(i);
			assertTrue(box[0] >= -1e-6 && box[1] >= -1e-6 && box[2] <= painter.width() + 1e-6 && box[3] <= painter.height() + 1e-6,
					texts.get(i) + " sticks out of " + path);
			for (int j = 0; j < i; j++) {
				assertEquals(0, overlap(box, boxes.get(j)), 1e-9, texts.get(i) + " covers " + texts.get(j) + " on " + path);
			}
		}
	}

	private static double overlap(double[] a, double[] b) {
		double width = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
		double height = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
		return width > 0 && height > 0 ? width * height : 0;
	}

	/**
	 * On every example map the names leave every hex label drawn and uncovered: a name goes
	 * between two rows of hex labels rather than over them (on the castle map, the crags' side and
	 * the wall-walk were printed over a row of labels).
	 */
	@org.junit.jupiter.params.ParameterizedTest
	@org.junit.jupiter.params.provider.MethodSource("maps")
	void theNamesOfEveryExampleMapCoverNoHexLabel(String path) {
		MapPainter painter = new MapPainter(ExampleMaps.load(path));
		Recording surface = new Recording();
		painter.paint(surface, 0, 0, painter.width(), painter.height(), MapLayers.ALL);
		List<Recording.Text> labels = surface.drawn.stream().filter(text -> !text.bold() && text.anchor() == Anchor.TOP).toList();
		assertEquals(painter.visibleHexes(0, 0, painter.width(), painter.height()).size(), labels.size(), "hex labels drawn on " + path);
		for (Recording.Text name : namesDrawn(painter, surface)) {
			for (Recording.Text label : labels) {
				assertEquals(0, overlap(name.box(), label.box()), 1e-9,
						name.text() + " covers the hex label " + label.text() + " on " + path);
			}
		}
	}

	/**
	 * Every name of every example map reads where it stands, on the sea of Sluys as on grass: its
	 * colour keeps WCAG's 4.5:1 contrast, at least, with what is under it, the terrain as it shows
	 * through whatever backing is drawn under the name.
	 */
	@org.junit.jupiter.params.ParameterizedTest
	@org.junit.jupiter.params.provider.MethodSource("maps")
	void everyNameOfEveryExampleMapReadsOnWhatIsUnderIt(String path) {
		MapPainter painter = new MapPainter(ExampleMaps.load(path));
		Recording surface = new Recording();
		painter.paint(surface, 0, 0, painter.width(), painter.height(), MapLayers.ALL.withElevation(false));
		for (Recording.Text name : namesDrawn(painter, surface)) {
			var under = painter.hexAt(name.x(), name.y());
			Rgb ground = under == null ? Rgb.WHITE : MapLook.terrain(painter.terrainAt(under)); // the paper, in a notch of the map's edge
			for (Object drawn : surface.inOrder.subList(0, surface.inOrder.indexOf(name))) {
				if (drawn instanceof Recording.Fill fill && fill.box()[0] <= name.x() && name.x() <= fill.box()[2]
						&& fill.box()[1] <= name.y() && name.y() <= fill.box()[3]) {
					ground = ground.mix(fill.colour(), fill.opacity());
				}
			}
			double contrast = name.colour().contrast(ground);
			assertTrue(contrast >= 4.5,
					name.text() + " on " + path + " is " + name.colour().hex() + " on " + ground.hex() + ": " + contrast);
		}
	}

	/** The region and side names among the texts drawn, as they were drawn. */
	private static List<Recording.Text> namesDrawn(MapPainter painter, Recording surface) {
		List<String> regions = painter.map().getRegions().stream().map(r -> r.getTitle() != null ? r.getTitle() : r.getName()).toList();
		return surface.drawn.stream().filter(text -> regions.contains(text.text()) || painter.map().getSides().stream()
				.anyMatch(s -> text.bold() && text.text().endsWith(s.getTitle() != null ? s.getTitle() : s.getName()))).toList();
	}
}
