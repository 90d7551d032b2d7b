package org.banneret.ui.dsl.navigation;

import java.util.function.Supplier;

import org.banneret.ui.dsl.LanguageSession;
import org.banneret.ui.dsl.hover.BanneretHover;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.ui.IEditorPart;

/**
 * Ctrl+click on a name opens its declaration. Detection is lexical, so that hovering with Ctrl
 * never waits for the host; the host is asked when the link is followed.
 */
public final class DefinitionHyperlinkDetector extends AbstractHyperlinkDetector {

	private final Supplier<LanguageSession> sessions;
	private final IEditorPart editor;

	public DefinitionHyperlinkDetector(Supplier<LanguageSession> sessions, IEditorPart editor) {
		this.sessions = sessions;
		this.editor = editor;
	}

	@Override
	public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
		IRegion word = BanneretHover.Words.at(viewer.getDocument(), region.getOffset());
		if (word.getLength() == 0) {
			return null;
		}
		return new IHyperlink[] { new IHyperlink() {
			@Override
			public IRegion getHyperlinkRegion() {
				return word;
			}

			@Override
			public String getTypeLabel() {
				return null;
			}

			@Override
			public String getHyperlinkText() {
				return "Open Declaration";
			}

			@Override
			public void open() {
				LanguageSession session = sessions.get();
				if (session != null) {
					Definitions.open(session, word.getOffset(), editor);
				}
			}
		} };
	}
}
