package org.banneret.dsl.ide.server;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper;
import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.service.OperationCanceledManager;
import org.eclipse.xtext.util.CancelIndicator;

import com.google.inject.Inject;

/**
 * The file's symbols as a tree (the Studio's Outline asks for them after each edit): each
 * element's symbol holds the symbols of the elements in it, and an element without a whole
 * symbol leaves its contents' symbols to the symbol around it. Xtext's service checks each
 * symbol by reflection on its class, which copies the class's fields for each of a large
 * set-up's 10,000 rows; this one asks the four fields a symbol must have.
 */
public class BanneretDocumentSymbols extends HierarchicalDocumentSymbolService {

	@Inject
	private DocumentSymbolMapper symbols;

	@Inject
	private OperationCanceledManager cancelling;

	@Override
	public List<DocumentSymbol> getSymbols(XtextResource resource, CancelIndicator cancelIndicator) {
		List<DocumentSymbol> roots = new ArrayList<>();
		for (EObject root : resource.getContents()) {
			addSymbols(root, roots, cancelIndicator);
		}
		return roots;
	}

	private void addSymbols(EObject element, List<DocumentSymbol> into, CancelIndicator cancelIndicator) {
		cancelling.checkCanceled(cancelIndicator);
		DocumentSymbol symbol = symbols.toDocumentSymbol(element);
		List<DocumentSymbol> inside = into;
		if (isWhole(symbol)) {
			if (symbol.getChildren() == null) {
				symbol.setChildren(new ArrayList<>());
			}
			into.add(symbol);
			inside = symbol.getChildren();
		}
		for (EObject content : element.eContents()) {
			addSymbols(content, inside, cancelIndicator);
		}
	}

	/** Whether a symbol has what the protocol requires of one: a name, a kind and both ranges. */
	private static boolean isWhole(DocumentSymbol symbol) {
		return symbol != null && symbol.getName() != null && symbol.getKind() != null && symbol.getRange() != null
				&& symbol.getSelectionRange() != null;
	}
}
