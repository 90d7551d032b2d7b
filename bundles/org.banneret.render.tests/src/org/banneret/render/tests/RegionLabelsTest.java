package org.banneret.render.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.BanneretFactory;
import org.banneret.model.HexMap;
import org.banneret.model.LineStyle;
import org.banneret.model.Region;
import org.banneret.render.Anchor;
import org.banneret.render.MapLayers;
import org.banneret.render.MapPainter;
import org.banneret.render.MapPainter.RegionLabel;
import org.banneret.render.Painter;
import org.banneret.render.Rgb;
import org.junit.jupiter.api.Test;

/** Region names sit inside their regions and clear of one another, the same on every surface. */
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
		List<String> names = painter.map().getRegions().stream().map(r -> r.getTitle() != null ? r.getTitle() : r.getName())
				.toList();
		List<double[]> boxes = new ArrayList<>();
		List<String> texts = new ArrayList<>();
		for (Recording.Text text : surface.drawn) {
			boolean side = painter.map().getSides().stream().anyMatch(
					s -> text.text().endsWith(s.getTitle() != null ? s.getTitle() : s.getName()));
			if (names.contains(text.text()) || side) {
				boxes.add(text.box());
				texts.add(text.text());
			}
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

	/** A surface that keeps the text drawn on it, at a scale where names are legible. */
	private static final class Recording implements Painter {
		final List<String> texts = new ArrayList<>();
		final List<Text> drawn = new ArrayList<>();

		/** A text as drawn, and the box it takes by the renderer's estimate of its width. */
		record Text(String text, double x, double y, double height, Anchor anchor) {
			double[] box() {
				double width = MapPainter.textWidth(text, height);
				double left = switch (anchor) {
					case LEFT -> x;
					case RIGHT -> x - width;
					default -> x - width / 2;
				};
				double top = switch (anchor) {
					case TOP -> y;
					case BOTTOM -> y - height;
					default -> y - height / 2;
				};
				return new double[] { left, top, left + width, top + height };
			}
		}

		@Override
		public double unitsPerMm() {
			return 10;
		}

		@Override
		public void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor) {
			texts.add(text + "@" + x + "," + y);
			drawn.add(new Text(text, x, y, heightMm, anchor));
		}

		@Override
		public void fill(Rgb color) {
		}

		@Override
		public void line(Rgb color, double widthMm, LineStyle style) {
		}

		@Override
		public void opacity(double alpha) {
		}

		@Override
		public void fillPolygon(double[] xy) {
		}

		@Override
		public void strokePolygon(double[] xy) {
		}

		@Override
		public void strokePolyline(double[] xy) {
		}

		@Override
		public void fillCircle(double x, double y, double radius) {
		}

		@Override
		public void strokeCircle(double x, double y, double radius) {
		}

		@Override
		public void fillRectangle(double x, double y, double width, double height) {
		}

		@Override
		public void strokeRectangle(double x, double y, double width, double height) {
		}
	}
}
