package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.xtext.generator.IShouldGenerate;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** What a build of the language's files (the language server's, the workspace's) does beyond reading them. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class BuildTest {

	private static final String STIRLING = "org.banneret.examples/bannockburn/stirling.scenario";

	@Inject
	private LanguageTestSupport language;

	@Inject
	private IShouldGenerate shouldGenerate;

	/**
	 * The language generates nothing. Xtext's builder asks whether to generate after validating a
	 * file, and its default answer validates the file again: every rule of the game, twice a change.
	 */
	@Test
	void aBuildAsksNoSecondValidationOfAFileWhetherToGenerate() {
		XtextResource resource = (XtextResource) language.examples().getResource(ExampleFiles.uri(STIRLING), false);
		assertTrue(language.validate(resource).stream().anyMatch(LanguageTestSupport::isRuleFinding), "Stirling has rule findings");
		AtomicInteger asked = new AtomicInteger();
		CancelIndicator validating = () -> asked.incrementAndGet() < 0; // a validation asks as it goes whether to stop

		assertFalse(shouldGenerate.shouldGenerate(resource, validating));
		assertEquals(0, asked.get(), "the answer validated the file again");
	}
}
