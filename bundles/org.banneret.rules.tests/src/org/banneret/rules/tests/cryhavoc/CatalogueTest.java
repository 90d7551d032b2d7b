package org.banneret.rules.tests.cryhavoc;

import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.fixture;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.banneret.model.HexPlacement;
import org.banneret.model.Unit;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.Validation;
import org.banneret.rules.tests.RuleFixture;
import org.banneret.validation.RuleCatalog;
import org.junit.jupiter.api.Test;

/** The rule set as a whole: what it replaces, what its README says, a busy legal set-up, re-validation. */
class CatalogueTest {

	@Test
	void theRuleSetStandsInForTheGenericRulesItRefines() {
		Set<String> cryHavoc = ids(RuleCatalog.engine().rulesFor("cryhavoc"));
		assertTrue(cryHavoc.containsAll(Set.of("CH-STACK-1", "CH-STACK-3", "CH-TERR-1", "GEN-HEX-1", "GEN-MIX-1")), cryHavoc.toString());
		assertTrue(cryHavoc.stream().noneMatch(Set.of("GEN-STACK-1", "GEN-FOOT-1", "GEN-TERR-1")::contains), cryHavoc.toString());
		Set<String> generic = ids(RuleCatalog.engine().rulesFor(""));
		assertTrue(generic.containsAll(Set.of("GEN-STACK-1", "GEN-FOOT-1", "GEN-TERR-1")), generic.toString());
		assertTrue(generic.stream().noneMatch(id -> id.startsWith("CH-")), generic.toString());
	}

	@Test
	void theReadmeAccountsForEveryCheckOfTheDigest() {
		Map<String, String> status = new TreeMap<>();
		Matcher row = Pattern.compile("(?m)^\\| (CH-[A-Z]+-\\d+) \\| [^|]+ \\| (implemented|not implemented) \\|")
				.matcher(CryHavocFixtures.read("org.banneret.rules.cryhavoc/README.md"));
		while (row.find()) {
			assertEquals(null, status.put(row.group(1), row.group(2)), "listed twice: " + row.group(1));
		}
		Map<String, Integer> digest = Map.of("STACK", 13, "TERR", 20, "EQ", 19, "MNT", 5, "FORCE", 14, "SHIP", 12, "SCEN", 14);
		for (Map.Entry<String, Integer> group : digest.entrySet()) {
			for (int i = 1; i <= group.getValue(); i++) {
				assertTrue(status.containsKey("CH-" + group.getKey() + "-" + i), "the README misses CH-" + group.getKey() + "-" + i);
			}
		}
		assertEquals(97, status.size());
		Set<String> implemented = new TreeSet<>();
		status.forEach((id, state) -> {
			if (state.equals("implemented")) {
				implemented.add(id);
			}
		});
		List<Rule> registered = RuleCatalog.engine().rules().stream()
				.filter(rule -> rule.info().ruleSets().equals(Set.of("cryhavoc"))).toList();
		assertEquals(implemented, ids(registered));
	}

	@Test
	void aBusyLegalSiegeSetUpHasNoFindings() {
		RuleFixture f = fixture("""
				hex F07 hoarding
				hex C03 portcullis
				hex C02 winch
				hex B06 fire
				structure Record "Record" material "S": E08, E09 damage E08(4), E09(1)
				""", """
				variant siege_action = assault
				variant stronghold = border_castle
				variant hoardings = on
				variant kneeling = on
				variant shooting_skill = on
				variant tree_climbing = on
				waive CH-SCEN-3 because "an assault under way: the attackers already stand at the walls, where §11.6.1 does not let them set up"
				side Red { initiative role "attacker"
					1 x Fascines at E07
					1 x Fascines at G07
					SiegeTower Tower at D03, D02, D01 facing S
					counter Mark at D03 on beneath
					counter Tybalt at D02 on beneath
					counter Fursa at D01 on beneath
					counter Alric with Skill = 2 at D03 on ontop
					counter Edric with Skill = -2 at D02 on ontop
					Ladder Scala flipped at G07 facing S
					counter Wynken at G07 on onladder
					counter Clarence at C11, C10 facing S
					counter Aylwin with UpTree at I02 on uptree
					counter Foulque with Kneeling at D11 { Horse Bay with Bridle at A12, A11 facing S }
				}
				side Blue { role "defender"
					counter Emlyn at F08 on wallwalk
					1 x OilBarrel at F08 on wallwalk
					counter Gawain at G08 on wallwalk
					StoneThrower Perrier at H08 on wallwalk
					9 x Civilian in Castle
				}
				""");
		List<RuleDiagnostic> all = f.validate().diagnostics();
		assertEquals(List.of(), all.stream().filter(d -> d.waivedBecause() == null).map(d -> d.rule().id() + ": " + d.message())
				.toList());
		assertEquals(Set.of("CH-SCEN-3"), all.stream().map(d -> d.rule().id()).collect(java.util.stream.Collectors.toSet()),
				"only the set-up zones are waived");
	}

	@Test
	void revalidatingAfterAMoveEqualsAFullRun() {
		RuleFixture f = fixture("side Red { initiative  1 x Fascines at E07  SiegeTower Tower at E07, E06, E05 facing S }");
		Validation validation = f.validate();
		assertEquals(List.of(), findings(validation, "CH-EQ-4"));
		Unit fascines = (Unit) f.scenario().getSides().get(0).getElements().get(0);
		((HexPlacement) fascines.getPlacement()).getHexes().set(0, "F07");
		validation.update(List.of(fascines));
		assertEquals(findings(f.validate(), "CH-EQ-4"), findings(validation, "CH-EQ-4"));
		assertEquals(1, findings(validation, "CH-EQ-4").size());
		assertTrue(findings(validation, "CH-EQ-4").get(0).contains(unit(f, "Tower").getName()));
	}

	private static List<String> findings(Validation validation, String id) {
		return validation.diagnostics().stream().filter(d -> d.rule().id().equals(id)).map(d -> d.message()).toList();
	}

	private static Set<String> ids(List<Rule> rules) {
		Set<String> ids = new TreeSet<>();
		rules.forEach(rule -> ids.add(rule.info().id()));
		return ids;
	}
}
