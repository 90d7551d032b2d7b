package org.banneret.ui.dsl.highlighting;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.swt.custom.StyledText;

/**
 * The lexical colouring of a text that is a page of another editor (the Text page beside a Map
 * page): it colours only while the text is shown. Hidden at open and while the Map page is
 * edited, the text of a 0.3 MB scenario took 0.3 s to colour at open, and each map edit
 * coloured the rows it rewrote. What changed while hidden is coloured, all of it, when the text
 * is next drawn.
 */
public final class ShownTextPresentationReconciler extends PresentationReconciler {

	private ITextViewer viewer;
	private WhenDrawn whenDrawn;

	@Override
	public void install(ITextViewer textViewer) {
		super.install(textViewer);
		viewer = textViewer;
		whenDrawn = new WhenDrawn(viewer.getTextWidget());
	}

	@Override
	public void uninstall() {
		if (whenDrawn != null) {
			whenDrawn.dispose();
		}
		viewer = null;
		whenDrawn = null;
		super.uninstall();
	}

	@Override
	protected TextPresentation createPresentation(IRegion damage, IDocument document) {
		StyledText widget = viewer == null ? null : viewer.getTextWidget();
		if (widget != null && !widget.isDisposed() && (!whenDrawn.drawn() || !widget.isVisible())) {
			ITextViewer shown = viewer;
			whenDrawn.hold(shown::invalidateTextPresentation);
			return null;
		}
		return super.createPresentation(damage, document);
	}
}
