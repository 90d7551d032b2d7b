package org.banneret.ui.export;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbench;

/** The file an export wizard exports: the selected one, else the active editor's, if it has one of the given extensions and lies on disk. */
final class ExportSource {

	private ExportSource() {
	}

	static IFile of(IWorkbench workbench, IStructuredSelection selection, List<String> extensions) {
		IFile file = selection == null || selection.isEmpty() ? null : Adapters.adapt(selection.getFirstElement(), IFile.class);
		if (!fits(file, extensions) && workbench.getActiveWorkbenchWindow() != null && workbench.getActiveWorkbenchWindow().getActivePage() != null) {
			IEditorPart editor = workbench.getActiveWorkbenchWindow().getActivePage().getActiveEditor();
			file = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
		}
		return fits(file, extensions) ? file : null;
	}

	private static boolean fits(IFile candidate, List<String> extensions) {
		return candidate != null && candidate.getLocation() != null && extensions.contains(candidate.getFileExtension());
	}
}
