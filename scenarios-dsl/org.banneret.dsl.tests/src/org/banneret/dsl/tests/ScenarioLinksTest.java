package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.banneret.dsl.ide.ScenarioLinks;
import org.junit.jupiter.api.Test;

/** What a scenario's text says of its links, read without parsing it. */
class ScenarioLinksTest {

	@Test
	void aTextFollowsTheScenariosItNamesAfterTheKeyword() {
		String text = """
				scenario bannockburn.Day2 of medieval {
					follows bannockburn.Day1
					follows
						Prelude // on a line of its own
				}
				""";
		assertEquals(List.of("bannockburn.Day1", "Prelude"), ScenarioLinks.followed(text));
		assertEquals("bannockburn.Day2", ScenarioLinks.declaredName(text));
	}

	@Test
	void theKeywordCountsAsAWordOnly() {
		assertEquals(List.of(), ScenarioLinks.followed("unfollows a.B\nfollowsX c.D\nfollows 9e"));
		assertEquals(List.of("e.F"), ScenarioLinks.followed("x.follows e.F"));
		assertEquals(List.of("g"), ScenarioLinks.followed("follows g"));
		assertEquals(List.of(), ScenarioLinks.followed("follows"));
		assertEquals(List.of(), ScenarioLinks.followed(""));
	}
}
