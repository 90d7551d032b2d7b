package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.dsl.ide.server.BanneretHover;
import org.banneret.model.Compass;
import org.banneret.model.Formation;
import org.banneret.model.GameSystem;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.banneret.model.StructureRole;
import org.banneret.model.Unit;
import org.banneret.model.map.Hull;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.SaveOptions;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.serializer.ISerializer;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/**
 * The notations of the third rules pass: value ranges and slots per class in a game system,
 * structures' roles, and features' and markers' facings on a map, and in a scenario the kind
 * and hexes of a formation and the partner a marker names. Each reads, formats and
 * writes back as it was, and a mistake in it is one clear error on its line.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class ModelConceptsLanguageTest {

	private static final String SYSTEM = """
			game system walls "A modder's siege" {
				class foot
				class horse
				terrain open code "o"
				feature stakes
				feature stair
				slot ground "On the ground"
				slot walk "On the wall walk" except horse
				slot tower "In the tower" for foot
				range strength 1 to 4 cite "Walls 2.1"
				range morale -3 to 9
				marker Stakes
				marker Rope
				unit Foot : foot
				class ship
				unit Boat : ship {
					hull {
						".B."
						"ECE"
						"EGE"
					}
				}
			}
			""";
	private static final String SCENARIO = """
			scenario walls.Day of walls {
				map walls.Keep
				side Red {
					formation Diggers "The diggers" as counter_mine at 0101, 0103 {
						Foot Ann with Rope to Ben at 0201
						Foot Ben at 0202
					}
					Boat Skiff at 0402 facing N {
						Foot Cal task oarsman at 0401
					}
				}
			}
			""";
	private static final String MAP = """
			map walls.Keep of walls {
				grid 6 x 4 flat odd labels numeric column digits 2
				default open
				hex 0101 stakes facing NE
				marker Stakes at 0102 facing S
				structure Curtain "The curtain" role curtain material "S": 0201, 0301
				structure Donjon role keep: 0303
				hex 0104 stair facing N levels 0 to 2
			}
			""";

	@Inject
	private LanguageTestSupport language;
	@Inject
	private ISerializer serializer;
	@Inject
	private BanneretHover hover;

	@Test
	void theNewNotationsReadAsTheModelSaysThem() {
		XtextResourceSet resources = language.empty();
		GameSystem system = (GameSystem) LanguageTestSupport.root(language.parse(resources, "walls.gamesystem", SYSTEM));
		HexMap map = (HexMap) LanguageTestSupport.root(language.parse(resources, "keep.hexmap", MAP));
		assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(system.eResource())));
		assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(map.eResource())));
		assertEquals("horse", system.getLevelSlots().get(1).getClosedTo().get(0).getName());
		assertEquals("foot", system.getLevelSlots().get(2).getOpenTo().get(0).getName());
		assertEquals(-3, system.getValueRanges().get(1).getMinimum());
		assertEquals("Walls 2.1", system.getValueRanges().get(0).getCitation());
		assertEquals(Compass.NE, map.getFeatures().get(0).getFacing());
		assertEquals(Compass.S, map.getMarkers().get(0).getFacing());
		assertEquals(StructureRole.CURTAIN, map.getStructures().get(0).getRole());
		assertEquals(StructureRole.KEEP, map.getStructures().get(1).getRole());
		assertEquals(Compass.N, map.getFeatures().get(1).getFacing());
		assertEquals(0, map.getFeatures().get(1).getLowestLevel());
		assertEquals(2, map.getFeatures().get(1).getHighestLevel());
		Scenario scenario = (Scenario) LanguageTestSupport.root(language.parse(resources, "day.scenario", SCENARIO));
		assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(scenario.eResource())));
		Formation diggers = (Formation) scenario.getSides().get(0).getElements().get(0);
		assertEquals("counter_mine", diggers.getKind());
		assertEquals(List.of("0101", "0103"), diggers.getHexes());
		Unit ann = (Unit) diggers.getElements().get(0);
		assertEquals("Ben", ann.getMarkers().get(0).getTarget().getName());
		Unit skiff = (Unit) scenario.getSides().get(0).getElements().get(1);
		assertEquals("oarsman", ((Unit) skiff.getElements().get(0)).getTask());
		Hull hull = Hull.of(system.getUnitTypes().get(1));
		assertEquals(7, hull.size());
		assertEquals(4, hull.count(Hull.Role.EDGE));
	}

	@Test
	void aHullDrawnWithAWrongLetterIsOneErrorOnItsRow() {
		XtextResourceSet resources = language.empty();
		XtextResource system = language.parse(resources, "walls.gamesystem", SYSTEM.replace("\"ECE\"", "\"EXE\""));
		List<String> errors = LanguageTestSupport.describe(language.languageErrors(system));
		assertEquals(1, errors.size(), errors.toString());
		assertTrue(errors.get(0).startsWith("19:"), errors.toString());
		assertTrue(errors.get(0).contains("write a hex's role (B bow, G helm"), errors.toString());
	}

	@Test
	void aHullWithoutItsCentreSaysSo() {
		XtextResourceSet resources = language.empty();
		XtextResource system = language.parse(resources, "walls.gamesystem", SYSTEM.replace("\"ECE\"", "\"EME\""));
		List<String> errors = LanguageTestSupport.describe(language.languageErrors(system));
		assertEquals(1, errors.size(), errors.toString());
		assertTrue(errors.get(0).contains("The hull has no centre hex 'C'"), errors.toString());
	}

	@Test
	void aShipTypesHoverCountsItsHexes() {
		XtextResourceSet resources = language.empty();
		GameSystem system = (GameSystem) LanguageTestSupport.root(language.parse(resources, "walls.gamesystem", SYSTEM));
		String text = hover.getContents(system.getUnitTypes().get(1));
		assertTrue(text.contains("- a ship of 7 hexes: 1 bow, 1 helm, 1 centre, 4 edge"), text);
	}

	@Test
	void theyWriteBackAsTheyWereRead() {
		XtextResourceSet read = language.empty();
		XtextResource system = language.parse(read, "walls.gamesystem", SYSTEM);
		XtextResource map = language.parse(read, "keep.hexmap", MAP);
		XtextResource day = language.parse(read, "day.scenario", SCENARIO);
		XtextResourceSet again = language.empty();
		for (XtextResource resource : List.of(system, map, day)) {
			String text = serializer.serialize(LanguageTestSupport.root(resource), SaveOptions.newBuilder().format().getOptions());
			XtextResource reread = language.parse(again, resource.getURI().lastSegment(), text);
			assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(reread)), text);
			assertTrue(EcoreUtil.equals(LanguageTestSupport.root(resource), LanguageTestSupport.root(reread)), text);
		}
	}

	@Test
	void anUnknownRoleIsOneErrorOnItsLineAndTheRestReads() {
		XtextResourceSet resources = language.empty();
		language.parse(resources, "walls.gamesystem", SYSTEM);
		XtextResource map = language.parse(resources, "keep.hexmap", MAP.replace("role keep", "role donjon"));
		List<String> errors = LanguageTestSupport.describe(language.languageErrors(map));
		assertEquals(List.of("7:24: 'donjon' is not a structure's role: write one of curtain, tower, gate, keep, rampart,"
				+ " building, bridge."), errors);
		HexMap read = (HexMap) LanguageTestSupport.root(map);
		assertEquals(2, read.getStructures().size());
		assertEquals(List.of("0303"), read.getStructures().get(1).getHexes());
	}

	@Test
	void aStructuresHoverSaysItsRole() {
		XtextResourceSet resources = language.empty();
		language.parse(resources, "walls.gamesystem", SYSTEM);
		HexMap map = (HexMap) LanguageTestSupport.root(language.parse(resources, "keep.hexmap", MAP));
		String text = hover.getContents(map.getStructures().get(1));
		assertTrue(text.contains("- role: keep, the keep, battered only through a breach in the outer walls"), text);
		assertTrue(hover.getContents(map.getStructures().get(0)).contains("- material S"));
	}
}
