package org.banneret.rules.tests.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Unit;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.Values;
import org.banneret.rules.Values.Origin;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/**
 * The value order every rule reads: printed, the face the counter shows, the scenario's per-unit
 * override, a marker that replaces the number; and a rule judges an override exactly as it
 * judges the marker.
 */
class ValuesTest {

	private static final String SYSTEM = """
			game system steps "A system with two-faced counters" {
				class foot
				class leader
				terrain open code "o"
				stacking max 4 strength except leader
				unit Foot : foot {
					strength 3  movement 4  value morale 7
					faces "full" / "reduced"
					back { strength 1  value morale 5 }
				}
				unit Captain : leader
				counter Hero "The hero" : Foot { strength 4  back { movement 2 } }
				marker Steps values 1 to 3 replaces strength for foot
				marker Flag "Just a flag" for foot
			}
			""";
	private static final String MAP = """
			map test.Field of steps {
				grid 6 x 6 flat odd labels numeric column digits 2
				default open
			}
			""";

	private static RuleFixture fixture(String units) {
		return RuleFixture.of(SYSTEM, MAP, """
				scenario test.Steps of steps {
					map test.Field
					turns 1 to 5
					side Red { initiative Captain Ann at 0101 {
				""" + units + "\n} }\n}\n");
	}

	private static Values.Value value(Unit unit, String key) {
		return Values.current(unit, key).orElseThrow();
	}

	@Test
	void printedThenFaceThenOverrideThenMarker() {
		RuleFixture f = fixture("""
				Foot Front at 0202
				Foot Back flipped at 0203
				Foot Set flipped strength 2 set morale 9 at 0204
				Foot Marked flipped strength 2 with Steps = 3 at 0205
				Foot Flagged with Flag = 1 at 0206
				""");
		Values.Value front = value(f.unit("Front"), Values.STRENGTH);
		assertEquals(3, front.value());
		assertEquals(Origin.FRONT, front.origin());
		Values.Value back = value(f.unit("Back"), Values.STRENGTH);
		assertEquals(1, back.value());
		assertEquals(Origin.BACK, back.origin());
		assertEquals(5, value(f.unit("Back"), "morale").value());
		// The back face prints no movement: it reads the front's.
		assertEquals(new Values.Value("movement", 4, Origin.FRONT, value(f.unit("Back"), "movement").owner(),
				BanneretPackage.Literals.FACE_VALUES__MOVEMENT, -1), value(f.unit("Back"), "movement"));
		Values.Value set = value(f.unit("Set"), Values.STRENGTH);
		assertEquals(List.of(2, Origin.OVERRIDE, BanneretPackage.Literals.UNIT__STRENGTH),
				List.of(set.value(), set.origin(), set.feature()));
		Values.Value morale = value(f.unit("Set"), "morale");
		assertEquals(List.of(9, Origin.OVERRIDE, BanneretPackage.Literals.UNIT__OVERRIDES, 0),
				List.of(morale.value(), morale.origin(), morale.feature(), morale.index()));
		Values.Value marked = value(f.unit("Marked"), Values.STRENGTH);
		assertEquals(List.of(3, Origin.MARKER, BanneretPackage.Literals.UNIT__MARKERS, 0),
				List.of(marked.value(), marked.origin(), marked.feature(), marked.index()));
		// A marker whose type replaces nothing leaves the value alone.
		assertEquals(3, value(f.unit("Flagged"), Values.STRENGTH).value());
		// A rule may read the front face whatever is up.
		assertEquals(3, Values.current(f.unit("Back"), Values.STRENGTH, false).orElseThrow().value());
		assertEquals(Optional.empty(), Values.current(f.unit("Front"), "attack"));
	}

	@Test
	void aNamedCountersFacesComeBeforeItsTypes() {
		RuleFixture f = fixture("""
				counter Hero Front at 0202
				counter Hero Back flipped at 0203
				""");
		assertEquals(4, value(f.unit("Front"), Values.STRENGTH).value());
		// Flipped: the type's back face prints strength 1; the hero's back prints movement 2.
		assertEquals(1, value(f.unit("Back"), Values.STRENGTH).value());
		assertEquals(2, value(f.unit("Back"), Values.MOVEMENT).value());
		assertEquals(4, value(f.unit("Front"), Values.MOVEMENT).value());
		assertEquals(List.of("strength", "movement", "morale"), Values.keysOf(f.unit("Back")));
		assertEquals(OptionalInt.of(2), Values.printed(f.unit("Back").getTemplate(), Values.MOVEMENT, true));
		assertEquals(OptionalInt.of(4), Values.printed(f.unit("Back").getTemplate(), Values.STRENGTH, true));
	}

	@Test
	void stackingCountsTheFaceAUnitShows() {
		// Two reduced counters are 2 SP; a full and a reduced one 4; two full ones 6, over the limit of 4.
		assertEquals(List.of(), fixture("Foot A flipped at 0303  Foot B flipped at 0303").findings("GEN-STACK-1"));
		assertEquals(List.of(), fixture("Foot A at 0303  Foot B flipped at 0303").findings("GEN-STACK-1"));
		assertEquals(1, fixture("Foot A at 0303  Foot B at 0303").findings("GEN-STACK-1").size());
	}

	@Test
	void stackingJudgesAnOverrideAndAMarkerAlike() {
		RuleFixture override = fixture("Foot A flipped strength 3 at 0303  Foot B flipped strength 3 at 0303");
		RuleFixture marker = fixture("Foot A flipped with Steps = 3 at 0303  Foot B flipped with Steps = 3 at 0303");
		List<String> byOverride = override.findings("GEN-STACK-1").stream().map(RuleDiagnostic::message).toList();
		List<String> byMarker = marker.findings("GEN-STACK-1").stream().map(RuleDiagnostic::message).toList();
		assertEquals(1, byOverride.size(), byOverride.toString());
		assertEquals(byOverride, byMarker);
	}
}
