package org.banneret.rules.tests.cryhavoc;

import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.none;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/**
 * Ships and their crews (Magna Carta §13-14) on the coast sheet. A galiote at K12 facing north
 * lies on K09 (bow) to K14 (helm), its port edge J09-J13 and starboard edge L09-L13; a galley at
 * H12 has its benches on F07-F16 and J07-J16, its bow at H06 and helm at H17.
 */
class ShipsTest {

	private static RuleFixture sea(String body) {
		return RuleFixture.of(CryHavocFixtures.example("coast.hexmap"), """
				scenario test.Sea of cryhavoc {
					map cryhavoc.Coast
					turns 1 to 10
					variant weather = clear
					variant wind = W
				""" + body + "\n}\n");
	}

	/** A Saxon side with a galiote and these rows under its earl. */
	private static RuleFixture galiote(String speed, String crew) {
		return sea("side Saxons { nationality Saxons initiative\n Galiote Seahawk " + speed + " at K12 facing N\n"
				+ "counter Edwin Edwin task boarder at K11 on deck {\n" + crew + "\n} }");
	}

	private static String oarsmen(String... hexes) {
		StringBuilder rows = new StringBuilder();
		for (int i = 0; i < hexes.length; i++) {
			rows.append("Huscarl Oar").append(i).append(" task oarsman at ").append(hexes[i]).append(" on deck\n");
		}
		return rows.toString();
	}

	@Test
	void theNavalExampleIsLegalButForTheManOverboard() {
		RuleFixture fixture = RuleFixture.of(CryHavocFixtures.example("coast.hexmap"), CryHavocFixtures.example("sea-fight.scenario"));
		List<String> findings = fixture.validate().diagnostics().stream().map(d -> d.rule().id() + " " + d.severity()).toList();
		assertEquals(List.of("CH-SHIP-12 WARNING"), findings);
	}

	/** The ships' index follows a ship moved onto another, off the board and back: each update equals a full run. */
	@Test
	void aShipMovedEditByEditIsJudgedAsAFullRunJudgesIt() {
		RuleFixture fixture = RuleFixture.of(CryHavocFixtures.example("coast.hexmap"), CryHavocFixtures.example("sea-fight.scenario"));
		var validation = fixture.validate();
		org.banneret.model.Unit seahawk = fixture.unit("Seahawk");
		org.banneret.model.HexPlacement placement = (org.banneret.model.HexPlacement) seahawk.getPlacement();
		for (String centre : List.of("M12", "Z99", "K13", "K12")) { // onto the Sea-Wolf, off the board, a hex on, back
			placement.getHexes().set(0, centre);
			validation.update(List.of(seahawk));
			assertEquals(fixture.validate().diagnostics().toString(), validation.diagnostics().toString(), "after " + centre);
		}
		assertTrue(fixture.findings("CH-SHIP-7").isEmpty());
	}

	@Test
	void aShipHasOneSteersmanOnItsHelm() {
		none(galiote("", "Huscarl Osric task steersman at K14 on deck"), "CH-SHIP-1");
		RuleDiagnostic bow = only(galiote("", "Huscarl Osric task steersman at K09 on deck"), "CH-SHIP-1");
		assertTrue(bow.message().contains("from the bow"), bow.message());
		RuleDiagnostic second = only(galiote("", "Huscarl Osric task steersman at K14 on deck\n"
				+ "Huscarl Oswy task steersman at K13 on deck"), "CH-SHIP-1");
		assertTrue(second.message().startsWith("Oswy is a second steersman of Seahawk after Osric"), second.message());
		RuleFixture rowboat = sea("side Saxons { nationality Saxons initiative\n Rowboat Skiff at C05 facing N\n"
				+ "Huscarl Osric task steersman at C06 on deck }");
		assertTrue(only(rowboat, "CH-SHIP-1").message().contains("has no helm"));
	}

	@Test
	void oarsmenSitOnTheEdgesWithinTheMaximum() {
		none(galiote("", oarsmen("J10", "L10", "J11", "L11")), "CH-SHIP-2");
		RuleDiagnostic bow = only(galiote("", oarsmen("K09")), "CH-SHIP-2");
		assertTrue(bow.message().contains("rows from the bow"), bow.message());
		// The digest's fixture: a galiote with 12 oarsmen, two more than its oars.
		RuleFixture twelve = galiote("", oarsmen("J09", "J10", "J11", "J12", "J13", "L09", "L10", "L11", "L12", "L13")
				+ "Huscarl Extra1 task oarsman at K10 on deck\nHuscarl Extra2 task oarsman at K13 on deck");
		List<String> found = twelve.findings("CH-SHIP-2").stream().map(RuleDiagnostic::message).toList();
		assertEquals(2, found.size(), found.toString());
		RuleFixture rowboat = sea("side Saxons { nationality Saxons initiative\n Rowboat Skiff at C05 facing N\n"
				+ "Huscarl Osric task oarsman at C04 on deck\nHuscarl Oswy task oarsman at C06 on deck }");
		none(rowboat, "CH-SHIP-2");
	}

	@Test
	void noblesNeverRowAndSailorsNeverBoard() {
		none(galiote("", oarsmen("J10")), "CH-SHIP-3");
		RuleFixture noble = sea("side Saxons { nationality Saxons initiative\n Galiote Seahawk at K12 facing N\n"
				+ "counter Edwin Edwin task oarsman at J10 on deck }");
		assertTrue(only(noble, "CH-SHIP-3").message().startsWith("Edwin is a noble"));
		RuleDiagnostic sailor = only(galiote("", "Sailor Tom task boarder at J09 on deck"), "CH-SHIP-3");
		assertTrue(sailor.message().contains("sailors never board"), sailor.message());
		RuleDiagnostic slave = only(galiote("", "GalleySlave Sam task bailer at K13 on deck"), "CH-SHIP-3");
		assertTrue(slave.message().contains("only rows"), slave.message());
		RuleDiagnostic ashore = only(galiote("", "Huscarl Osric task oarsman at X10"), "CH-SHIP-3");
		assertTrue(ashore.message().contains("stands on no ship's deck"), ashore.message());
	}

	@Test
	void oarsmenMakeTheStartingSpeed() {
		none(galiote("with Speed = 2", oarsmen("J10", "L10", "J11", "L11")), "CH-SHIP-10");
		// The digest's fixture: a galiote at speed 4 with 2 pairs of oarsmen.
		RuleDiagnostic four = only(galiote("with Speed = 4", oarsmen("J10", "L10", "J11", "L11")), "CH-SHIP-10");
		assertTrue(four.message().contains("its oarsmen make 2"), four.message());
		// Four on one side and two on the other are two pairs.
		none(galiote("with Speed = 2", oarsmen("J10", "J11", "J12", "J13", "L10", "L11")), "CH-SHIP-10");
		RuleDiagnostic astern = only(galiote("with Speed = -3", oarsmen("J10", "L10", "J11", "L11", "J12", "L12")),
				"CH-SHIP-10");
		assertTrue(astern.message().contains("at most 5 ahead and 2 astern"), astern.message());
	}

	@Test
	void shipsLieOnWaterAndLargeShipsOffTheShore() {
		none(sea("side Crusaders { initiative Nef Pilgrim with Sail at E06 facing N }"), "CH-SHIP-6");
		RuleDiagnostic near = only(sea("side Crusaders { initiative Nef Pilgrim with Sail at Q12 facing N }"), "CH-SHIP-6");
		assertTrue(near.message().contains("is a large ship") && near.message().contains("keep more than 12 hexes off it"),
				near.message());
		none(sea("side Crusaders { initiative Nef Pilgrim with Aground at Q12 facing N }"), "CH-SHIP-6");
		RuleDiagnostic land = only(sea("side Saxons { initiative Rowboat Skiff at X10 facing N }"), "CH-SHIP-6");
		assertTrue(land.message().contains("lies on land at X10, X09, X11"), land.message());
		RuleDiagnostic cog = only(sea("side Saxons { initiative Cog Trader at U12 facing N }"), "CH-SHIP-6");
		assertTrue(cog.message().contains("lies on the beach") || cog.message().contains("keeled"), cog.message());
	}

	@Test
	void shipsDoNotOverlap() {
		RuleFixture apart = sea("side Saxons { initiative Galiote Seahawk at K12 facing N }\n"
				+ "side Vikings { Drakkar Raven at O12 facing N }");
		none(apart, "CH-SHIP-7");
		none(apart, "GEN-SIDE-1");
		RuleFixture overlap = sea("side Saxons { initiative Galiote Seahawk at K12 facing N }\n"
				+ "side Vikings { Drakkar Raven at M12 facing N }");
		RuleDiagnostic found = only(overlap, "CH-SHIP-7");
		assertEquals(List.of("L09", "L10", "L11", "L12", "L13"), found.hexes());
		none(overlap, "GEN-SIDE-1"); // the overlap is said once, by the ships' own rule
	}

	@Test
	void boardersMayStandOnTheEnemysDeck() {
		RuleFixture boarded = sea("side Saxons { initiative Galiote Seahawk at K12 facing N }\n"
				+ "side Vikings { nationality Vikings Drakkar Raven at O12 facing N\n Hirdman Ulf task boarder at L10 on deck }");
		none(boarded, "GEN-SIDE-1");
		none(boarded, "CH-SHIP-3");
	}

	@Test
	void grapplersHoldTheirHooksOnAnEdge() {
		none(galiote("", "Huscarl Eadric task grappler with Hook at J12 on deck"), "CH-SHIP-8");
		assertTrue(only(galiote("", "Huscarl Eadric task grappler at J12 on deck"), "CH-SHIP-8").message()
				.contains("without a hook"));
		assertTrue(only(galiote("", "Huscarl Eadric with Hook at J12 on deck"), "CH-SHIP-8").message()
				.contains("is no grappler"));
		assertTrue(only(galiote("", "Huscarl Eadric task grappler with Hook at K10 on deck"), "CH-SHIP-8").message()
				.contains("a grappler stands on an edge hex"));
	}

	@Test
	void sailingShipsNeedTheWindAndTheirSailors() {
		String crew = "Sailor S1 task sailor at J10 on deck\nSailor S2 task sailor at J11 on deck\n"
				+ "Sailor S3 task sailor at L10 on deck\nSailor S4 task sailor at L11 on deck\nSailor S5 task steersman at K14 on deck";
		RuleFixture crewed = sea("side Saxons { initiative Cog Trader at K12 facing N {\n" + crew + "\n} }");
		none(crewed, "CH-SHIP-4");
		none(crewed, "CH-SHIP-9");
		RuleDiagnostic shortHanded = only(sea("side Saxons { initiative Cog Trader at K12 facing N {\n"
				+ "Sailor S1 task sailor at J10 on deck\nSailor S2 task sailor at J11 on deck\nSailor S3 task sailor at L10 on deck\n"
				+ "Sailor S5 task steersman at K14 on deck } }"), "CH-SHIP-4");
		assertEquals(Severity.WARNING, shortHanded.severity());
		assertTrue(shortHanded.message().contains("has 3 at the sails; its 1 sail(s) need 4"), shortHanded.message());
		RuleFixture calm = RuleFixture.of(CryHavocFixtures.example("coast.hexmap"), """
				scenario test.Calm of cryhavoc {
					map cryhavoc.Coast
					variant weather = clear
					side Saxons { initiative Cog Trader at K12 facing N }
				}
				""");
		assertTrue(only(calm, "CH-SHIP-9").message().contains("fixes no wind"));
		RuleFixture lookout = sea("side Crusaders { initiative Nef Pilgrim at H06 facing N\n"
				+ "counter Roland task lookout at H08 on crowsnest }");
		assertTrue(only(lookout, "CH-SHIP-9").message().contains("is a noble in the rigging"));
		none(lookout, "CH-STACK-2"); // H08 is the rear mast: the crow's nest is there
		RuleFixture offMast = sea("side Crusaders { initiative Nef Pilgrim at H06 facing N\n"
				+ "Sailor Tom task lookout at H07 on crowsnest }");
		only(offMast, "CH-STACK-2");
	}

	@Test
	void warEnginesOnlyOnGalleysWithTheirCrews() {
		RuleFixture drakkar = sea("side Vikings { nationality Vikings initiative Drakkar Raven at O12 facing N\n"
				+ "Ballista B1 at O11 facing N on deck }");
		assertTrue(only(drakkar, "CH-SHIP-5").message().contains("which is no galley"));
		String byzantine = "side Greeks { nationality Byzantines initiative Galley Dromon at H12 facing N\n";
		RuleFixture siphon = sea(byzantine + "Siphon Fire at H06 facing N on deck\n"
				+ "Engineer E1 task gunner at H07 on deck\nSailor S1 task gunner at G07 on deck }");
		none(siphon, "CH-SHIP-5");
		RuleFixture saracen = sea("side Saracens { nationality Saracens initiative Galley Corsair at H12 facing N\n"
				+ "Siphon Fire at H06 facing N on deck\nEngineer E1 task gunner at H07 on deck\n"
				+ "Sailor S1 task gunner at G07 on deck }");
		assertTrue(only(saracen, "CH-SHIP-5").message().contains("only Byzantine galleys carry the siphon"));
		RuleFixture alone = sea(byzantine + "Ballista B1 at H09 facing N on deck\nSailor S1 task gunner at H10 on deck }");
		assertTrue(only(alone, "CH-SHIP-5").message().contains("has 1 gunner(s) beside it and no engineer"));
	}

	@Test
	void gangplanksJoinAMooredLargeShipToTheQuay() {
		// Alongside the quay, the galley's starboard benches run down column S, beside the quay's T04-T06.
		String galley = "side Genoese { initiative Galley Genova %s at Q08 facing N\n"
				+ "Gangplank Plank at T06, S06 facing SE }";
		RuleFixture moored = sea(galley.formatted("with Mooring with Aground"));
		none(moored, "CH-SHIP-11");
		RuleFixture loose = sea(galley.formatted("with Aground"));
		assertTrue(only(loose, "CH-SHIP-11").message().contains("which is not moored"));
		RuleFixture sailing = sea(galley.formatted("with Mooring with Sail with Aground"));
		assertTrue(only(sailing, "CH-SHIP-11").message().contains("moored with its sail set"));
	}

	@Test
	void horsesSailRiderlessAmidshipsOnTheShipsThatCarryThem() {
		none(galiote("", "Horse Dobbin at K10 on deck"), "CH-MNT-4");
		assertTrue(only(galiote("", "Horse Dobbin at J10 on deck"), "CH-MNT-4").message().contains("horses travel in the middle"));
		RuleFixture galley = sea("side Greeks { nationality Byzantines initiative Galley Dromon at H12 facing N\n"
				+ "Horse Dobbin at H10 on deck }");
		assertTrue(only(galley, "CH-MNT-4").message().contains("which carries no horses"));
	}

	@Test
	void galleySlavesAreGuarded() {
		String slaves = "GalleySlave Sam task oarsman at F10 on lowerdeck\nGalleySlave Tim task oarsman at J10 on lowerdeck\n";
		RuleFixture unguarded = sea("side Saracens { nationality Saracens initiative Galley Corsair at H12 facing N {\n"
				+ slaves + "} }");
		RuleDiagnostic found = only(unguarded, "CH-FORCE-12");
		assertEquals(Severity.WARNING, found.severity());
		assertTrue(found.message().contains("has no guard on its lower deck"), found.message());
		none(sea("side Saracens { nationality Saracens initiative Galley Corsair at H12 facing N {\n" + slaves
				+ "Spearman Guard1 task guard at G10 on lowerdeck } }"), "CH-FORCE-12");
		none(sea("side Greeks { nationality Byzantines initiative Galley Dromon at H12 facing N {\n" + slaves + "} }"),
				"CH-FORCE-12");
		RuleFixture undesignated = sea("side Greeks { nationality Byzantines initiative Galley Dromon at H12 facing N {\n"
				+ "Spearman Tom task oarsman at F10 on lowerdeck } }");
		assertTrue(only(undesignated, "CH-FORCE-12").message().contains("is not designated a galley slave"));
	}

	@Test
	void aShipLiesWholeOnTheMapByItsCentreHex() {
		RuleDiagnostic off = only(sea("side Saxons { initiative Galiote Seahawk at K02 facing N }"), "CH-STACK-3");
		assertTrue(off.message().contains("lies with 6 of its 16 hexes off the map"), off.message());
		RuleDiagnostic two = only(sea("side Saxons { initiative Galiote Seahawk at K12, K13 facing N }"), "CH-STACK-3");
		assertTrue(two.message().contains("placed by its centre hex alone"), two.message());
		RuleDiagnostic unfaced = only(sea("side Saxons { initiative Galiote Seahawk at K12 }"), "CH-STACK-3");
		assertTrue(unfaced.message().contains("has no facing"), unfaced.message());
		RuleDiagnostic corner = only(sea("side Saxons { initiative Galiote Seahawk at K12 facing E }"), "CH-STACK-3");
		assertTrue(corner.message().contains("hex corner"), corner.message());
	}

	@Test
	void aTurnedShipKeepsItsCrewAboard() {
		// The galiote turned to face south-east: its crew must stand on the turned hull.
		RuleFixture turned = sea("side Saxons { initiative Galiote Seahawk at K12 facing SE {\n"
				+ "Huscarl Osric task steersman at I11 on deck } }");
		none(turned, "CH-SHIP-1");
		none(turned, "CH-SHIP-3");
	}
}
