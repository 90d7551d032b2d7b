package org.banneret.ui.wizards;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;

/**
 * A wizard that writes one scenario-language file: where it goes (the container and name), what it
 * is (an options page of the subclass), then the text, which parses and validates clean. The file
 * opens in the editor.
 */
abstract class NewFileWizard extends Wizard implements INewWizard {

	private final String extension;
	private final String title;
	private IWorkbench workbench;
	private IStructuredSelection selection;
	private WizardNewFileCreationPage filePage;

	NewFileWizard(String title, String extension) {
		this.title = title;
		this.extension = extension;
		setWindowTitle(title);
		setNeedsProgressMonitor(true);
	}

	/**
	 * Takes the selection the wizard was opened on. Where it holds no file or folder (the Map
	 * page's selection is of hexes and counters), the new file goes beside the active editor's.
	 */
	@Override
	public void init(IWorkbench workbench, IStructuredSelection selection) {
		this.workbench = workbench;
		this.selection = holdsResource(selection) ? selection : editedFile(workbench).orElse(selection);
	}

	private static boolean holdsResource(IStructuredSelection selection) {
		return selection != null && !selection.isEmpty()
				&& Adapters.adapt(selection.getFirstElement(), IResource.class) != null;
	}

	private static Optional<IStructuredSelection> editedFile(IWorkbench workbench) {
		var window = workbench.getActiveWorkbenchWindow();
		var editor = window == null || window.getActivePage() == null ? null : window.getActivePage().getActiveEditor();
		IFile file = editor == null ? null : editor.getEditorInput().getAdapter(IFile.class);
		return Optional.ofNullable(file).map(StructuredSelection::new);
	}

	@Override
	public void addPages() {
		filePage = new WizardNewFileCreationPage("file", selection) {
			@Override
			protected InputStream getInitialContents() {
				return new ByteArrayInputStream(contents(baseName()).getBytes(StandardCharsets.UTF_8));
			}
		};
		filePage.setTitle(title);
		filePage.setDescription(description());
		filePage.setFileExtension(extension);
		filePage.setFileName(defaultName() + "." + extension);
		addPage(filePage);
		addOptionPages();
	}

	/** Where the file goes and its name. */
	WizardNewFileCreationPage filePage() {
		return filePage;
	}

	/** The project the file goes into, or null before one is chosen. */
	IProject project() {
		IPath container = filePage.getContainerFullPath();
		return container == null || container.segmentCount() == 0 ? null
				: ResourcesPlugin.getWorkspace().getRoot().getProject(container.segment(0));
	}

	/** The file name without its extension, as the user typed it. */
	String baseName() {
		String name = filePage.getFileName();
		return name.endsWith("." + extension) ? name.substring(0, name.length() - extension.length() - 1) : name;
	}

	abstract String description();

	abstract String defaultName();

	abstract void addOptionPages();

	/** The options page's Title field: it follows the file name until the user types a title. */
	abstract Text titleField();

	/** The file's text, given its name without extension. */
	abstract String contents(String baseName);

	@Override
	public boolean performFinish() {
		IFile file = filePage.createNewFile();
		if (file == null) {
			return false;
		}
		Files.revealAndOpen(workbench, file, file);
		return true;
	}

	/** The title offered for a file name, until the user types one: 'loudoun-hill' offers "Loudoun hill". */
	static String offeredTitle(String baseName) {
		String words = baseName.replaceAll("[-_]+", " ").strip();
		return words.isEmpty() ? words : words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
	}

	/** A name usable as a qualified name's segment, from what a user typed as a file name. */
	static String identifier(String text) {
		String id = text.replaceAll("[^A-Za-z0-9_]", "_");
		return id.isEmpty() || !Character.isLetter(id.charAt(0)) && id.charAt(0) != '_' ? "_" + id : id;
	}

	/** A string literal of the scenario language. */
	static String quoted(String text) {
		return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
	}
}
