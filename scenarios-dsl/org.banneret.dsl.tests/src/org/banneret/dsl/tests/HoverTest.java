package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.banneret.dsl.ide.server.BanneretHover;
import org.banneret.model.GameSystem;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** Hovers show what a designer looks up in the rulebook: printed values and terrain costs. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class HoverTest {

	@Inject
	private LanguageTestSupport language;
	@Inject
	private BanneretHover hover;

	@Test
	void aTerrainShowsItsCostsAndEffects() {
		XtextResourceSet resourceSet = language.examples();
		GameSystem medieval = (GameSystem) LanguageTestSupport.root(resourceSet.getResources().stream()
				.filter(r -> r.getURI().lastSegment().equals("medieval.gamesystem")).findFirst().orElseThrow());
		var forest = medieval.getTerrainTypes().stream().filter(t -> t.getName().equals("forest")).findFirst().orElseThrow();
		assertEquals("""
				**forest** "Forest", terrain type, code `f`

				- movement: 2 MP for infantry, 4 MP for cavalry
				- blocks line of sight
				- cover fire -1
				- combat -2; a unit with CF above 0 loses 1 SP and scatters on entry; fire -1
				- drawn with trees: tree crowns, for a wood or a forest

				_[B 4.2.6], [B 10.2.3], [B 10.2.5], [B TEC row 5 or 6]_""", hover.getContents(forest));
	}

	@Test
	void aUnitTypeShowsItsPrintedValues() {
		XtextResourceSet resourceSet = language.examples();
		GameSystem medieval = (GameSystem) LanguageTestSupport.root(resourceSet.getResources().stream()
				.filter(r -> r.getURI().lastSegment().equals("medieval.gamesystem")).findFirst().orElseThrow());
		var archers = medieval.getUnitTypes().stream().filter(t -> t.getName().equals("ARCH")).findFirst().orElseThrow();
		assertEquals("""
				**ARCH** "Archers", unit type, ranged

				- printed: strength 1, range 4
				- back face: strength 0, the rest as the front
				- traits: no_zoc, fires
				- armour 0, 1
				- faces: combat formation / movement formation
				- footprint single

				_[B 10.1], [B 10.4.2]_""", hover.getContents(archers));
	}

	@Test
	void aUnitShowsItsValuesNowAndWhereEachComesFrom() {
		XtextResourceSet resourceSet = language.examples();
		Scenario bannockburn = (Scenario) LanguageTestSupport.root(resourceSet.getResources().stream()
				.filter(r -> r.getURI().lastSegment().equals("bannockburn1314.scenario")).findFirst().orElseThrow());
		Unit archers = EcoreUtil2.eAllOfType(bannockburn, Unit.class).stream().filter(Unit::isFlipped).findFirst().orElseThrow();
		String contents = hover.getContents(archers);
		assertTrue(contents.contains("- now: strength 0 (back face), range 4 (as the front)"), contents);
	}

	@Test
	void aStaircaseShowsItsFacingAndTheLevelsItClimbs() {
		XtextResourceSet resourceSet = language.examples();
		var castle = LanguageTestSupport.root(resourceSet.getResources().stream()
				.filter(r -> r.getURI().lastSegment().equals("castle.hexmap")).findFirst().orElseThrow());
		var stair = EcoreUtil2.eAllOfType(castle, org.banneret.model.HexFeature.class).stream()
				.filter(f -> "K07".equals(f.getHex())).findFirst().orElseThrow();
		String contents = hover.getContents(stair);
		assertTrue(contents.startsWith("**staircase**"), contents);
		assertTrue(contents.contains(" in hex K07\n\n- facing N\n- levels 0 to 1: climbs 1 level, its head on the N side"), contents);
	}
}
