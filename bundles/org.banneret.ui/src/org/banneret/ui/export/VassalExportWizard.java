package org.banneret.ui.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.banneret.interop.vassal.VmodWriter;
import org.banneret.model.Scenario;
import org.banneret.model.persistence.FileNames;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IExportWizard;
import org.eclipse.ui.IWorkbench;

/**
 * File > Export > Banneret > VASSAL Module: the selected or open scenario as a VASSAL module, as
 * {@code banneret export --format vmod} writes it, in a job; what the module cannot carry is
 * the job's warning.
 */
public final class VassalExportWizard extends Wizard implements IExportWizard {

	/** The family of the export jobs, for a caller that waits for them. */
	public static final Object JOBS = VassalExportWizard.class;

	private IFile file;
	private ModulePage page;

	public VassalExportWizard() {
		setWindowTitle("Export a VASSAL Module");
	}

	@Override
	public void init(IWorkbench workbench, IStructuredSelection selection) {
		file = ExportSource.of(workbench, selection, List.of("scenario"));
	}

	@Override
	public void addPages() {
		page = new ModulePage();
		addPage(page);
	}

	public ModulePage page() {
		return page;
	}

	@Override
	public boolean performFinish() {
		Path out = Path.of(page.output.getText().strip());
		int hexPixels = page.hexPixels.getSelection();
		Path source = file.getLocation().toPath();
		Job job = new Job("Exporting " + file.getName() + " as a VASSAL module") {
			@Override
			protected IStatus run(IProgressMonitor monitor) {
				PrintModel model = PrintModel.load(source);
				if (model.problem() != null || !(model.root() instanceof Scenario scenario)) {
					return Status.error(model.problem() != null ? model.problem() : file.getName() + " holds no scenario.");
				}
				try {
					VmodWriter writer = new VmodWriter(scenario, hexPixels);
					writer.write(out);
					refresh(out);
					List<String> warnings = writer.warnings();
					return warnings.isEmpty() ? Status.info("Wrote " + out) : Status.warning("Wrote " + out + ". " + String.join(" ", warnings));
				} catch (IllegalArgumentException | IOException e) {
					return Status.error("The module of " + file.getName() + " could not be written: " + e.getMessage(), e);
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

	private static void refresh(Path out) {
		IFile written = ResourcesPlugin.getWorkspace().getRoot().getFileForLocation(IPath.fromOSString(out.toString()));
		if (written != null) {
			try {
				written.getParent().refreshLocal(IResource.DEPTH_ONE, null);
			} catch (CoreException e) {
				// the module is written; the workspace shows it at its next refresh
			}
		}
	}

	/** The page: the module's file and the size of a hex in its map. */
	public final class ModulePage extends WizardPage {

		private Text output;
		private Spinner hexPixels;

		ModulePage() {
			super("vassal");
			setTitle("Export a VASSAL Module");
			setDescription(file == null ? "Select a scenario, or open one, then export it" : "The map, forces and set-up of " + file.getName()
					+ " as a module for VASSAL 3.5 or later");
		}

		@Override
		public void createControl(Composite parent) {
			Composite area = new Composite(parent, SWT.NONE);
			area.setLayout(new GridLayout(3, false));
			new Label(area, SWT.NONE).setText("&Module:");
			output = new Text(area, SWT.BORDER | SWT.SINGLE);
			output.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
			output.setText(file == null ? "" : FileNames.beside(file.getLocation().toPath(), ".vmod").toString());
			output.addListener(SWT.Modify, event -> check());
			Button browse = new Button(area, SWT.PUSH);
			browse.setText("Browse...");
			browse.addListener(SWT.Selection, event -> {
				FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
				dialog.setFilterExtensions(new String[] { "*.vmod" });
				dialog.setOverwrite(true);
				String chosen = dialog.open();
				if (chosen != null) {
					output.setText(chosen);
				}
			});
			new Label(area, SWT.NONE).setText("&Hex height (pixels):");
			hexPixels = new Spinner(area, SWT.BORDER);
			hexPixels.setValues(VmodWriter.DEFAULT_HEX_PIXELS, 20, 400, 0, 2, 10);
			hexPixels.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
			Label note = new Label(area, SWT.WRAP);
			note.setText("The map is one board whose grid names every hex by the map's labels; each side's counters are a tab of the"
					+ " Forces window; the set-up is placed at the start of a game; units that enter later wait on the Reinforcements map.");
			GridData noteData = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
			noteData.widthHint = 480;
			note.setLayoutData(noteData);
			setControl(area);
			check();
		}

		private void check() {
			String name = output.getText().strip();
			String problem = file == null ? "Select a .scenario in the Project Explorer, or open one, to export it."
					: name.isEmpty() ? "Choose the module's file."
							: !name.endsWith(".vmod") ? "A VASSAL module's name ends in .vmod."
									: Path.of(name).getParent() != null && !Files.isDirectory(Path.of(name).getParent())
											? "The folder " + Path.of(name).getParent() + " does not exist." : null;
			setErrorMessage(problem);
			setPageComplete(problem == null);
		}

		/** For tests: where to write and how large a hex. */
		public void fill(Path module, int pixels) {
			output.setText(module.toString());
			hexPixels.setSelection(pixels);
		}
	}
}
