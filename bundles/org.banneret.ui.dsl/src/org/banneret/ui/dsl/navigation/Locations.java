package org.banneret.ui.dsl.navigation;

import org.banneret.ui.dsl.UiDsl;
import org.banneret.workspace.LanguageFiles;
import org.banneret.workspace.Positions;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Range;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;

/** Opens a place the language host names: a workspace file, or a built-in game system (read-only). */
public final class Locations {

	private Locations() {
	}

	/** Opens the location in the active page and selects its range; returns the editor, or null. */
	public static IEditorPart open(Location location) {
		IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow() == null ? null
				: PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		if (page == null) {
			return null;
		}
		try {
			IFile file = LanguageFiles.fileOf(location.getUri());
			IEditorPart editor = file != null && file.exists() ? IDE.openEditor(page, file, UiDsl.EDITOR_ID)
					: IDE.openEditorOnFileStore(page, EFS.getStore(java.net.URI.create(location.getUri())));
			select(editor, location.getRange());
			return editor;
		} catch (PartInitException e) {
			UiDsl.log("Cannot open " + location.getUri(), e);
		} catch (CoreException | IllegalArgumentException e) {
			UiDsl.log("Cannot open " + location.getUri(), e);
		}
		return null;
	}

	static void select(IEditorPart editor, Range range) {
		if (editor instanceof ITextEditor text) {
			IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
			if (document != null) {
				int[] region = Positions.region(document, range);
				text.selectAndReveal(region[0], region[1]);
			}
		}
	}
}
