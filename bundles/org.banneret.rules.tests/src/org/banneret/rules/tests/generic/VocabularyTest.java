package org.banneret.rules.tests.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretFactory;
import org.banneret.model.Unit;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.Setup;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/**
 * The questions every rule set asks of a unit, answered once in org.banneret.rules.Setup: its
 * nationality, class, whether it is alive, its markers. The generic, Medieval, Cry Havoc and
 * Sluys rules all ask these; none keeps its own copy.
 */
class VocabularyTest {

	private static final String SYSTEM = """
			game system armies "Two armies" {
				nationality Red
				nationality Blue
				class foot
				class leader
				terrain open code "o"
				unit Foot : foot { strength 1 }
				unit Captain : leader
				counter Hero "The hero" : Foot of Blue unique
				mix 1 x Foot of Red
				mix 1 x Foot of Blue
				marker Flag "Flag" for foot
			}
			""";
	private static final String MAP = """
			map test.Field of armies {
				grid 6 x 6 flat odd labels numeric column digits 2
				default open
			}
			""";

	private static RuleFixture fixture(String side) {
		return RuleFixture.of(SYSTEM, MAP, """
				scenario test.Armies of armies {
					map test.Field
					turns 1 to 5
				""" + side + "\n}\n");
	}

	@Test
	void aUnitsNationalityIsItsOwnElseItsNamedCountersElseItsSides() {
		RuleFixture f = fixture("""
				side Reds { nationality Red initiative
					Captain Ann at 0101 {
						Foot Own of Blue at 0202
						counter Hero Named at 0203
						Foot Plain at 0204
					}
				}
				""");
		Setup setup = new Setup(f.scenario(), Map.of());
		assertEquals("Blue", setup.nationalityOf(f.unit("Own")).getName());
		assertEquals("Blue", setup.nationalityOf(f.unit("Named")).getName());
		assertEquals("Red", setup.nationalityOf(f.unit("Plain")).getName());
	}

	@Test
	void theCounterMixCountsANamedCounterUnderItsOwnNationality() {
		// The hero is Blue's: Red uses one Foot of its own and Blue's one hero, within the mix.
		RuleFixture f = fixture("""
				side Reds { nationality Red initiative
					Captain Ann at 0101 { Foot Own at 0202  counter Hero Named at 0203 }
				}
				""");
		assertEquals(List.of(), f.findings("GEN-MIX-1").stream().map(RuleDiagnostic::message).toList());
		RuleFixture over = fixture("""
				side Reds { nationality Red initiative
					Captain Ann at 0101 { Foot One at 0202  Foot Two at 0203 }
				}
				""");
		assertEquals(1, over.findings("GEN-MIX-1").size());
	}

	@Test
	void classAliveAndMarkersAnswerSensiblyForHalfTypedUnits() {
		RuleFixture f = fixture("""
				side Reds { nationality Red initiative
					Captain Ann at 0101 {
						Foot Marked with Flag with Flag at 0202
						Foot Dead dead at 0203
					}
				}
				""");
		assertEquals("foot", Setup.className(f.unit("Marked")));
		assertTrue(Setup.isOfClass(f.unit("Marked"), "foot"));
		Unit halfTyped = BanneretFactory.eINSTANCE.createUnit(); // no type, no side, no markers yet
		assertEquals("", Setup.className(halfTyped), "a unit without a type has no class, and no exception");
		assertFalse(Setup.isOfClass(halfTyped, "foot"));
		assertNull(new Setup(f.scenario(), Map.of()).nationalityOf(halfTyped));
		assertTrue(Setup.isAlive(f.unit("Marked")));
		assertFalse(Setup.isAlive(f.unit("Dead")));
		assertEquals(2, Setup.markers(f.unit("Marked"), "Flag").size());
		assertTrue(Setup.hasMarker(f.unit("Marked"), "Flag"));
		assertNull(Setup.markerOf(f.unit("Dead"), "Flag"));
	}
}
