package org.banneret.publish.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.setup.Area;
import org.banneret.setup.Piece;
import org.banneret.setup.SetupLayout;
import org.banneret.setup.SetupPainter;
import org.banneret.render.MapLayers;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.rules.Setup;
import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Units set up in an area are counters on the area's hexes, drawn whole and clear of the other
 * counters; the map's names keep clear of the counters and read on the set-up's shading.
 */
class SetupAreasTest {

	/**
	 * Sluys' squadrons set up in their zones (E1a... in the English zone, F1c... before Sluys, the
	 * Genoese within two hexes of 1912) were a column of small label chips whose last was cut off:
	 * each is a counter the size of a placed one, on one of its zone's hexes and within its bounds
	 * (the editor draws an area within them), with its writing on it, and clear of every other
	 * counter on the map.
	 */
	@Test
	void aSquadronSetUpInAZoneIsACounterOnOneOfItsHexesClearOfTheOthers() {
		Scenario scenario = ExampleScenarios.load("sluys/freesetup.scenario");
		MapPainter map = new MapPainter(Setup.mapOf(scenario));
		SetupLayout layout = new SetupLayout(map, scenario, new Setup(scenario, Map.of()));
		double size = layout.counterSize();
		List<double[]> placed = new ArrayList<>(); // the counters of the pieces on the map, and of the areas so far
		for (Piece piece : layout.pieces()) {
			if (piece.kind() != Piece.Kind.OFF_MAP) {
				double[] centre = layout.centreOf(piece);
				placed.add(new double[] { centre[0] - size / 2, centre[1] - size / 2, centre[0] + size / 2, centre[1] + size / 2 });
			}
		}
		assertTrue(layout.areas().size() >= 10, layout.areas().size() + " rows set up in areas");
		for (Area area : layout.areas()) {
			Recording surface = new Recording();
			SetupPainter.paintArea(surface, map, area, true);
			List<double[]> counters = surface.fills().stream().map(Recording.Fill::box)
					.filter(box -> Math.abs(box[2] - box[0] - size) < 1e-9 && Math.abs(box[3] - box[1] - size) < 1e-9).toList();
			assertEquals(1, counters.size(), area.label() + " is drawn as one counter the size of a placed one");
			double[] counter = counters.get(0);
			Hex hex = map.hexAt((counter[0] + counter[2]) / 2, (counter[1] + counter[3]) / 2);
			assertTrue(area.hexes().contains(hex), area.label() + " stands on a hex of its area");
			double[] bounds = bounds(map.outline(hex));
			assertTrue(counter[0] >= bounds[0] && counter[1] >= bounds[1] && counter[2] <= bounds[2] && counter[3] <= bounds[3],
					area.label() + " is within its hex's bounds, never cut off");
			for (Recording.Text text : surface.texts()) {
				assertTrue(text.x() > counter[0] && text.x() < counter[2] && text.y() > counter[1] && text.y() < counter[3],
						area.label() + "'s text \"" + text.text() + "\" is written on its counter");
			}
			for (double[] other : placed) {
				assertEquals(0, overlap(counter, other), 1e-9, area.label() + " is clear of the other counters");
			}
			placed.add(counter);
		}
	}

	/**
	 * The zones' names on the Sluys map were dark green on the English zone's purple and orange on
	 * the French zone's blue: each of the map's names keeps WCAG's 4.5:1 contrast with what is
	 * under it, the sea and the set-up's shading of the zone over both included.
	 */
	@Test
	void theZonesNamesReadOnTheZonesFillTheirShadingIncluded() {
		Scenario scenario = ExampleScenarios.load("sluys/freesetup.scenario");
		HexMap hexMap = Setup.mapOf(scenario);
		MapPainter map = new MapPainter(hexMap);
		SetupLayout layout = new SetupLayout(map, scenario, new Setup(scenario, Map.of()));
		Recording surface = new Recording();
		map.paint(surface, 0, 0, map.width(), map.height(), MapLayers.ALL);
		SetupPainter.paint(surface, map, layout, 0, 0, map.width(), map.height());
		List<String> zones = List.of("English set-up zone (designer's choice)", "French set-up zone before Sluys (designer's choice)");
		List<Recording.Text> names = surface.texts().stream().filter(text -> hexMap.getRegions().stream()
				.anyMatch(region -> text.text().equals(region.getTitle()))).toList();
		assertTrue(names.stream().map(Recording.Text::text).toList().containsAll(zones), names.toString());
		for (Recording.Text name : names) {
			Rgb ink = surface.inkOf(name);
			Rgb ground = surface.groundAt(name.x(), name.y());
			assertTrue(ink.contrast(ground) >= 4.5, name.text() + " is " + ink.hex() + " on " + ground.hex() + ": " + ink.contrast(ground));
		}
	}

	/**
	 * On the castle the moat's name and the west fields' side were printed under counters: the
	 * names of each example scenario's map are clear of the counters of its set-up, placed and
	 * set up in areas.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "cryhavoc/assault.scenario", "cryhavoc/knight-errant.scenario", "sluys/freesetup.scenario",
			"bannockburn/bannockburn1314.scenario", "bannockburn/stirling.scenario" })
	void theMapsNamesKeepClearOfTheSetUpsCounters(String path) {
		Scenario scenario = ExampleScenarios.load(path);
		HexMap hexMap = Setup.mapOf(scenario);
		MapPainter map = new MapPainter(hexMap);
		SetupLayout layout = new SetupLayout(map, scenario, new Setup(scenario, Map.of()));
		double size = layout.counterSize();
		List<double[]> counters = new ArrayList<>();
		for (Piece piece : layout.pieces()) {
			if (piece.kind() != Piece.Kind.OFF_MAP) {
				double[] centre = layout.centreOf(piece);
				counters.add(new double[] { centre[0] - size / 2, centre[1] - size / 2, centre[0] + size / 2, centre[1] + size / 2 });
			}
		}
		Recording areas = new Recording();
		layout.areas().forEach(area -> SetupPainter.paintArea(areas, map, area, true));
		areas.fills().stream().map(Recording.Fill::box).filter(box -> Math.abs(box[2] - box[0] - size) < 1e-9).forEach(counters::add);
		Recording surface = new Recording();
		map.paint(surface, 0, 0, map.width(), map.height(), MapLayers.ALL);
		List<String> titles = new ArrayList<>();
		hexMap.getRegions().forEach(region -> titles.add(region.getTitle() != null ? region.getTitle() : region.getName()));
		hexMap.getSides().forEach(side -> titles.add(side.getTitle() != null ? side.getTitle() : side.getName()));
		List<Recording.Text> names = surface.texts().stream().filter(text -> text.bold() && titles.stream().anyMatch(text.text()::endsWith))
				.toList();
		for (Recording.Text name : names) {
			for (double[] counter : counters) {
				assertEquals(0, overlap(name.box(), counter), 1e-9,
						name.text() + " is under the counter at " + counter[0] + ", " + counter[1]);
			}
		}
	}

	/**
	 * An edit that moves a counter onto the hex where an area's counter stands: the layout the
	 * editor patches from the one before puts the area's counter where a layout made anew does,
	 * off that hex, and the map's names stay where they were (the editor draws the map once).
	 */
	@Test
	void aPatchedLayoutPutsAreaCountersWhereAFreshOneDoes() {
		Scenario scenario = ExampleScenarios.load("cryhavoc/assault.scenario");
		HexMap hexMap = Setup.mapOf(scenario);
		MapPainter before = new MapPainter(hexMap);
		SetupLayout earlier = new SetupLayout(before, scenario, new Setup(scenario, Map.of()));
		Area halberdiers = earlier.areas().stream().filter(area -> area.label().contains("Halberdier")).findFirst().orElseThrow();
		Unit barrel = earlier.pieces().stream().map(Piece::unit)
				.filter(unit -> Setup.typeOf(unit) != null && "OilBarrel".equals(Setup.typeOf(unit).getName())
						&& ((HexPlacement) unit.getPlacement()).getHexes().equals(List.of("K18")))
				.findFirst().orElseThrow();
		// The edit as the editor's text makes it: the row read anew, in the old row's place.
		Unit moved = EcoreUtil.copy(barrel);
		((HexPlacement) moved.getPlacement()).getHexes().set(0, before.geometry().label(halberdiers.at()));
		@SuppressWarnings("unchecked")
		EList<EObject> siblings = (EList<EObject>) barrel.eContainer().eGet(barrel.eContainmentFeature());
		siblings.set(siblings.indexOf(barrel), moved);
		Setup setup = new Setup(scenario, Map.of());

		MapPainter after = new MapPainter(hexMap);
		SetupLayout patched = new SetupLayout(after, scenario, setup, earlier, unit -> unit != moved);
		SetupLayout fresh = new SetupLayout(new MapPainter(hexMap), scenario, setup);
		assertTrue(patched.isPatch(), "the edit of one row patches the layout");
		assertEquals(placesOf(fresh.areas()), placesOf(patched.areas()));
		Area moving = patched.areas().stream().filter(area -> area.key().equals(halberdiers.key())).findFirst().orElseThrow();
		assertNotEquals(halberdiers.at(), moving.at(), "the halberdiers' counter makes way for the barrel");
		assertEquals(before.regionLabels(), after.regionLabels(), "the names stay where the map was drawn with them");
	}

	/**
	 * The overview of the 10,000-unit scenario filled 35,000 hexes of shading a pixel or two each:
	 * where a hex is under three units across, a shaded area is drawn as its counter (a speck
	 * there) where the layout stands it, and a row sharing an area another shades draws nothing.
	 */
	@Test
	void anAreaTooSmallToShadeShowsAsItsCounter() {
		Scenario scenario = ExampleScenarios.load("sluys/freesetup.scenario");
		MapPainter map = new MapPainter(Setup.mapOf(scenario));
		SetupLayout layout = new SetupLayout(map, scenario, new Setup(scenario, Map.of()));
		double hex = map.layout().flatToFlat();
		double size = layout.counterSize();
		assertTrue(layout.areas().stream().anyMatch(Area::shaded));
		for (Area area : layout.areas()) {
			Recording near = new Recording(3.01 / hex);
			SetupPainter.paintArea(near, map, area, false);
			assertEquals(area.shaded() ? area.hexes().size() : 0, near.fills().size(), area.label() + "'s hexes shaded");
			assertTrue(near.fills().stream().allMatch(fill -> fill.opacity() < 1), area.label() + " is shading only");

			Recording far = new Recording(2.99 / hex);
			SetupPainter.paintArea(far, map, area, false);
			assertEquals(area.shaded() ? 1 : 0, far.fills().size(), area.label() + " as one counter");
			if (area.shaded()) {
				double[] box = far.fills().get(0).box();
				double[] centre = SetupLayout.centreOf(map, area);
				assertEquals(size, box[2] - box[0], 1e-9);
				assertEquals(centre[0], (box[0] + box[2]) / 2, 1e-9, area.label() + "'s counter where the layout stands it");
				assertEquals(centre[1], (box[1] + box[3]) / 2, 1e-9);
				assertEquals(1, far.fills().get(0).opacity(), 0, area.label() + "'s counter is opaque");
			}
		}
	}

	/**
	 * Edit after edit, as the editor reads them (a row read anew in its old row's place): a row
	 * moved onto a hex near others, onto an area's hex, out of its area or into another's. Each
	 * layout patched from the one before is the layout made anew, areas and counters alike.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "cryhavoc/assault.scenario", "sluys/freesetup.scenario", "bannockburn/bannockburn1314.scenario" })
	void layoutsPatchedEditByEditAreTheLayoutsMadeAnew(String example) {
		Scenario scenario = ExampleScenarios.load(example);
		HexMap hexMap = Setup.mapOf(scenario);
		java.util.Random random = new java.util.Random(example.hashCode());
		SetupLayout earlier = new SetupLayout(new MapPainter(hexMap), scenario, new Setup(scenario, Map.of()));
		int patched = 0;
		int edits = 0;
		for (int edit = 0; edit < 60; edit++) {
			MapPainter map = new MapPainter(hexMap);
			List<Unit> rows = new ArrayList<>();
			earlier.pieces().forEach(piece -> rows.add(piece.unit()));
			earlier.areas().forEach(area -> rows.add(area.unit()));
			Unit row = rows.get(random.nextInt(rows.size()));
			Unit edited = EcoreUtil.copy(row);
			List<Area> areas = earlier.areas();
			if (!areas.isEmpty() && random.nextInt(4) == 0) { // into another row's area
				edited.setPlacement(EcoreUtil.copy(areas.get(random.nextInt(areas.size())).unit().getPlacement()));
			} else {
				Hex to = switch (random.nextInt(3)) {
					case 0 -> { // onto an area's hex: its counters make way
						Area area = areas.isEmpty() ? null : areas.get(random.nextInt(areas.size()));
						yield area == null ? map.hexAt(map.width() / 2, map.height() / 2) : area.hexes().stream().skip(random.nextInt(area.hexes().size()))
								.findFirst().orElseThrow();
					}
					case 1 -> { // beside another counter
						Hex near = earlier.pieces().stream().map(Piece::hex).filter(java.util.Objects::nonNull).skip(random.nextInt(Math.max(1,
								earlier.pieces().size()))).findFirst().orElse(null);
						yield near == null ? null : near.neighbour(org.banneret.model.hex.HexDirection.values()[random.nextInt(6)]);
					}
					default -> map.hexAt(random.nextDouble() * map.width(), random.nextDouble() * map.height());
				};
				if (to == null || map.geometry().label(to) == null) {
					continue;
				}
				HexPlacement placement = org.banneret.model.BanneretFactory.eINSTANCE.createHexPlacement();
				placement.getHexes().add(map.geometry().label(to));
				edited.setPlacement(placement);
			}
			@SuppressWarnings("unchecked")
			EList<EObject> siblings = (EList<EObject>) row.eContainer().eGet(row.eContainmentFeature());
			siblings.set(siblings.indexOf(row), edited);
			Setup setup = new Setup(scenario, Map.of());
			// The row and the rows it leads are read anew.
			SetupLayout patch = new SetupLayout(map, scenario, setup, earlier, unit -> !EcoreUtil.isAncestor(edited, unit));
			SetupLayout fresh = new SetupLayout(new MapPainter(hexMap), scenario, setup);
			String what = example + ", edit " + edit + " of " + fresh.keyOf(edited);
			assertEquals(fullPlacesOf(fresh.areas()), fullPlacesOf(patch.areas()), what);
			assertEquals(fresh.pieces().stream().map(SetupAreasTest::placeOf).toList(), patch.pieces().stream().map(SetupAreasTest::placeOf).toList(),
					what);
			patched += patch.isPatch() ? 1 : 0;
			edits++;
			earlier = patch;
		}
		// A row that leaves an area for a hex, or joins one, changes lists: that edit is laid out whole.
		assertTrue(patched >= edits / 3, "edits patch the layout: " + patched + " of " + edits);
	}

	private static List<String> fullPlacesOf(List<Area> areas) {
		return areas.stream().map(area -> area.key() + " " + area.hexes().size() + " hexes, middle " + area.middle() + " line " + area.line()
				+ (area.shaded() ? " shaded" : "") + " at " + area.at() + " stacked " + area.stackIndex()).toList();
	}

	private static String placeOf(Piece piece) {
		return piece.key() + " " + piece.kind() + " " + piece.hex() + " " + piece.tail() + " " + piece.stackIndex() + "/" + piece.stackSize() + " "
				+ piece.offMapX() + "," + piece.offMapY();
	}

	private static List<String> placesOf(List<Area> areas) {
		return areas.stream().map(area -> area.key() + " at " + area.at() + " stacked " + area.stackIndex() + " line " + area.line())
				.toList();
	}

	private static double[] bounds(double[] outline) {
		return new Recording.Fill(outline, Rgb.BLACK, 1).box();
	}

	private static double overlap(double[] a, double[] b) {
		double width = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
		double height = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
		return width > 0 && height > 0 ? width * height : 0;
	}
}
