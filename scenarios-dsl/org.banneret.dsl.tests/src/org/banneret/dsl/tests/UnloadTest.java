package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.banneret.model.GameSystem;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/**
 * A file unloaded, as the language server unloads one before it checks the file's new text: what
 * other files link to becomes a proxy that finds the new text's element, and nothing else does.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class UnloadTest {

	private static final String STIRLING = "org.banneret.examples/bannockburn/stirling.scenario";
	private static final String MEDIEVAL = "org.banneret.gamesystems/gamesystems/medieval.gamesystem";

	@Inject
	private LanguageTestSupport language;

	@Test
	void aUnitTypeLinkedFromAScenarioFindsTheGameSystemReadAgain() throws Exception {
		XtextResourceSet resourceSet = language.examples();
		Scenario scenario = (Scenario) resourceSet.getResource(ExampleFiles.uri(STIRLING), false).getContents().get(0);
		Unit unit = first(scenario, element -> element instanceof Unit row && row.getName() == null && row.getType() != null);
		UnitType before = unit.getType();
		Resource medieval = resourceSet.getResource(ExampleFiles.uri(MEDIEVAL), false);
		assertSame(medieval, before.eResource());
		EObject unnamed = first((GameSystem) medieval.getContents().get(0), element -> element.eClass().getEStructuralFeature("name") == null);

		medieval.unload();
		resourceSet.getResources().remove(medieval);
		assertTrue(before.eIsProxy(), "the unit type, which other files link to, is a proxy");
		assertFalse(((org.eclipse.emf.ecore.InternalEObject) unnamed).eIsProxy(), "an element no other file can link to is left as it was");

		Resource again = resourceSet.createResource(ExampleFiles.uri(MEDIEVAL));
		again.load(new ByteArrayInputStream(ExampleFiles.all().get(MEDIEVAL).getBytes(StandardCharsets.UTF_8)), null);
		UnitType after = unit.getType();
		assertNotSame(before, after);
		assertSame(again, after.eResource(), "the scenario's link finds the game system read again");
		assertEquals(before.getName(), after.getName());
	}

	@SuppressWarnings("unchecked")
	private static <T extends EObject> T first(EObject root, java.util.function.Predicate<EObject> wanted) {
		for (var all = root.eAllContents(); all.hasNext();) {
			EObject element = all.next();
			if (wanted.test(element)) {
				return (T) element;
			}
		}
		throw new AssertionError("no such element in " + root.eResource().getURI());
	}
}
