package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.banneret.dsl.ide.server.BanneretDocumentSymbols;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;
import com.google.inject.Injector;

/** The Outline's symbol tree of every example is the one Xtext's own service makes. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class DocumentSymbolsTest {

	@Inject
	private LanguageTestSupport language;
	@Inject
	private Injector injector;
	@Inject
	private HierarchicalDocumentSymbolService symbols;

	@Test
	void everyExampleHasTheSymbolTreeOfXtextsService() {
		assertInstanceOf(BanneretDocumentSymbols.class, symbols);
		HierarchicalDocumentSymbolService xtexts = new HierarchicalDocumentSymbolService();
		injector.injectMembers(xtexts);
		int compared = 0;
		for (Resource resource : language.examples().getResources()) {
			XtextResource file = (XtextResource) resource;
			var expected = xtexts.getSymbols(file, CancelIndicator.NullImpl);
			assertEquals(expected, symbols.getSymbols(file, CancelIndicator.NullImpl), resource.getURI().lastSegment());
			compared += expected.isEmpty() ? 0 : 1;
		}
		assertTrue(compared >= 8, "examples with symbols: " + compared);
	}
}
