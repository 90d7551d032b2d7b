package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import java.util.List;
import java.util.Map;
import java.util.Random;

import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/**
 * The parser, linker, validator and formatter never throw, whatever the text: the examples
 * mutated by random deletions, insertions and truncations (fixed seed, so a failure repeats).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class FuzzTest {

	static final long SEED = 20261122L;
	static final int MUTANTS_PER_FILE = 40;
	private static final List<String> INSERTS = List.of("{", "}", "(", ")", "[", "]", ",", "\"", "*", ":", "x", " at ",
			" 99999 ", "-", " side ", " terrain { \"", "\n", " map ", " 0 ", " facing ", "^", "/*");

	@Inject
	private LanguageTestSupport language;

	/**
	 * Xtext's validator catches what a check throws and logs it, so "never throws" also means
	 * "logs no error": the errors logged while the mutants are read fail the test.
	 */
	@Test
	void mutatedExamplesNeverThrow() {
		XtextResourceSet resourceSet = language.examples();
		Random random = new Random(SEED);
		int count = 0;
		List<String> logged = new java.util.ArrayList<>();
		org.apache.log4j.AppenderSkeleton errors = new org.apache.log4j.AppenderSkeleton() {
			@Override
			protected void append(org.apache.log4j.spi.LoggingEvent event) {
				synchronized (logged) {
					logged.add(event.getLoggerName() + ": " + event.getMessage()
							+ (event.getThrowableInformation() == null ? "" : " (" + event.getThrowableInformation().getThrowable() + ")"));
				}
			}

			@Override
			public void close() {
			}

			@Override
			public boolean requiresLayout() {
				return false;
			}
		};
		errors.setThreshold(org.apache.log4j.Level.ERROR);
		org.apache.log4j.Logger.getRootLogger().addAppender(errors);
		try {
			count = readMutants(resourceSet, random, logged);
		} finally {
			org.apache.log4j.Logger.getRootLogger().removeAppender(errors);
		}
		org.junit.jupiter.api.Assertions.assertEquals(ExampleFiles.all().size() * MUTANTS_PER_FILE, count, "every mutant was read");
	}

	/** Reads, validates and formats the mutants of every example; fails at the first that throws or logs an error. Returns how many. */
	private int readMutants(XtextResourceSet resourceSet, Random random, List<String> logged) {
		int count = 0;
		for (Map.Entry<String, String> file : ExampleFiles.all().entrySet()) {
			String name = file.getKey().substring(file.getKey().lastIndexOf('/') + 1);
			for (int i = 0; i < MUTANTS_PER_FILE; i++) {
				String mutant = mutate(file.getValue(), random);
				String mutantName = "mutant" + count++ + "-" + name;
				assertDoesNotThrow(() -> {
					XtextResource resource = language.parse(resourceSet, mutantName, mutant);
					language.validate(resource);
					language.format(resource);
					resourceSet.getResources().remove(resource);
				}, () -> mutantName + " threw; its text:\n" + mutant);
				synchronized (logged) {
					org.junit.jupiter.api.Assertions.assertEquals(List.of(), logged, () -> mutantName + " logged errors; its text:\n" + mutant);
				}
			}
		}
		return count;
	}

	static String mutate(String text, Random random) {
		StringBuilder mutant = new StringBuilder(text);
		int edits = 1 + random.nextInt(6);
		for (int e = 0; e < edits && mutant.length() > 0; e++) {
			int at = random.nextInt(mutant.length());
			switch (random.nextInt(4)) {
				case 0 -> mutant.delete(at, Math.min(mutant.length(), at + 1 + random.nextInt(40)));
				case 1 -> mutant.insert(at, INSERTS.get(random.nextInt(INSERTS.size())));
				case 2 -> mutant.setLength(at);
				default -> {
					int from = random.nextInt(mutant.length());
					int to = Math.min(mutant.length(), from + random.nextInt(80));
					mutant.insert(at, mutant.substring(from, to));
				}
			}
		}
		return mutant.toString();
	}
}
