package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.validation.DetailedDiagnostic;
import org.banneret.validation.RulesValidator;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.junit.jupiter.api.Test;

/** The EMF Diagnostician sees the rules' findings, on the element and feature they concern. */
class RulesValidatorTest {

	@Test
	void theDiagnosticianReportsRuleFindingsOnThePlacedHex() {
		RulesValidator.register();
		RuleFixture fixture = RuleFixture.of("""
				map test.Small of medieval {
					grid 10 x 10 flat odd labels numeric column digits 2
					default clear
				}
				""", """
				scenario test.Small of medieval {
					map test.Small
					side Scots { initiative
						Leader Wallace at 0505 { 2 x INF [0] at 0505 }
					}
					side English { Leader Surrey at 0909 }
				}
				""");
		Diagnostic result = Diagnostician.INSTANCE.validate(fixture.scenario());
		List<Diagnostic> rules = result.getChildren().stream().filter(d -> RulesValidator.SOURCE.equals(d.getSource())).toList();
		assertTrue(rules.stream().anyMatch(d -> d instanceof DetailedDiagnostic detailed
				&& detailed.details().code().startsWith("BAN-") && d.getSeverity() == Diagnostic.ERROR), rules.toString());
		Diagnostic first = rules.stream().filter(d -> d.getMessage().contains("0505")).findFirst().orElseThrow();
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__HEXES, first.getData().get(1));
		assertTrue(first.getMessage().endsWith(")"), "the citation closes the message: " + first.getMessage());
	}
}
