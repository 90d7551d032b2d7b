package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.banneret.dsl.resource.PathUnloader;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** A reparse leaves the old model as proxies of the URIs EMF gives its elements, found without searching. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class PathUnloaderTest {

	@Inject
	private LanguageTestSupport language;

	@Test
	void everyElementOfEveryExampleGetsTheUriEmfGivesIt() {
		XtextResourceSet examples = language.examples();
		int elements = 0;
		for (Resource resource : examples.getResources()) {
			EObject root = resource.getContents().get(0);
			Map<EObject, URI> uris = PathUnloader.proxyURIs(root);
			assertEquals(EcoreUtil.getURI(root), uris.get(root));
			for (var contents = EcoreUtil.<EObject>getAllProperContents(root, false); contents.hasNext();) {
				EObject element = contents.next();
				assertEquals(EcoreUtil.getURI(element), uris.get(element), element.toString());
				elements++;
			}
		}
		assertTrue(elements > 1_000, elements + " elements");
	}

	@Test
	void aReparseLeavesTheOldElementsAsProxiesThatFindTheNewOnes() throws Exception {
		XtextResource resource = language.parse(language.examples(), "probe.scenario", """
				scenario test.Probe of medieval {
					map bannockburn.StirlingMap
					side Scots {
						Leader Wallace (F2) at 3318 {
							4 x INF [0] at 3318(1)
						}
					}
				}
				""");
		Scenario scenario = (Scenario) resource.getContents().get(0);
		EObject row = scenario.getSides().get(0).getElements().get(0).getElements().get(0);
		URI before = EcoreUtil.getURI(row);
		resource.reparse(resource.getParseResult().getRootNode().getText());
		assertTrue(row.eIsProxy());
		assertEquals(before, ((org.eclipse.emf.ecore.InternalEObject) row).eProxyURI());
		assertInstanceOf(Unit.class, resource.getEObject(before.fragment()));
	}
}
