package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.RuleEngine;
import org.banneret.rules.RuleFailure;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Validation;
import org.banneret.rules.generic.GenericRules;
import org.banneret.rules.tests.generic.GenericRulesTest;
import org.junit.jupiter.api.Test;

/** A rule that throws costs its own findings only: the others report, and the failure is a finding. */
class RuleIsolationTest {

	/** Throws on every hook, as a rule with a bug would on a half-typed model. */
	static final class Broken extends Rule {
		private final Subject subject;

		Broken(Subject subject) {
			super(RuleInfo.of("TEST-BROKEN-" + subject, "A rule with a bug", "nowhere", Severity.ERROR), subject);
			this.subject = subject;
		}

		@Override
		public void checkUnit(Unit unit, Setup setup, Report report) {
			throw new NullPointerException("a null name");
		}

		@Override
		public void checkHex(Hex hex, Setup setup, Report report) {
			throw new IndexOutOfBoundsException("a grid shorter than its map");
		}

		@Override
		public void checkScenario(Setup setup, Report report) {
			throw new IllegalStateException("subject " + subject);
		}
	}

	@Test
	void aThrowingRuleBecomesOneFindingPerSubjectAndTheOtherRulesStillReport() {
		RuleFixture f = GenericRulesTest.fixture(
				"side Red { initiative  Captain Ann at 0101 { 2 x Foot at 0101  2 x Foot at 0101 } }");
		List<Rule> rules = new ArrayList<>(GenericRules.all());
		for (Rule.Subject subject : Rule.Subject.values()) {
			rules.add(new Broken(subject));
		}
		Validation validation = new RuleEngine(rules).validate(f.scenario(), Map.of());
		List<RuleDiagnostic> all = validation.diagnostics();
		assertEquals(1, all.stream().filter(d -> d.rule().id().equals("GEN-STACK-1")).count(),
				"the healthy stacking rule still reports: " + all);
		List<RuleDiagnostic> failures = all.stream().filter(RuleFailure::isFailure).toList();
		// Three units (Ann and her two rows), one occupied hex, one scenario.
		assertEquals(5, failures.size(), failures.toString());
		for (RuleDiagnostic failure : failures) {
			assertEquals(Severity.ERROR, failure.severity());
			assertTrue(failure.message().matches("Rule TEST-BROKEN-(UNIT|HEX|SCENARIO) could not judge .+: it failed with "
					+ "(NullPointerException|IndexOutOfBoundsException|IllegalStateException) at RuleIsolationTest\\$Broken\\."
					+ "check(Unit|Hex|Scenario):\\d+\\. This is a bug in Banneret, not in the set-up: please report it with this file\\."),
					failure.message());
		}
		RuleDiagnostic hexFailure = failures.stream().filter(d -> d.message().contains("TEST-BROKEN-HEX")).findFirst().orElseThrow();
		assertEquals(List.of("0101"), hexFailure.hexes());
		assertTrue(validation.errorCount() >= 6);
	}

	@Test
	void aWaiverDoesNotHideARulesFailure() {
		RuleFixture f = GenericRulesTest.fixture("""
				side Red { initiative  Captain Ann at 0101 }
				waive TEST-BROKEN-SCENARIO because "hides nothing"
				waive RULE-FAILED because "hides nothing either"
				""");
		List<Rule> rules = new ArrayList<>(GenericRules.all());
		rules.add(new Broken(Rule.Subject.SCENARIO));
		List<RuleDiagnostic> failures = new RuleEngine(rules).validate(f.scenario(), Map.of()).diagnostics().stream()
				.filter(RuleFailure::isFailure).toList();
		assertEquals(1, failures.size());
		assertTrue(failures.get(0).isError());
	}
}
