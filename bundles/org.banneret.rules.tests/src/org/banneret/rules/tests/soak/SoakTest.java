package org.banneret.rules.tests.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;

import org.banneret.rules.tests.BundledExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The seeded soak of CI: 2,000 mutants through the command line and the language server, and nothing fails. */
class SoakTest {

	static final int MUTANTS = 2_000;

	@TempDir
	Path work;

	@Test
	void twoThousandMutantsThrowNothingFailNoRequestAndHangNothing() throws IOException {
		Path examples = BundledExamples.copyTo(work.resolve("examples"));
		try (Soak soak = new Soak(examples, work, null)) {
			SoakReport report = soak.run(MUTANTS, Soak.SEED);
			System.out.print(report);
			assertEquals(MUTANTS, report.mutants());
			assertEquals(0, report.exceptions() + report.failedRequests() + report.hangs(), report.toString());
		}
	}
}
