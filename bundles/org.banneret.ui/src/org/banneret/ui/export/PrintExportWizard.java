package org.banneret.ui.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.banneret.publish.Exports;
import org.banneret.publish.PageFiles;
import org.banneret.publish.Progress;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.IExportWizard;
import org.eclipse.ui.IWorkbench;

/**
 * File > Export > Banneret > Print: the command line's export in a dialog, for the selected or
 * open map, scenario or game system, with a preview of the first page. The export runs as a job
 * with a progress bar and can be cancelled; a cancelled or failed export writes nothing.
 */
public final class PrintExportWizard extends Wizard implements IExportWizard {

	/** The family of the export jobs, for a caller that waits for them. */
	public static final Object JOBS = PrintExportWizard.class;

	private IFile file;
	private PrintExportPage page;

	public PrintExportWizard() {
		setWindowTitle("Export for Print");
		setNeedsProgressMonitor(false);
	}

	@Override
	public void init(IWorkbench workbench, IStructuredSelection selection) {
		file = ExportSource.of(workbench, selection, java.util.List.of("hexmap", "scenario", "gamesystem"));
	}

	@Override
	public void addPages() {
		page = new PrintExportPage(file);
		addPage(page);
	}

	public PrintExportPage page() {
		return page;
	}

	@Override
	public boolean performFinish() {
		Exports.Request request = page.request();
		Path out = page.output();
		PrintModel model = page.model();
		if (request == null || out == null || model == null) {
			return false;
		}
		Job job = new Job("Exporting " + file.getName() + " for print") {
			@Override
			protected IStatus run(IProgressMonitor monitor) {
				SubMonitor progress = SubMonitor.convert(monitor, "Drawing the pages", 100);
				try {
					int pages = Exports.export(model.root(), request, out, Exports.documentId(Files.readString(model.path()), request), new Progress() {
						@Override
						public void pages(int done, int total) {
							progress.setWorkRemaining(total - done + 1);
							progress.subTask("page " + done + " of " + total);
							progress.worked(1);
						}

						@Override
						public boolean cancelled() {
							return monitor.isCanceled();
						}
					});
					refresh(out, pages);
					return Status.info("Wrote " + out + " (" + pages + (pages == 1 ? " page)" : " pages)"));
				} catch (Progress.Cancelled e) {
					return Status.CANCEL_STATUS;
				} catch (IllegalArgumentException | IOException e) {
					return Status.error("The export of " + file.getName() + " failed: " + e.getMessage(), e);
				}
			}

			@Override
			public boolean belongsTo(Object family) {
				return family == JOBS;
			}
		};
		job.setUser(true);
		job.schedule();
		return true;
	}

	/** Shows the written files in the workspace when they lie in it. */
	private static void refresh(Path out, int pages) {
		for (int i = 0; i < pages; i++) {
			IFile written = ResourcesPlugin.getWorkspace().getRoot().getFileForLocation(
					org.eclipse.core.runtime.IPath.fromOSString(PageFiles.of(out, i, pages).toString()));
			if (written != null) {
				try {
					IContainer folder = written.getParent();
					folder.refreshLocal(IResource.DEPTH_ONE, null);
				} catch (CoreException e) {
					// the files are written; the workspace shows them at its next refresh
				}
				return;
			}
		}
	}
}
