package org.banneret.ui.dsl.highlighting;

import java.util.Arrays;
import java.util.List;

import org.banneret.ui.dsl.LanguageSession;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextPresentationListener;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.widgets.Display;

/**
 * Colours names by what they name, from the language host's semantic tokens: unit types, terrain,
 * leaders, hexes. The tokens of a checked version are laid over the lexical colouring; while one
 * types, they shift with the text until the host has checked the new text.
 */
public final class SemanticHighlighter implements ITextPresentationListener, IDocumentListener {

	private final ISourceViewer viewer;
	private final LanguageSession session;
	private final Runnable refresh = this::refresh;
	/** Flat triples (offset, length, style index) in document order. */
	private int[] ranges = new int[0];
	private TextAttribute[] styles = new TextAttribute[0];
	/** Holds the asking for tokens, and tokens that arrive, while the text is hidden (a Map page shows). */
	private WhenDrawn whenDrawn;

	public SemanticHighlighter(ISourceViewer viewer, LanguageSession session) {
		this.viewer = viewer;
		this.session = session;
	}

	public void install() {
		((org.eclipse.jface.text.ITextViewerExtension4) viewer).addTextPresentationListener(this);
		whenDrawn = new WhenDrawn(viewer.getTextWidget());
		session.document().addDocumentListener(this);
		session.onChecked(refresh);
		session.host().initialized().thenRun(refresh);
	}

	public void uninstall() {
		session.removeOnChecked(refresh);
		session.document().removeDocumentListener(this);
		if (whenDrawn != null) {
			whenDrawn.dispose();
		}
		((org.eclipse.jface.text.ITextViewerExtension4) viewer).removeTextPresentationListener(this);
	}

	/**
	 * Asks for the tokens of the host's newest check once the text shows: behind a Map page each
	 * move has the whole file checked, and working out tens of thousands of tokens no one sees
	 * would take the second core from the map.
	 */
	private void refresh() {
		Display display = Display.getDefault();
		if (!display.isDisposed()) {
			display.asyncExec(() -> {
				var widget = viewer.getTextWidget();
				if (widget == null || widget.isDisposed()) {
					return;
				}
				if (widget.isVisible()) {
					askForTokens();
				} else {
					whenDrawn.hold(this::askForTokens);
				}
			});
		}
	}

	/**
	 * Asks the host for the tokens of the version it has checked; applies them if the text has not
	 * moved on. While the text has syntax errors the shown tokens stay (moving with the text): a
	 * broken line would otherwise strip the colours from everything after it, and repaint it all.
	 */
	private void askForTokens() {
		if (session.hasSyntaxErrors() && ranges.length > 0) {
			return;
		}
		ServerCapabilities capabilities = session.host().capabilities();
		if (capabilities == null || capabilities.getSemanticTokensProvider() == null) {
			return;
		}
		SemanticTokensLegend legend = capabilities.getSemanticTokensProvider().getLegend();
		int version = session.version();
		session.service().semanticTokensFull(new SemanticTokensParams(session.identifier())).thenAccept(tokens -> {
			Display display = Display.getDefault();
			if (tokens == null || display.isDisposed()) {
				return;
			}
			display.asyncExec(() -> applyIfCurrent(tokens, legend.getTokenTypes(), version));
		}).exceptionally(failure -> null);
	}

	/**
	 * Applies a version's tokens if the text is still that version; while the text is hidden, when
	 * it is next drawn. A Map page's edits have the whole file checked again and again, and
	 * decoding its tokens (tens of thousands in a large set-up) there would be work for nothing.
	 */
	private void applyIfCurrent(SemanticTokens tokens, List<String> types, int version) {
		var widget = viewer.getTextWidget();
		if (version != session.version() || widget == null || widget.isDisposed()) {
			return;
		}
		if (!widget.isVisible()) {
			whenDrawn.hold(() -> applyIfCurrent(tokens, types, version));
			return;
		}
		apply(decode(tokens, types));
	}

	private int[] decode(SemanticTokens tokens, List<String> types) {
		styles = types.stream().map(Styles::semantic).toArray(TextAttribute[]::new);
		List<Integer> data = tokens.getData();
		int[] decoded = new int[data.size() / 5 * 3];
		int count = 0;
		int line = 0;
		int start = 0;
		IDocument document = session.document();
		for (int i = 0; i + 4 < data.size(); i += 5) {
			int deltaLine = data.get(i);
			line += deltaLine;
			start = deltaLine == 0 ? start + data.get(i + 1) : data.get(i + 1);
			int type = data.get(i + 3);
			if (type < 0 || type >= styles.length || styles[type] == null) {
				continue;
			}
			decoded[count++] = org.banneret.workspace.Positions.offset(document, new Position(line, start));
			decoded[count++] = data.get(i + 2);
			decoded[count++] = type;
		}
		return Arrays.copyOf(decoded, count);
	}

	/**
	 * Takes the new tokens and repaints only the span where they differ from the shown ones: after
	 * a keystroke in a large file that is a line or two, not the whole text.
	 */
	private void apply(int[] newRanges) {
		int[] old = ranges;
		ranges = newRanges;
		int prefix = 0;
		int shorter = Math.min(old.length, newRanges.length);
		while (prefix < shorter && old[prefix] == newRanges[prefix]) {
			prefix++;
		}
		if (prefix == old.length && prefix == newRanges.length) {
			return;
		}
		int suffix = 0;
		while (suffix < shorter - prefix && old[old.length - 1 - suffix] == newRanges[newRanges.length - 1 - suffix]) {
			suffix++;
		}
		int from = Math.min(start(old, prefix), start(newRanges, prefix));
		int to = Math.max(end(old, old.length - suffix), end(newRanges, newRanges.length - suffix));
		int length = Math.min(session.document().getLength(), to) - from;
		if (length > 0 && viewer instanceof org.eclipse.jface.text.ITextViewerExtension2 extension) {
			extension.invalidateTextPresentation(from, length);
		} else {
			viewer.invalidateTextPresentation();
		}
	}

	/** The start of the triple holding flat index i, or the document's end past the last one. */
	private int start(int[] flat, int index) {
		int triple = index / 3 * 3;
		return triple < flat.length ? flat[triple] : session.document().getLength();
	}

	/** The end of the triple before flat index i (exclusive end), or 0 before the first. */
	private static int end(int[] flat, int index) {
		int triple = (index + 2) / 3 * 3 - 3;
		return triple < 0 ? 0 : flat[triple] + flat[triple + 1];
	}

	@Override
	public void applyTextPresentation(TextPresentation presentation) {
		int[] current = ranges;
		IRegion extent = presentation.getExtent();
		int from = extent.getOffset();
		int to = from + extent.getLength();
		for (int i = firstEndingAfter(current, from); i < current.length; i += 3) {
			int offset = current[i];
			if (offset >= to) {
				break;
			}
			TextAttribute style = styles[current[i + 2]];
			StyleRange range = new StyleRange(offset, current[i + 1], style.getForeground(), style.getBackground(),
					style.getStyle());
			presentation.mergeStyleRange(range);
		}
	}

	/** The index of the first triple that ends after an offset. */
	private static int firstEndingAfter(int[] ranges, int offset) {
		int low = 0;
		int high = ranges.length / 3;
		while (low < high) {
			int middle = (low + high) >>> 1;
			if (ranges[middle * 3] + ranges[middle * 3 + 1] <= offset) {
				low = middle + 1;
			} else {
				high = middle;
			}
		}
		return low * 3;
	}

	@Override
	public void documentAboutToBeChanged(DocumentEvent event) {
	}

	/** Moves the tokens after an edit with the text, and drops those the edit touched. */
	@Override
	public void documentChanged(DocumentEvent event) {
		int[] current = ranges;
		int start = event.getOffset();
		int end = start + event.getLength();
		int delta = (event.getText() == null ? 0 : event.getText().length()) - event.getLength();
		int[] moved = new int[current.length];
		int count = 0;
		for (int i = 0; i < current.length; i += 3) {
			int offset = current[i];
			int tokenEnd = offset + current[i + 1];
			if (tokenEnd < start) {
				moved[count++] = offset;
			} else if (offset > end) {
				moved[count++] = offset + delta;
			} else {
				continue;
			}
			moved[count++] = current[i + 1];
			moved[count++] = current[i + 2];
		}
		ranges = Arrays.copyOf(moved, count);
	}
}
