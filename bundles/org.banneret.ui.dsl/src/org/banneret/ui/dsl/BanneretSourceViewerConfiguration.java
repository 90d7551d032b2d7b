package org.banneret.ui.dsl;

import java.util.Collection;

import org.banneret.ui.dsl.assist.CompletionProcessor;
import org.banneret.ui.dsl.edits.QuickFixes;
import org.banneret.ui.dsl.highlighting.CodeScanner;
import org.banneret.ui.dsl.highlighting.Partitions;
import org.banneret.ui.dsl.highlighting.Styles;
import org.banneret.ui.dsl.hover.BanneretHover;
import org.banneret.ui.dsl.navigation.DefinitionHyperlinkDetector;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.contentassist.IContentAssistant;
import org.eclipse.jface.text.hyperlink.IHyperlinkDetector;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.quickassist.IQuickAssistAssistant;
import org.eclipse.jface.text.quickassist.QuickAssistAssistant;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.source.DefaultAnnotationHover;
import org.eclipse.jface.text.source.IAnnotationHover;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

/**
 * How the Banneret text editor is made up: lexical colouring at once, content assist, hovers,
 * hyperlinks and quick fixes from the language host, markers' messages in the ruler.
 */
public final class BanneretSourceViewerConfiguration extends TextSourceViewerConfiguration {

	private final BanneretEditor editor;
	private final Collection<String> keywords;

	public BanneretSourceViewerConfiguration(BanneretEditor editor, IPreferenceStore preferences,
			Collection<String> keywords) {
		super(preferences);
		this.editor = editor;
		this.keywords = keywords;
	}

	@Override
	public String getConfiguredDocumentPartitioning(ISourceViewer sourceViewer) {
		return Partitions.PARTITIONING;
	}

	@Override
	public String[] getConfiguredContentTypes(ISourceViewer sourceViewer) {
		return Partitions.TYPES;
	}

	@Override
	public IPresentationReconciler getPresentationReconciler(ISourceViewer sourceViewer) {
		PresentationReconciler reconciler = editor != null && editor.isPage()
				? new org.banneret.ui.dsl.highlighting.ShownTextPresentationReconciler()
				: new PresentationReconciler();
		reconciler.setDocumentPartitioning(Partitions.PARTITIONING);
		install(reconciler, new CodeScanner(keywords), IDocument.DEFAULT_CONTENT_TYPE);
		install(reconciler, uniform(Styles.COMMENT), Partitions.COMMENT);
		install(reconciler, uniform(Styles.STRING), Partitions.STRING);
		return reconciler;
	}

	private static void install(PresentationReconciler reconciler, RuleBasedScanner scanner, String contentType) {
		DefaultDamagerRepairer repairer = new DefaultDamagerRepairer(scanner);
		reconciler.setDamager(repairer, contentType);
		reconciler.setRepairer(repairer, contentType);
	}

	private static RuleBasedScanner uniform(TextAttribute style) {
		RuleBasedScanner scanner = new RuleBasedScanner();
		scanner.setDefaultReturnToken(new Token(style));
		return scanner;
	}

	@Override
	public IContentAssistant getContentAssistant(ISourceViewer sourceViewer) {
		ContentAssistant assistant = new ContentAssistant(true);
		assistant.setDocumentPartitioning(Partitions.PARTITIONING);
		CompletionProcessor processor = new CompletionProcessor(editor::session);
		assistant.setContentAssistProcessor(processor, IDocument.DEFAULT_CONTENT_TYPE);
		assistant.setContentAssistProcessor(processor, Partitions.STRING);
		assistant.enableColoredLabels(true);
		assistant.setInformationControlCreator(getInformationControlCreator(sourceViewer));
		assistant.setShowEmptyList(true);
		assistant.setEmptyMessage("No proposals here");
		assistant.enableAutoInsert(true);
		return assistant;
	}

	@Override
	public ITextHover getTextHover(ISourceViewer sourceViewer, String contentType) {
		return new BanneretHover(sourceViewer, editor::session);
	}

	@Override
	public IAnnotationHover getAnnotationHover(ISourceViewer sourceViewer) {
		return new DefaultAnnotationHover(true);
	}

	@Override
	public IHyperlinkDetector[] getHyperlinkDetectors(ISourceViewer sourceViewer) {
		IHyperlinkDetector[] platform = super.getHyperlinkDetectors(sourceViewer);
		IHyperlinkDetector declaration = new DefinitionHyperlinkDetector(editor::session, editor);
		if (platform == null) {
			return new IHyperlinkDetector[] { declaration };
		}
		IHyperlinkDetector[] all = new IHyperlinkDetector[platform.length + 1];
		all[0] = declaration;
		System.arraycopy(platform, 0, all, 1, platform.length);
		return all;
	}

	@Override
	public IQuickAssistAssistant getQuickAssistAssistant(ISourceViewer sourceViewer) {
		QuickAssistAssistant assistant = new QuickAssistAssistant();
		assistant.setQuickAssistProcessor(new QuickFixes(editor::session));
		assistant.setInformationControlCreator(getInformationControlCreator(sourceViewer));
		return assistant;
	}

	@Override
	public String[] getIndentPrefixes(ISourceViewer sourceViewer, String contentType) {
		return new String[] { "\t", "" };
	}
}
