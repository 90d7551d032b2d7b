package org.banneret.ui.dsl.edits;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.banneret.ui.dsl.UiDsl;
import org.banneret.workspace.LanguageFiles;
import org.banneret.workspace.Positions;
import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.text.edits.MalformedTreeException;
import org.eclipse.text.edits.MultiTextEdit;
import org.eclipse.text.edits.ReplaceEdit;
import org.eclipse.text.undo.DocumentUndoManagerRegistry;
import org.eclipse.text.undo.IDocumentUndoManager;

/**
 * Applies the language host's text edits: to one document as one undoable change, or across the
 * workspace (a rename): files open in an editor change there, unsaved like any edit; other files
 * change on disk.
 */
public final class TextEdits {

	private TextEdits() {
	}

	/** Applies edits against the document's current text as one change that one Undo takes back. */
	public static void apply(IDocument document, List<? extends TextEdit> edits) {
		if (edits == null || edits.isEmpty()) {
			return;
		}
		MultiTextEdit all = new MultiTextEdit();
		List<int[]> regions = new ArrayList<>();
		for (TextEdit edit : edits) {
			int[] region = Positions.region(document, edit.getRange());
			regions.add(new int[] { region[0], region[1], regions.size() });
		}
		regions.sort(Comparator.comparingInt((int[] r) -> r[0]).thenComparingInt(r -> r[2]));
		int lastEnd = -1;
		for (int[] region : regions) {
			if (region[0] < lastEnd) {
				continue; // overlapping edits cannot both apply; keep the first
			}
			all.addChild(new ReplaceEdit(region[0], region[1], edits.get(region[2]).getNewText()));
			lastEnd = region[0] + region[1];
		}
		IDocumentUndoManager undo = DocumentUndoManagerRegistry.getDocumentUndoManager(document);
		if (undo != null) {
			undo.beginCompoundChange();
		}
		try {
			all.apply(document);
		} catch (MalformedTreeException | BadLocationException e) {
			UiDsl.log("Cannot apply the scenario language server's edits", e);
		} finally {
			if (undo != null) {
				undo.endCompoundChange();
			}
		}
	}

	/** Applies a workspace edit; returns how many files it changed. */
	public static int apply(WorkspaceEdit edit) {
		List<Map.Entry<String, List<TextEdit>>> files = new ArrayList<>();
		if (edit.getChanges() != null) {
			edit.getChanges().forEach((uri, edits) -> files.add(Map.entry(uri, edits)));
		}
		if (edit.getDocumentChanges() != null) {
			for (var change : edit.getDocumentChanges()) {
				if (change.isLeft()) {
					TextDocumentEdit documentEdit = change.getLeft();
					files.add(Map.entry(documentEdit.getTextDocument().getUri(), List.copyOf(documentEdit.getEdits().stream()
							.map(TextEdit.class::cast).toList())));
				}
			}
		}
		int changed = 0;
		for (Map.Entry<String, List<TextEdit>> file : files) {
			IFile target = LanguageFiles.fileOf(file.getKey());
			if (target != null && apply(target, file.getValue())) {
				changed++;
			}
		}
		return changed;
	}

	/** Edits a workspace file: in its editor's document when it is open, else on disk. */
	private static boolean apply(IFile file, List<TextEdit> edits) {
		ITextFileBufferManager buffers = FileBuffers.getTextFileBufferManager();
		IPath path = file.getFullPath();
		boolean open = buffers.getTextFileBuffer(path, LocationKind.IFILE) != null;
		try {
			buffers.connect(path, LocationKind.IFILE, null);
			try {
				ITextFileBuffer buffer = buffers.getTextFileBuffer(path, LocationKind.IFILE);
				apply(buffer.getDocument(), edits);
				if (!open) {
					buffer.commit(null, true);
				}
			} finally {
				buffers.disconnect(path, LocationKind.IFILE, null);
			}
			return true;
		} catch (CoreException e) {
			UiDsl.log("Cannot change " + file.getFullPath(), e);
			return false;
		}
	}
}
