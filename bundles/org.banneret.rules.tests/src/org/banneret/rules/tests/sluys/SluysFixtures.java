package org.banneret.rules.tests.sluys;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.banneret.model.Unit;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.eclipse.emf.ecore.EObject;

/**
 * A small estuary and the frame of a Sluys scenario for the SLY rule tests. On the 8 x 6 map
 * (flat-topped, CCRR labels) 0302 and row 06 are shallows, 0703-0804 land, 0101 and 0201 the
 * Red Entry Zone; hexes of one column and consecutive rows are adjacent.
 */
final class SluysFixtures {

	static final String MAP = """
			map test.Sea "A small estuary" of sluys {
				grid 8 x 6 flat odd labels numeric column digits 2
				default deep
				terrain {
					"........"
					"..s....."
					"......##"
					"......##"
					"........"
					"ssssssss"
				}
				hex 0101 redzone
				hex 0201 redzone
				region EnglishZone: 0102, 0202, 0103
				region FrenchZone: 0405, 0505, 0605
			}
			""";

	private SluysFixtures() {
	}

	/** A scenario on the small estuary with the wind and current set: the text goes inside its braces. */
	static RuleFixture scenario(String body) {
		return RuleFixture.of(MAP, """
				scenario test.Fight of sluys {
					map test.Sea
					variant wind = S
					variant current = N
				""" + body + "\n}\n");
	}

	/** Two fleets, the English with the initiative; each side's text goes inside its block. */
	static RuleFixture fight(String english, String french) {
		return fight(english, french, "");
	}

	static RuleFixture fight(String english, String french, String rest) {
		return scenario("side English { nationality English initiative\n" + english + "\n}\n"
				+ "side French { nationality French, Genoese\n" + french + "\n}\n" + rest);
	}

	/** The one finding of a rule, asserting there is exactly one. */
	static RuleDiagnostic only(RuleFixture fixture, String ruleId) {
		List<RuleDiagnostic> found = fixture.findings(ruleId);
		assertEquals(1, found.size(), messages(found).toString());
		return found.get(0);
	}

	static List<String> messages(List<RuleDiagnostic> found) {
		return found.stream().map(d -> d.rule().id() + ": " + d.message()).toList();
	}

	/** The unit a diagnostic sits on: its element, or the unit holding its element. */
	static Unit unitOf(RuleDiagnostic diagnostic) {
		for (EObject at = diagnostic.element(); at != null; at = at.eContainer()) {
			if (at instanceof Unit unit) {
				return unit;
			}
		}
		return null;
	}
}
