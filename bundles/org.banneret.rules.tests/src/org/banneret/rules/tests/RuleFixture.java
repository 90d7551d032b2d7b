package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.gamesystems.BuiltInGameSystems;
import org.banneret.model.Scenario;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.Validation;
import org.banneret.dsl.validation.FindingCodes;
import org.banneret.validation.RuleCatalog;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;

import com.google.inject.Injector;

/**
 * Rule fixtures written in the scenario language: a map and a scenario as text, against the
 * built-in game systems, validated by the rule catalogue. The text must be free of language
 * errors, so that a test fails for the rule it is about and not for a typo.
 */
public final class RuleFixture {


	private final XtextResourceSet resourceSet;
	private Scenario scenario;

	private RuleFixture() {
		resourceSet = injector().getInstance(XtextResourceSet.class);
		for (String file : BuiltInGameSystems.FILES) {
			Resource resource = resourceSet.createResource(URI.createURI("builtin:/" + file));
			try (InputStream in = BuiltInGameSystems.url(file).openStream()) {
				resource.load(in, null);
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}
	}

	private static Injector injector() {
		return BanneretIdeSetup.injector();
	}

	/**
	 * Parses texts - game systems, maps, a scenario, in any order, one file each - and resolves
	 * their references; the built-in game systems are always there.
	 */
	public static RuleFixture of(String... texts) {
		RuleFixture fixture = new RuleFixture();
		for (int i = 0; i < texts.length; i++) {
			String text = texts[i].strip();
			String extension = text.startsWith("game") ? "gamesystem" : text.startsWith("map") ? "hexmap" : "scenario";
			Resource resource = fixture.parse("fixture" + i + "." + extension, texts[i]);
			if (resource.getContents().get(0) instanceof Scenario scenario) {
				fixture.scenario = scenario;
			}
		}
		if (fixture.scenario == null) {
			throw new IllegalArgumentException("a rule fixture needs a scenario");
		}
		return fixture;
	}

	private Resource parse(String name, String text) {
		XtextResource resource = (XtextResource) resourceSet.createResource(URI.createURI("test:/" + name));
		try {
			resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		EcoreUtil.resolveAll(resourceSet);
		List<String> errors = new ArrayList<>();
		resource.getResourceServiceProvider().getResourceValidator().validate(resource, CheckMode.ALL,
				CancelIndicator.NullImpl).stream().filter(i -> i.getSeverity() == Severity.ERROR)
				// Rule findings appear here too once RulesValidator is registered; they are the tests' business.
				.filter(i -> FindingCodes.isLanguage(i.getCode()))
				.forEach(i -> errors.add(i.getLineNumber() + ":" + i.getColumn() + ": " + i.getMessage()));
		assertEquals(List.of(), errors, "the fixture " + name + " must be free of language errors");
		return resource;
	}

	public Scenario scenario() {
		return scenario;
	}

	public Validation validate() {
		return validate(Map.of());
	}

	public Validation validate(Map<String, String> variants) {
		return RuleCatalog.engine().validate(scenario, variants);
	}

	/** The diagnostics of one rule, waived ones included. */
	public List<RuleDiagnostic> findings(String ruleId) {
		return findings(ruleId, Map.of());
	}

	public List<RuleDiagnostic> findings(String ruleId, Map<String, String> variants) {
		return validate(variants).diagnostics().stream().filter(d -> d.rule().id().equals(ruleId)).toList();
	}

	/** A named unit of the scenario, for asserting which element a diagnostic is on. */
	public org.banneret.model.Unit unit(String name) {
		for (var it = scenario.eAllContents(); it.hasNext();) {
			if (it.next() instanceof org.banneret.model.Unit unit && name.equals(unit.getName())) {
				return unit;
			}
		}
		throw new AssertionError("no unit named " + name);
	}
}
