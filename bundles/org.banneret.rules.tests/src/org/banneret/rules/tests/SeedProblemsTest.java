package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.banneret.model.Scenario;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.validation.RuleCatalog;
import org.banneret.dsl.ide.BanneretIdeSetup;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The seeds' own data problems are found in the bundled examples, with the right rule ids. */
class SeedProblemsTest {

	@TempDir
	Path folder;

	private List<RuleDiagnostic> findingsOf(String scenarioFile) {
		Path examples = BundledExamples.copyTo(folder);
		XtextResourceSet resourceSet = BanneretIdeSetup.injector().getInstance(XtextResourceSet.class);
		for (String file : org.banneret.gamesystems.BuiltInGameSystems.FILES) {
			Resource system = resourceSet.createResource(URI.createURI("builtin:/" + file));
			try (var in = org.banneret.gamesystems.BuiltInGameSystems.url(file).openStream()) {
				system.load(in, null);
			} catch (java.io.IOException e) {
				throw new java.io.UncheckedIOException(e);
			}
		}
		String map = scenarioFile.replace(".scenario", ".hexmap");
		resourceSet.getResource(URI.createFileURI(examples.resolve("bannockburn/" + map).toString()), true);
		Resource scenario = resourceSet.getResource(URI.createFileURI(examples.resolve("bannockburn/" + scenarioFile).toString()), true);
		EcoreUtil.resolveAll(resourceSet);
		return RuleCatalog.engine().validate((Scenario) scenario.getContents().get(0), Map.of()).diagnostics();
	}

	@Test
	void stirlingsFourCavalryOnHex517() {
		List<RuleDiagnostic> found = findingsOf("stirling.scenario");
		assertTrue(found.stream().anyMatch(d -> d.rule().id().equals("BAN-PLACE-3") && d.hexes().contains("517")
				&& d.isError()), found.toString());
	}

	@Test
	void surreysBannerWithNoRegularUnitToHoldIt() {
		List<RuleDiagnostic> found = findingsOf("stirling.scenario");
		assertTrue(found.stream().anyMatch(d -> d.rule().id().equals("BAN-BAN-2") && d.message().contains("Surrey")
				&& d.severity() == org.banneret.model.Severity.WARNING), found.toString());
	}

	@Test
	void deClereHasSevenGroupsForSixPlacements() {
		List<RuleDiagnostic> found = findingsOf("prelude.scenario");
		assertTrue(found.stream().anyMatch(d -> d.rule().id().equals("BAN-PLACE-4") && d.message().contains("7 unit groups")
				&& d.isError()), found.toString());
	}
}
