package org.banneret.ui.wizards;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.wizards.newresource.BasicNewResourceWizard;

/** What every Banneret wizard does at the end, and a file opened from outside: show it in the Project Explorer and open it. */
public final class Files {

	private Files() {
	}

	/** Returns the editor the file opened in, or null. */
	public static IEditorPart revealAndOpen(IWorkbench workbench, IFile file, IResource orElse) {
		BasicNewResourceWizard.selectAndReveal(file != null ? file : orElse, workbench.getActiveWorkbenchWindow());
		IWorkbenchPage page = workbench.getActiveWorkbenchWindow() == null ? null
				: workbench.getActiveWorkbenchWindow().getActivePage();
		if (file != null && page != null) {
			try {
				return IDE.openEditor(page, file);
			} catch (PartInitException e) {
				// the file is there; the user opens it from the Project Explorer
			}
		}
		return null;
	}
}
