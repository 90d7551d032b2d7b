package org.banneret.rules.tests.sluys;

import static org.banneret.rules.tests.sluys.SluysFixtures.messages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.banneret.gamesystems.BuiltInGameSystems;
import org.banneret.model.Unit;
import org.banneret.rules.Rule;
import org.banneret.rules.Validation;
import org.banneret.rules.tests.RuleFixture;
import org.banneret.validation.RuleCatalog;
import org.junit.jupiter.api.Test;

/**
 * A set-up that uses every Sluys feature the rules know - chained pair, captured squadron and
 * leader, entering squadrons, grapple, damage, bows - and breaks no rule; the bundled example
 * likewise. Each rule's own tests then show the one change that makes it speak.
 */
class LegalSetupTest {

	static final String ENGLISH = """
			morale 17
			formation E1 {
				SailSquadron Cog1 with Grapple at 0303
				SailSquadron Cog2 with Grapple at 0304
			}
			formation E2 {
				SailSquadron Cog3 enters at 0101, 0201
				OarSquadron Barge1 in EnglishZone
			}
			formation E3 {
				SailSquadron Prize of French flipped with Captured = 3 at 0403
			}
			counter KingEdward Edward aboard Cog1
			Knights1 EK1 aboard Cog1
			MenAtArms1 EM1 traits longbow set archery 2 aboard Cog1
			Knights1 EK2 aboard Prize
			MenAtArms1 EM2 aboard Cog3
			""";
	static final String FRENCH = """
			morale 17
			formation F1 {
				SailSquadron F1a traits chained, chain_top at 0606
				SailSquadron F1b traits chained, chain_bottom at 0606
			}
			formation F2 {
				OarSquadron Galley of Genoese with Damage = 1 at 0405
			}
			formation F3 {
				SailSquadron F3a with Damage = 2 at 0305
			}
			Knights1 FK1 aboard F1a
			MenAtArms1 FM1 traits crossbow set archery 1 aboard F1a
			Mariners FR1 aboard F1b
			Mariners FR2 aboard F1b
			Leader Quieret aboard F1a
			Leader Behuchet traits captured aboard Cog1
			""";
	static final String RULES = """
			variant morale_start = 17
			variant french_chains = on
			rule Chits "Activation chits" : "Five chits in the cup." { chits = 5 }
			""";

	@Test
	void aSetupUsingEveryRuleLegallyHasNoFindings() {
		RuleFixture legal = SluysFixtures.fight(ENGLISH, FRENCH, RULES);
		assertEquals(List.of(), messages(legal.validate().diagnostics()));
	}

	@Test
	void revalidatingAfterAMarineChangesShipEqualsAFullRun() {
		RuleFixture legal = SluysFixtures.fight(ENGLISH, FRENCH, RULES);
		Validation validation = legal.validate();
		Unit knight = legal.unit("EK2");
		knight.setCarrier(legal.unit("Cog1")); // a third English marine aboard Cog1, and the Prize left to nobody
		validation.update(List.of(knight));
		assertEquals(messages(legal.validate().diagnostics()), messages(validation.diagnostics()));
		assertEquals(List.of("SLY-MAR-2"), validation.diagnostics().stream().map(d -> d.rule().id()).toList());
	}

	@Test
	void everySluysRuleRunsOnTheLegalSetup() {
		List<String> ids = RuleCatalog.engine().rulesFor("sluys").stream().map(Rule::info).map(i -> i.id()).toList();
		assertTrue(ids.stream().filter(id -> id.startsWith("SLY-")).count() >= 26, ids.toString());
		// the generic rules that do not fit Sluys stand down for it
		for (String retired : List.of("GEN-PLACE-1", "GEN-STACK-1", "GEN-SIDE-1", "GEN-ENTRY-1", "GEN-TERR-1")) {
			assertTrue(!ids.contains(retired), retired + " still runs for Sluys: " + ids);
		}
	}

	@Test
	void theBundledFreeSetupHasNoFindings() throws IOException {
		Path examples = repositoryRoot().resolve("bundles/org.banneret.examples/sluys");
		RuleFixture example = RuleFixture.of(Files.readString(examples.resolve("estuary.hexmap")),
				Files.readString(examples.resolve("freesetup.scenario")));
		assertEquals(List.of(), messages(example.validate().diagnostics()));
	}

	@Test
	void marinesOfBothSidesAboardOneGalleyAreNormal() {
		// SLY-MIX-1: enemy marines and leaders aboard a squadron are the heart of the game [S 3.3.5];
		// the English stand on the galley's hex, the French ride aboard it.
		RuleFixture mixed = SluysFixtures.fight("""
				Knights1 EK1 at 0404
				MenAtArms1 EM1 at 0404
				""", """
				formation F1 { OarSquadron Galley at 0404 }
				formation F2 { OarSquadron Barge at 0304 }
				formation F3 { OarSquadron Balinger at 0204 }
				Mariners FR1 aboard Galley
				Mariners FR2 aboard Galley
				""");
		List<String> found = messages(mixed.validate().diagnostics()).stream()
				.filter(m -> !m.startsWith("SLY-CMD-1")).toList(); // the English have no squadron, so no commands
		assertEquals(List.of(), found);
	}

	/**
	 * The checkout: above the working directory (a build runs tests in the bundle's folder), or
	 * above the built-in game systems when they are read from the checkout's files.
	 */
	private static Path repositoryRoot() {
		List<Path> starts = new ArrayList<>(List.of(Path.of("").toAbsolutePath()));
		URL system = BuiltInGameSystems.url("sluys.gamesystem");
		if ("file".equals(system.getProtocol())) {
			starts.add(Path.of(URI.create(system.toString())));
		}
		for (Path start : starts) {
			for (Path dir = start; dir != null; dir = dir.getParent()) {
				if (Files.isDirectory(dir.resolve("bundles/org.banneret.examples/sluys"))) {
					return dir;
				}
			}
		}
		throw new AssertionError("not run inside the Banneret repository: " + starts);
	}
}
