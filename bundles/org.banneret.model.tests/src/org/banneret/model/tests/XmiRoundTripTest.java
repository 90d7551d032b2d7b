package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.banneret.model.GameSystem;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.persistence.ModelStore;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class XmiRoundTripTest {

	@TempDir
	Path folder;

	@Test
	void stirlingSurvivesSaveAndLoadAcrossThreeFiles() throws Exception {
		StirlingFixture stirling = new StirlingFixture();
		save(stirling, folder);

		ResourceSet fresh = ModelStore.newResourceSet();
		Scenario scenario = loadScenario(fresh);
		HexMap map = (HexMap) ModelStore.load(fresh, folder.resolve("stirling-map.xmi")).getContents().get(0);
		GameSystem system = (GameSystem) ModelStore.load(fresh, folder.resolve("medieval.xmi")).getContents().get(0);

		EcoreUtil.EqualityHelper equality = new EcoreUtil.EqualityHelper();
		assertTrue(equality.equals(stirling.system, system), "game system differs after reload");
		assertTrue(equality.equals(stirling.map, map), "map differs after reload");
		assertTrue(equality.equals(stirling.scenario, scenario), "scenario differs after reload");

		assertNotSame(stirling.scenario, scenario);
		assertSame(system, scenario.getGameSystem(), "cross-file reference resolves into the loaded game system");
		assertSame(map, scenario.getSheets().get(0).getMap());
		assertEquals(stirling.map.getTerrain(), map.getTerrain(), "compact terrain grid");
	}

	@Test
	void stirlingOrderOfBattleIsComplete() throws Exception {
		StirlingFixture stirling = new StirlingFixture();
		save(stirling, folder);
		Scenario scenario = loadScenario(ModelStore.newResourceSet());

		Side scots = scenario.getSides().get(0);
		assertEquals("Scots", scots.getName());
		assertTrue(scots.isInitiative());
		Unit wallace = (Unit) scots.getElements().get(0);
		assertEquals("Wallace", wallace.getName());
		assertEquals(2, wallace.getFatigue());
		assertTrue(wallace.isBanner());
		assertEquals("3318", ((HexPlacement) wallace.getPlacement()).getHexes().get(0));
		// Scots totals from the digest: INF[0] 28, INF[1] 13, CAV[0] 4.
		assertEquals(28, count(scots, "INF", 0));
		assertEquals(13, count(scots, "INF", 1));
		assertEquals(4, count(scots, "CAV", 0));
		assertEquals(11, scenario.getFirstTurn());
		assertEquals(30, scenario.getLastTurn());
		assertEquals("BAN-BAN-2", scenario.getWaivers().get(0).getRuleId());
		assertEquals("Surrey", ((Unit) scenario.getWaivers().get(0).getTargets().get(0)).getName());
	}

	private Scenario loadScenario(ResourceSet resourceSet) throws Exception {
		return (Scenario) ModelStore.load(resourceSet, folder.resolve("stirling.xmi")).getContents().get(0);
	}

	private static int count(Side side, String code, int armour) {
		int total = 0;
		for (var i = side.eAllContents(); i.hasNext();) {
			if (i.next() instanceof Unit unit && unit.getType() != null && code.equals(unit.getType().getCode())
					&& unit.isSetArmour() && unit.getArmour() == armour) {
				total += unit.getCount();
			}
		}
		return total;
	}

	static void save(StirlingFixture stirling, Path folder) throws Exception {
		ResourceSet resourceSet = ModelStore.newResourceSet();
		Resource system = resourceSet.createResource(URI.createFileURI(folder.resolve("medieval.xmi").toString()));
		Resource map = resourceSet.createResource(URI.createFileURI(folder.resolve("stirling-map.xmi").toString()));
		Resource scenario = resourceSet.createResource(URI.createFileURI(folder.resolve("stirling.xmi").toString()));
		system.getContents().add(stirling.system);
		map.getContents().add(stirling.map);
		scenario.getContents().add(stirling.scenario);
		for (Resource resource : resourceSet.getResources()) {
			ModelStore.save(resource);
		}
	}
}
