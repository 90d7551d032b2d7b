package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.banneret.model.ForceElement;
import org.banneret.model.naming.ElementPaths;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.junit.jupiter.api.Test;

class ElementPathsTest {

	@Test
	void oneElementsFragmentIsTheOneTheWalkWritesAndEmfGives() {
		StirlingFixture stirling = new StirlingFixture();
		Resource resource = new XMIResourceFactoryImpl().createResource(URI.createURI("memory:/stirling.xmi"));
		new ResourceSetImpl().getResources().add(resource);
		resource.getContents().add(stirling.scenario);

		Map<EObject, String> walked = ElementPaths.fragments(stirling.scenario, ForceElement.class::isInstance);
		assertTrue(walked.size() > 20, "the fixture's sides, leaders and rows: " + walked.size());
		for (Map.Entry<EObject, String> entry : walked.entrySet()) {
			assertEquals(entry.getValue(), ElementPaths.fragment(entry.getKey()));
			assertEquals(resource.getURIFragment(entry.getKey()), ElementPaths.fragment(entry.getKey()));
		}
	}
}
