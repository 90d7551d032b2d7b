package org.banneret.workspace;

import java.util.List;

import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;

/**
 * A document open in an editor, as the language host sees it: the host gets the text on opening,
 * every change as it happens (the range it replaced, before it was replaced), and the closing,
 * after which the host reads the file from disk again. A document may be followed before the
 * host is told of it ({@link #follow}): until then the host knows the file as it is on disk.
 */
public final class OpenDocument implements IDocumentListener {

	/** The language id the host knows the scenario language by. */
	public static final String LANGUAGE_ID = "banneret";

	private final LanguageHost host;
	private final String uri;
	private final IDocument document;
	private int version = 1;
	private Range replaced;
	private boolean announced;
	private boolean closed;

	private OpenDocument(LanguageHost host, String uri, IDocument document) {
		this.host = host;
		this.uri = uri;
		this.document = document;
	}

	/** Opens a document at a URI in the host and follows its changes until {@link #close()}. */
	public static OpenDocument open(LanguageHost host, String uri, IDocument document) {
		OpenDocument open = follow(host, uri, document);
		open.announce();
		return open;
	}

	/**
	 * Follows a document's changes, and opens it in the host only at {@link #announce()}: the host
	 * checks a document as it opens, and an editor opening a large file has work of its own first.
	 */
	public static OpenDocument follow(LanguageHost host, String uri, IDocument document) {
		OpenDocument open = new OpenDocument(host, uri, document);
		document.addDocumentListener(open);
		return open;
	}

	/** Opens the document in the host with its text as it is now, once; the host then checks it. */
	public synchronized void announce() {
		if (!announced && !closed) {
			announced = true;
			host.documents().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, LANGUAGE_ID, version, document.get())));
		}
	}

	/** Whether the host has been told of the document and not yet of its closing. */
	public synchronized boolean announced() {
		return announced && !closed;
	}

	public String uri() {
		return uri;
	}

	public IDocument document() {
		return document;
	}

	public TextDocumentIdentifier identifier() {
		return new TextDocumentIdentifier(uri);
	}

	/** The version of the text the host has, counting from 1 at opening. */
	public synchronized int version() {
		return version;
	}

	public synchronized void close() {
		document.removeDocumentListener(this);
		if (announced && !closed) {
			host.documents().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
		}
		closed = true;
	}

	@Override
	public synchronized void documentAboutToBeChanged(DocumentEvent event) {
		replaced = new Range(position(event.getOffset()), position(event.getOffset() + event.getLength()));
	}

	@Override
	public synchronized void documentChanged(DocumentEvent event) {
		Range range = replaced != null ? replaced : new Range(new Position(0, 0), new Position(0, 0));
		replaced = null;
		version++;
		if (!announced) {
			return; // the host gets the text as it is at the announcing
		}
		TextDocumentContentChangeEvent change = new TextDocumentContentChangeEvent(range,
				event.getText() == null ? "" : event.getText());
		host.documents().didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, version),
				List.of(change)));
	}

	/** An offset of the document as it is now, as a line and character. */
	public Position position(int offset) {
		return Positions.position(document, offset);
	}

	/** A line and character of the document as it is now, as an offset. */
	public int offset(Position position) {
		return Positions.offset(document, position);
	}
}
