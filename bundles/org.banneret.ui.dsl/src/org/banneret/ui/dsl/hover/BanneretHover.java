package org.banneret.ui.dsl.hover;

import java.util.function.Supplier;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.banneret.ui.dsl.LanguageSession;
import org.banneret.workspace.FindingMarkers;
import org.eclipse.core.resources.IMarker;
import org.eclipse.jface.text.DefaultInformationControl;
import org.eclipse.jface.text.IInformationControl;
import org.eclipse.jface.text.IInformationControlCreator;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextHoverExtension;
import org.eclipse.jface.text.ITextHoverExtension2;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.ui.texteditor.MarkerAnnotation;

/**
 * What the mouse rests on: the findings there (code, message and rulebook citation) first, then
 * what the language host says of the name (a unit type's printed values, a terrain's costs).
 */
public final class BanneretHover implements ITextHover, ITextHoverExtension, ITextHoverExtension2 {

	private final ISourceViewer viewer;
	private final Supplier<LanguageSession> sessions;

	public BanneretHover(ISourceViewer viewer, Supplier<LanguageSession> sessions) {
		this.viewer = viewer;
		this.sessions = sessions;
	}

	@Override
	public IRegion getHoverRegion(ITextViewer textViewer, int offset) {
		return Words.at(textViewer.getDocument(), offset);
	}

	@Override
	public Object getHoverInfo2(ITextViewer textViewer, IRegion region) {
		List<String> parts = new ArrayList<>();
		parts.addAll(findings(region));
		LanguageSession session = sessions.get();
		Hover hover = session == null ? null : LanguageSession.await(session.service()
				.hover(new HoverParams(session.identifier(), session.position(region.getOffset()))));
		String contents = hover == null ? null : contents(hover);
		if (contents != null && !contents.isBlank()) {
			parts.add(Markdown.toHtml(contents));
		}
		return parts.isEmpty() ? null : String.join("<p>", parts);
	}

	@Override
	@Deprecated
	public String getHoverInfo(ITextViewer textViewer, IRegion region) {
		Object info = getHoverInfo2(textViewer, region);
		return info == null ? null : info.toString();
	}

	/** The findings whose text covers the region: "[BAN-STACK-1] message (citation)". */
	private List<String> findings(IRegion region) {
		List<String> found = new ArrayList<>();
		IAnnotationModel model = viewer.getAnnotationModel();
		if (model == null) {
			return found;
		}
		for (Iterator<Annotation> annotations = model.getAnnotationIterator(); annotations.hasNext();) {
			Annotation annotation = annotations.next();
			Position position = model.getPosition(annotation);
			if (position == null || annotation.isMarkedDeleted() || !(annotation instanceof MarkerAnnotation marker)
					|| !position.overlapsWith(region.getOffset(), Math.max(1, region.getLength()))) {
				continue;
			}
			IMarker problem = marker.getMarker();
			if (!problem.exists()) {
				continue;
			}
			String code = problem.getAttribute(FindingMarkers.CODE, "");
			String message = problem.getAttribute(IMarker.MESSAGE, "");
			found.add((code.isEmpty() ? "" : "<b>[" + Markdown.escape(code) + "]</b> ") + Markdown.escape(message));
		}
		return found;
	}

	private static String contents(Hover hover) {
		if (hover.getContents() == null) {
			return null;
		}
		if (hover.getContents().isRight()) {
			MarkupContent markup = hover.getContents().getRight();
			return markup.getValue();
		}
		StringBuilder text = new StringBuilder();
		hover.getContents().getLeft().forEach(part -> text.append(part.isLeft() ? part.getLeft() : part.getRight().getValue())
				.append("\n\n"));
		return text.toString();
	}

	@Override
	public IInformationControlCreator getHoverControlCreator() {
		return parent -> new DefaultInformationControl(parent, true);
	}

	/** A word of the language at an offset: a name, a qualified name or a hex label. */
	public static final class Words {
		private Words() {
		}

		public static IRegion at(org.eclipse.jface.text.IDocument document, int offset) {
			try {
				int start = offset;
				while (start > 0 && isWordPart(document.getChar(start - 1))) {
					start--;
				}
				int end = offset;
				while (end < document.getLength() && isWordPart(document.getChar(end))) {
					end++;
				}
				return new Region(start, end - start);
			} catch (org.eclipse.jface.text.BadLocationException e) {
				return new Region(offset, 0);
			}
		}

		private static boolean isWordPart(char c) {
			return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-';
		}
	}
}
