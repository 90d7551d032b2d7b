package org.banneret.benchmarks;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.banneret.model.BanneretFactory;
import org.banneret.model.FeatureType;
import org.banneret.model.GameSystem;
import org.banneret.model.GridOrientation;
import org.banneret.model.HexFeature;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.LabelKind;
import org.banneret.model.LabelScheme;
import org.banneret.model.OffsetParity;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.TerrainType;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitType;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.map.TerrainCodes;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.persistence.ModelStore;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;

/**
 * Load, save and retained memory of a 1000 x 1000-hex map with 10,000 sparse features and
 * a 10,000-unit scenario, saved as XMI. Fixed seed and sizes; prints min / median / max.
 */
public final class ModelBenchmark {

	private static final int SIZE = 1000;
	private static final int FEATURES = 10_000;
	private static final int UNITS = 10_000;
	private static final int RUNS = 5;

	public static void main(String[] args) throws Exception {
		Path folder = Files.createTempDirectory("banneret-bench");
		List<Double> saves = new ArrayList<>();
		List<Double> loads = new ArrayList<>();
		for (int run = 0; run < RUNS; run++) {
			ResourceSet generated = generate(folder);
			long start = System.nanoTime();
			for (Resource resource : generated.getResources()) {
				ModelStore.save(resource);
			}
			saves.add(millis(start));
		}
		long baseline = retainedHeap();
		ResourceSet loaded = null;
		for (int run = 0; run < RUNS; run++) {
			loaded = null;
			long start = System.nanoTime();
			loaded = ModelStore.newResourceSet();
			ModelStore.load(loaded, folder.resolve("bench.gamesystem.xmi"));
			ModelStore.load(loaded, folder.resolve("bench.hexmap.xmi"));
			Resource scenario = ModelStore.load(loaded, folder.resolve("bench.scenario.xmi"));
			org.eclipse.emf.ecore.util.EcoreUtil.resolveAll(scenario);
			loads.add(millis(start));
		}
		long retained = retainedHeap() - baseline;
		Scenario scenario = (Scenario) loaded.getResources().get(2).getContents().get(0);
		System.out.printf("model benchmark: %d x %d map, %d features, %d units (JDK %s)%n", SIZE, SIZE, FEATURES,
				count(scenario), Runtime.version());
		System.out.printf("  files: system %s, map %s, scenario %s%n", size(folder, "bench.gamesystem.xmi"),
				size(folder, "bench.hexmap.xmi"), size(folder, "bench.scenario.xmi"));
		System.out.printf("  save (3 files):        %s ms%n", summary(saves));
		System.out.printf("  load + resolve:        %s ms%n", summary(loads));
		System.out.printf("  retained after load:   %.1f MB (target < 64 MB)%n", retained / 1048576.0);
	}

	private static ResourceSet generate(Path folder) {
		Random random = new Random(20261122);
		BanneretFactory f = BanneretFactory.eINSTANCE;
		GameSystem system = f.createGameSystem();
		system.setName("Bench");
		UnitClass infantry = f.createUnitClass();
		infantry.setName("infantry");
		system.getUnitClasses().add(infantry);
		UnitType type = f.createUnitType();
		type.setName("Infantry");
		type.setCode("INF");
		type.setUnitClass(infantry);
		system.getUnitTypes().add(type);
		for (int i = 0; i < 8; i++) {
			TerrainType terrain = f.createTerrainType();
			terrain.setName("terrain" + i);
			terrain.setCode(Character.toString("cfhmswvr".charAt(i)));
			system.getTerrainTypes().add(terrain);
		}
		FeatureType village = f.createFeatureType();
		village.setName("village");
		system.getFeatureTypes().add(village);

		HexMap map = f.createHexMap();
		map.setName("Big");
		map.setGameSystem(system);
		HexGrid grid = f.createHexGrid();
		grid.setOrientation(GridOrientation.FLAT);
		grid.setParity(OffsetParity.ODD);
		grid.setColumns(SIZE);
		grid.setRows(SIZE);
		LabelScheme labels = f.createLabelScheme();
		labels.setKind(LabelKind.NUMERIC);
		labels.setColumnDigits(4);
		labels.setRowDigits(4);
		grid.setLabels(labels);
		map.setGrid(grid);
		map.getTerrainPalette().addAll(system.getTerrainTypes());
		map.setDefaultTerrain(system.getTerrainTypes().get(0));
		CellGrid terrain = new CellGrid(SIZE, SIZE);
		CellGrid elevation = new CellGrid(SIZE, SIZE);
		for (int i = 0; i < terrain.size();) {
			int run = 1 + random.nextInt(40);
			int value = random.nextInt(4) == 0 ? TerrainCodes.DEFAULT
					: TerrainCodes.cellValue(system.getTerrainTypes().get(random.nextInt(8)));
			int height = random.nextInt(4);
			for (int j = 0; j < run && i < terrain.size(); j++, i++) {
				terrain.set(i, value);
				elevation.set(i, height);
			}
		}
		map.setTerrain(terrain);
		map.setElevation(elevation);
		MapGeometry geometry = MapGeometry.of(map);
		for (int i = 0; i < FEATURES; i++) {
			HexFeature feature = f.createHexFeature();
			feature.setHex(randomLabel(geometry, random));
			feature.setType(village);
			map.getFeatures().add(feature);
		}

		Scenario scenario = f.createScenario();
		scenario.setName("Huge");
		scenario.setGameSystem(system);
		var sheet = f.createSheetPlacement();
		sheet.setId("big");
		sheet.setMap(map);
		scenario.getSheets().add(sheet);
		for (int s = 0; s < 2; s++) {
			Side side = f.createSide();
			side.setName("Side" + s);
			side.setInitiative(s == 0);
			scenario.getSides().add(side);
			for (int leaderIndex = 0; leaderIndex < 50; leaderIndex++) {
				Unit leader = f.createUnit();
				leader.setName("Leader" + s + "_" + leaderIndex);
				leader.setType(type);
				side.getElements().add(leader);
				for (int u = 0; u < UNITS / 100 - 1; u++) {
					Unit unit = f.createUnit();
					unit.setType(type);
					unit.setArmour(random.nextInt(3));
					HexPlacement placement = f.createHexPlacement();
					placement.getHexes().add(randomLabel(geometry, random));
					unit.setPlacement(placement);
					leader.getElements().add(unit);
				}
			}
		}

		ResourceSet resourceSet = ModelStore.newResourceSet();
		add(resourceSet, folder.resolve("bench.gamesystem.xmi"), system);
		add(resourceSet, folder.resolve("bench.hexmap.xmi"), map);
		add(resourceSet, folder.resolve("bench.scenario.xmi"), scenario);
		return resourceSet;
	}

	private static String randomLabel(MapGeometry geometry, Random random) {
		return geometry.labels().format(new OffsetCoord(random.nextInt(SIZE), random.nextInt(SIZE)));
	}

	private static void add(ResourceSet resourceSet, Path file, org.eclipse.emf.ecore.EObject root) {
		resourceSet.createResource(URI.createFileURI(file.toString())).getContents().add(root);
	}

	private static int count(Scenario scenario) {
		int units = 0;
		for (var i = scenario.eAllContents(); i.hasNext();) {
			if (i.next() instanceof Unit) {
				units++;
			}
		}
		return units;
	}

	private static long retainedHeap() {
		for (int i = 0; i < 4; i++) {
			System.gc();
		}
		return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
	}

	private static double millis(long start) {
		return (System.nanoTime() - start) / 1e6;
	}

	private static String summary(List<Double> values) {
		double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
		return String.format("min %.0f / median %.0f / max %.0f", sorted[0], sorted[sorted.length / 2],
				sorted[sorted.length - 1]);
	}

	private static String size(Path folder, String name) throws java.io.IOException {
		return String.format("%.1f MB", Files.size(folder.resolve(name)) / 1048576.0);
	}

}
