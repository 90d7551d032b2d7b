package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.NamedElement;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.RuleFailure;
import org.banneret.rules.Setup;
import org.banneret.validation.RuleCatalog;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every rule of every rule set on partial models, as an editor holds them while a modder types:
 * each bundled example with its references missing, unresolved, its names and placements gone,
 * its map without terrain. A rule may find more or less; it may not fail (a RULE-FAILED finding).
 */
class PartialModelTest {

	@TempDir
	Path folder;

	/** Damage done to a loaded scenario, its map and its game system, as half-typed text leaves them. */
	private record Damage(String name, Consumer<Scenario> apply) {
	}

	private static final List<Damage> DAMAGES = List.of(
			new Damage("every cross-reference missing", scenario -> everyReference(scenario, false)),
			new Damage("every cross-reference unresolved", scenario -> everyReference(scenario, true)),
			new Damage("every name missing", scenario -> everyObject(scenario, object -> {
				if (object instanceof NamedElement named) {
					named.setName(null);
				}
			})),
			new Damage("every placement missing", scenario -> everyObject(scenario, object -> {
				if (object instanceof Unit unit) {
					unit.setPlacement(null);
				}
			})),
			new Damage("every hex label not a hex", scenario -> everyObject(scenario, object -> {
				if (object instanceof HexPlacement placement) {
					placement.getHexes().replaceAll(label -> label + "9");
				}
			})),
			new Damage("a label the parser could not read in every list of labels", scenario -> everyObject(scenario, object -> {
				for (EAttribute attribute : object.eClass().getEAllAttributes()) {
					if (attribute.isMany() && attribute.isChangeable() && attribute.getEAttributeType().getInstanceClass() == String.class) {
						@SuppressWarnings("unchecked")
						List<String> labels = (List<String>) object.eGet(attribute);
						labels.add(null);
					}
				}
			})),
			new Damage("every count zero or huge", scenario -> everyObject(scenario, object -> {
				if (object instanceof Unit unit) {
					unit.setCount(unit.getCount() % 2 == 0 ? 0 : Integer.MAX_VALUE);
				}
			})),
			new Damage("the map without grid, terrain or elevation", scenario -> {
				HexMap map = new Setup(scenario, Map.of()).map();
				if (map != null) {
					map.setGrid(null);
					map.setTerrain(null);
					map.setElevation(null);
				}
			}),
			new Damage("the game system emptied", scenario -> {
				if (scenario.getGameSystem() != null) {
					scenario.getGameSystem().getUnitClasses().clear();
					scenario.getGameSystem().getMarkerTypes().clear();
					scenario.getGameSystem().getStackingLimits().clear();
					scenario.getGameSystem().getLevelSlots().clear();
				}
			}));

	@Test
	void noRuleFailsOnAnyExampleInAnyPartialState() throws IOException {
		Path examples = BundledExamples.copyTo(folder);
		List<Path> scenarios;
		try (Stream<Path> files = Files.walk(examples)) {
			scenarios = files.filter(file -> file.toString().endsWith(".scenario")).sorted().toList();
		}
		assertTrue(scenarios.size() >= 6, "the bundled examples: " + scenarios);
		List<String> failures = new ArrayList<>();
		int checked = 0;
		for (Path file : scenarios) {
			List<String> texts = new ArrayList<>();
			try (Stream<Path> maps = Files.list(file.getParent())) {
				for (Path map : maps.filter(p -> p.toString().endsWith(".hexmap")).sorted().toList()) {
					texts.add(Files.readString(map));
				}
			}
			texts.addAll(scenariosFollowedFirst(file));
			for (Damage damage : DAMAGES) {
				RuleFixture fixture;
				try {
					fixture = RuleFixture.of(texts.toArray(String[]::new));
				} catch (AssertionError e) {
					throw new AssertionError(file + " with " + texts.stream().map(PartialModelTest::nameOf).toList(), e);
				}
				damage.apply().accept(fixture.scenario());
				try {
					for (RuleDiagnostic finding : RuleCatalog.engine().validate(fixture.scenario(), Map.of()).diagnostics()) {
						if (finding.rule().id().equals(RuleFailure.CODE)) {
							failures.add(file.getFileName() + ", " + damage.name() + ": " + finding.message());
						}
					}
				} catch (RuntimeException e) {
					failures.add(file.getFileName() + ", " + damage.name() + ": the engine threw " + e);
				}
				checked++;
			}
		}
		assertEquals(List.of(), failures, checked + " partial models checked");
	}

	/**
	 * The scenarios of the file's folder, each after those it follows ("follows bannockburn.Prelude"),
	 * the file itself last and those that follow it left out, so that each parses with its
	 * references resolved.
	 */
	private static List<String> scenariosFollowedFirst(Path file) throws IOException {
		List<String> others = new ArrayList<>();
		try (Stream<Path> files = Files.list(file.getParent())) {
			for (Path other : files.filter(p -> p.toString().endsWith(".scenario") && !p.equals(file)).sorted().toList()) {
				others.add(Files.readString(other));
			}
		}
		String target = Files.readString(file);
		others.removeIf(other -> other.contains("follows " + nameOf(target))); // they come after it
		List<String> ordered = new ArrayList<>();
		while (!others.isEmpty()) {
			String next = others.stream().filter(text -> others.stream().noneMatch(
					other -> other != text && text.contains("follows " + nameOf(other)))).findFirst().orElse(others.get(0));
			ordered.add(next);
			others.remove(next);
		}
		ordered.add(target);
		return ordered;
	}

	private static String nameOf(String scenarioText) {
		java.util.regex.Matcher name = java.util.regex.Pattern.compile("(?m)^scenario (\\S+)").matcher(scenarioText);
		return name.find() ? name.group(1) : "";
	}

	/** Sets every non-containment reference inside the scenario, its map and its game system to nothing or to a proxy. */
	private static void everyReference(Scenario scenario, boolean proxy) {
		everyObject(scenario, object -> {
			for (EReference reference : object.eClass().getEAllReferences()) {
				if (reference.isContainment() || reference.isContainer() || reference.isDerived() || !reference.isChangeable()) {
					continue;
				}
				EObject replacement = proxy ? proxyOf(reference.getEReferenceType()) : null;
				if (reference.isMany()) {
					@SuppressWarnings("unchecked")
					List<EObject> values = (List<EObject>) object.eGet(reference, false);
					if (proxy) {
						for (int i = 0; i < values.size(); i++) {
							values.set(i, proxyOf(reference.getEReferenceType()));
						}
					} else {
						values.clear();
					}
				} else if (object.eGet(reference, false) != null) {
					object.eSet(reference, replacement);
				}
			}
		});
	}

	private static EObject proxyOf(EClass type) {
		if (type.isAbstract() || type.isInterface()) {
			return null;
		}
		EObject proxy = EcoreUtil.create(type);
		((InternalEObject) proxy).eSetProxyURI(URI.createURI("test:/nowhere.gamesystem#//unresolved"));
		return proxy;
	}

	/** Applies a change to every object of the scenario, and of its map and game system when they are loaded. */
	private static void everyObject(Scenario scenario, Consumer<EObject> change) {
		List<EObject> roots = new ArrayList<>(List.of(scenario));
		HexMap map = new Setup(scenario, Map.of()).map();
		if (map != null && !map.eIsProxy()) {
			roots.add(map);
		}
		if (scenario.getGameSystem() != null && !scenario.getGameSystem().eIsProxy()) {
			roots.add(scenario.getGameSystem());
		}
		List<EObject> all = new ArrayList<>();
		for (EObject root : roots) {
			all.add(root);
			for (TreeIterator<EObject> it = root.eAllContents(); it.hasNext();) {
				all.add(it.next());
			}
		}
		all.forEach(change);
	}
}
