package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.banneret.gamesystems.BuiltInGameSystems;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * Every built-in game system and every example parses, links and meets the model's constraints;
 * what the rules of the games say about the examples is tested with the rules.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class ExamplesTest {

	@Inject
	private Provider<XtextResourceSet> resourceSets;

	@Test
	void everyExampleParsesAndLinksWithoutErrors() {
		List<Resource> resources = ExampleFiles.load(resourceSets.get());
		assertTrue(resources.size() >= 3, "examples found: " + resources.size());
		List<String> problems = new ArrayList<>();
		for (Resource resource : resources) {
			XtextResource xtext = (XtextResource) resource;
			IResourceValidator validator = xtext.getResourceServiceProvider().getResourceValidator();
			for (Issue issue : validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl)) {
				if (issue.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR
						&& !LanguageTestSupport.isRuleFinding(issue)) {
					problems.add(resource.getURI().lastSegment() + ":" + issue.getLineNumber() + ":" + issue.getColumn()
							+ ": " + issue.getMessage());
				}
			}
			assertEquals(1, resource.getContents().size(), resource.getURI() + " has one root");
		}
		assertEquals(List.of(), problems);
	}

	@Test
	void theListOfBuiltInGameSystemsIsTheFolderTheyShipIn() {
		List<String> shipped = ExampleFiles.all().keySet().stream()
				.filter(path -> path.startsWith("org.banneret.gamesystems/gamesystems/"))
				.map(path -> path.substring(path.lastIndexOf('/') + 1)).sorted().toList();
		assertEquals(shipped, BuiltInGameSystems.FILES.stream().sorted().toList());
		for (String file : BuiltInGameSystems.FILES) {
			assertTrue(BuiltInGameSystems.url(file) != null, file + " is in the bundle");
		}
	}
}
