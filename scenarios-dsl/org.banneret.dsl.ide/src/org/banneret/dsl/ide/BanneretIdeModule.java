package org.banneret.dsl.ide;

import org.banneret.dsl.ide.contentassist.BanneretProposals;
import org.banneret.dsl.ide.contentassist.GridBlockFollowElements;
import org.banneret.dsl.ide.quickfix.WaiverQuickFixes;
import org.banneret.dsl.ide.server.BanneretDocumentSymbols;
import org.banneret.dsl.ide.server.BanneretFormatting;
import org.banneret.dsl.ide.server.BanneretHighlighting;
import org.banneret.dsl.ide.server.BanneretHover;
import org.banneret.dsl.ide.server.BanneretRename;
import org.banneret.dsl.ide.server.BanneretSymbolKinds;
import org.banneret.dsl.ide.server.BanneretSymbolNames;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.FollowElementComputer;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.formatting.FormattingService;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.ide.server.rename.IRenameService2;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolKindProvider;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolNameProvider;
import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;

/** IDE services of the scenario language, for the language server and any Xtext-based editor. */
public class BanneretIdeModule extends AbstractBanneretIdeModule {

	public Class<? extends IdeContentProposalProvider> bindIdeContentProposalProvider() {
		return BanneretProposals.class;
	}

	public Class<? extends FollowElementComputer> bindFollowElementComputer() {
		return GridBlockFollowElements.class;
	}

	public Class<? extends IHoverService> bindIHoverService() {
		return BanneretHover.class;
	}

	public Class<? extends ISemanticHighlightingCalculator> bindISemanticHighlightingCalculator() {
		return BanneretHighlighting.class;
	}

	public Class<? extends FormattingService> bindFormattingService() {
		return BanneretFormatting.class;
	}

	public Class<? extends ICodeActionService2> bindICodeActionService2() {
		return WaiverQuickFixes.class;
	}

	public Class<? extends DocumentSymbolKindProvider> bindDocumentSymbolKindProvider() {
		return BanneretSymbolKinds.class;
	}

	public Class<? extends DocumentSymbolNameProvider> bindDocumentSymbolNameProvider() {
		return BanneretSymbolNames.class;
	}

	public Class<? extends HierarchicalDocumentSymbolService> bindHierarchicalDocumentSymbolService() {
		return BanneretDocumentSymbols.class;
	}

	public Class<? extends IRenameService2> bindIRenameService2() {
		return BanneretRename.class;
	}
}
