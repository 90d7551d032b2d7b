package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.banneret.model.validation.FindingDetails;
import org.junit.jupiter.api.Test;

/** A finding's details survive the trip through Xtext issues and LSP diagnostics as strings. */
class FindingDetailsTest {

	@Test
	void detailsRoundTripThroughTheirData() {
		FindingDetails details = new FindingDetails("BAN-PLACE-3", "Bannockburn [4.5.1]", "error", "as printed",
				List.of("517", "612"), List.of("4 x CAV [2] under Surrey", "Surrey"));
		assertEquals(details, FindingDetails.fromData("BAN-PLACE-3", details.toData()));
		FindingDetails unwaived = new FindingDetails("GEN-HEX-1", "", "warning", null, List.of(), List.of("a, b"));
		assertEquals(unwaived, FindingDetails.fromData("GEN-HEX-1", unwaived.toData()));
		assertFalse(FindingDetails.fromData("GEN-HEX-1", unwaived.toData()).isWaived());
	}

	@Test
	void dataFromElsewhereGivesOnlyTheCode() {
		assertEquals(FindingDetails.of("X"), FindingDetails.fromData("X", null));
		assertEquals(FindingDetails.of("X"), FindingDetails.fromData("X", new String[] { "label" }));
		assertEquals(FindingDetails.of("X"), FindingDetails.fromData("X", new String[] { "a", "b", "c", "two" }));
		assertEquals(FindingDetails.of("X"), FindingDetails.fromData("X", new String[] { "a", "b", "c", "5", "517" }));
	}
}
