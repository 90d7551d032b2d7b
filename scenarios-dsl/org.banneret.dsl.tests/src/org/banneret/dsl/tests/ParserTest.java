package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.AreaPlacement;
import org.banneret.model.Compass;
import org.banneret.model.EdgePlacement;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.RegionPlacement;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.VictoryEvent;
import org.banneret.model.map.MapGeometry;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** The rulebook notation parses into the model's own objects. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class ParserTest {

	@Inject
	private LanguageTestSupport language;
	private XtextResourceSet resourceSet;

	@BeforeEach
	void loadExamples() {
		resourceSet = language.examples();
	}

	@Test
	void leadersAndUnitRowsReadLikeTheLegend() {
		Scenario scenario = scenario("""
				scenario test.Legend of medieval {
					map bannockburn.StirlingMap
					side Scots {
						initiative
						Leader Wallace (F2), banner at 3318 {
							4 x INF [0] at 3318(1)
							3 x INF [1] at 3318(1), 3309(2)
						}
						Leader Moray at 3512
					}
				}
				""");
		Side scots = scenario.getSides().get(0);
		assertTrue(scots.isInitiative());
		Unit wallace = (Unit) scots.getElements().get(0);
		assertEquals("Wallace", wallace.getName());
		assertEquals("Leader", wallace.getType().getName());
		assertEquals(2, wallace.getFatigue());
		assertTrue(wallace.isBanner());
		assertEquals(List.of("3318"), ((HexPlacement) wallace.getPlacement()).getHexes());
		Unit first = (Unit) wallace.getElements().get(0);
		assertEquals(4, first.getCount());
		assertEquals("INF", first.getType().getName());
		assertTrue(first.isSetArmour());
		assertEquals(0, first.getArmour());
		AreaPlacement area = (AreaPlacement) ((Unit) wallace.getElements().get(1)).getPlacement();
		assertEquals(2, area.getAnchors().size());
		assertEquals("3309", area.getAnchors().get(1).getHex());
		assertEquals(2, area.getAnchors().get(1).getRadius());
		Unit moray = (Unit) scots.getElements().get(1);
		assertFalse(moray.isSetFatigue());
		assertFalse(moray.isBanner());
	}

	@Test
	void everyPlacementKindParses() {
		Scenario scenario = scenario("""
				scenario test.Placements of medieval {
					map bannockburn.StirlingMap
					side English {
						2 x CAV [2] at 2710, 2711 facing N
						11 x INF [2] at 2515(1), along MainRoad from 2118 to 1216
						5 x INF in OchillHills
						Leader Edward off map edge W
						45 x INF enters on turn 5 at 2930, 3330 limit 4 per turn
					}
				}
				""");
		List<Unit> units = scenario.getSides().get(0).getElements().stream().map(Unit.class::cast).toList();
		HexPlacement exact = assertInstanceOf(HexPlacement.class, units.get(0).getPlacement());
		assertEquals(List.of("2710", "2711"), exact.getHexes());
		assertEquals(Compass.N, exact.getFacing());
		AreaPlacement area = assertInstanceOf(AreaPlacement.class, units.get(1).getPlacement());
		assertEquals("MainRoad", area.getSegments().get(0).getPath().getName());
		assertEquals("1216", area.getSegments().get(0).getTo());
		assertEquals("OchillHills",
				assertInstanceOf(RegionPlacement.class, units.get(2).getPlacement()).getRegion().getName());
		assertEquals(Compass.W, assertInstanceOf(EdgePlacement.class, units.get(3).getPlacement()).getEdge());
		ReinforcementPlacement reinforcement = assertInstanceOf(ReinforcementPlacement.class, units.get(4).getPlacement());
		assertEquals(5, reinforcement.getTurn());
		assertEquals(List.of("2930", "3330"), reinforcement.getEntryHexes());
		assertEquals(4, reinforcement.getPerTurnLimit());
	}

	@Test
	void victoryTablesWaiversLinksAndVariantsParse() {
		Scenario scenario = scenario("""
				scenario test.Victory of medieval {
					map bannockburn.StirlingMap
					turns 4 to 20
					variant free_setup = on
					side Scots {
						Leader Wallace at 3318
						victory {
							automatic cleared in NorthBankForth except on swamp "no English north of the Forth"
							+28 killed Wallace
							+3 killed unit INF [2] "infantry unit [2] killed"
							+8 captured feature ford at 1702, 1802
						}
					}
					follows bannockburn.Stirling carrying morale, losses
					waive BAN-STACK-1 for Wallace at 3318 because "as printed"
				}
				""");
		assertEquals(4, scenario.getFirstTurn());
		assertEquals("on", scenario.getVariantSettings().get(0).getValue());
		Side scots = scenario.getSides().get(0);
		assertEquals("no English north of the Forth", scots.getAutomaticVictory().get(0).getDescription());
		assertEquals(VictoryEvent.KILLED, scots.getVictoryPoints().get(0).getEvent());
		assertEquals(28, scots.getVictoryPoints().get(0).getPoints());
		assertEquals(2, scots.getVictoryPoints().get(1).getArmour());
		assertEquals(List.of("1702", "1802"), scots.getVictoryPoints().get(2).getHexes());
		assertEquals("bannockburn.Stirling", scenario.getLinks().get(0).getSource().getName());
		assertEquals(List.of("morale", "losses"), scenario.getLinks().get(0).getCarries());
		assertEquals("BAN-STACK-1", scenario.getWaivers().get(0).getRuleId());
		assertEquals(scots.getElements().get(0), scenario.getWaivers().get(0).getTargets().get(0));
	}

	@Test
	void compactTerrainRowsFillTheGridFromTheTop() {
		XtextResource resource = language.parse(resourceSet, "small.hexmap", """
				map test.Small of medieval {
					grid 6 x 4 flat odd labels numeric column digits 2
					default clear
					terrain {
						"f*6"
						2 * "..~~.."   // a river across the middle
						"ssf*4"
					}
				}
				""");
		assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(resource)));
		HexMap map = (HexMap) LanguageTestSupport.root(resource);
		MapGeometry geometry = MapGeometry.of(map);
		assertEquals("forest", geometry.terrainAt(geometry.hex("0101")).getName());
		assertEquals("clear", geometry.terrainAt(geometry.hex("0102")).getName());
		assertEquals("river", geometry.terrainAt(geometry.hex("0303")).getName());
		assertEquals("swamp", geometry.terrainAt(geometry.hex("0204")).getName());
		assertEquals("forest", geometry.terrainAt(geometry.hex("0604")).getName());
	}

	private Scenario scenario(String text) {
		XtextResource resource = language.parse(resourceSet, "test.scenario", text);
		assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(resource)));
		return (Scenario) LanguageTestSupport.root(resource);
	}
}
