package org.banneret.ui.tiled;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.banneret.dsl.ide.BuiltInResources;
import org.banneret.interop.tiled.HexmapImport;
import org.banneret.interop.tiled.TiledMap;
import org.banneret.interop.tiled.TmxReader;
import org.banneret.model.GameSystem;
import org.banneret.model.persistence.FileNames;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IImportWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.ide.IDE;

/**
 * File > Import > Banneret > Tiled Map: a hexagonal Tiled map as a {@code .hexmap} in a workspace
 * folder, as {@code banneret import} writes it, then opened in its editor. What could not be
 * mapped is shown before the file opens.
 */
public final class TiledImportWizard extends Wizard implements IImportWizard {

	private static final List<String> SYSTEMS = List.of("medieval", "cryhavoc", "sluys");

	private IContainer destination;
	private ImportPage page;
	private IFile written;
	private List<String> warnings = List.of();

	public TiledImportWizard() {
		setWindowTitle("Import a Tiled Map");
	}

	@Override
	public void init(IWorkbench workbench, IStructuredSelection selection) {
		Object first = selection == null || selection.isEmpty() ? null : selection.getFirstElement();
		IResource resource = first == null ? null : Adapters.adapt(first, IResource.class);
		destination = resource instanceof IContainer container ? container : resource != null ? resource.getParent() : null;
	}

	@Override
	public void addPages() {
		page = new ImportPage();
		addPage(page);
	}

	public ImportPage page() {
		return page;
	}

	/** The file the last import wrote, for tests. */
	public IFile written() {
		return written;
	}

	public List<String> warnings() {
		return warnings;
	}

	@Override
	public boolean performFinish() {
		Path tmx = Path.of(page.tmx.getText().strip());
		IContainer folder = page.folder();
		try {
			Map<String, String> mapping = page.mapping.getText().isBlank() ? Map.of() : HexmapImport.mapping(Path.of(page.mapping.getText().strip()));
			TiledMap tiled = TmxReader.read(tmx);
			GameSystem system = BuiltInResources.gameSystem(page.system.getText());
			HexmapImport importer = new HexmapImport(tiled, system, mapping);
			String text = importer.text(HexmapImport.mapName(tmx));
			IFile file = folder.getFile(IPath.fromOSString(FileNames.baseName(tmx) + ".hexmap"));
			if (file.exists() && !MessageDialog.openQuestion(getShell(), "Import a Tiled Map", file.getFullPath() + " exists. Replace it?")) {
				return false;
			}
			ByteArrayInputStream content = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
			if (file.exists()) {
				file.setContents(content, IResource.KEEP_HISTORY, null);
			} else {
				file.create(content, IResource.NONE, null);
			}
			written = file;
			warnings = importer.warnings();
			if (page.showWarnings) {
				if (!warnings.isEmpty()) {
					MessageDialog.openWarning(getShell(), "Import a Tiled Map", String.join("\n\n", warnings));
				}
				IDE.openEditor(org.eclipse.ui.PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), file);
			}
			return true;
		} catch (IOException | CoreException e) {
			page.setErrorMessage(e.getMessage());
			return false;
		}
	}

	/** The page: the Tiled map, its game system, an optional terrain mapping, and the folder to write in. */
	public final class ImportPage extends WizardPage {

		private Text tmx;
		private Combo system;
		private Text mapping;
		private Text folder;
		/** False in tests: no dialog, no editor. */
		boolean showWarnings = true;

		ImportPage() {
			super("tiled");
			setTitle("Import a Tiled Map");
			setDescription("A hexagonal or staggered Tiled map (.tmx) as a Banneret hex map");
		}

		@Override
		public void createControl(Composite parent) {
			Composite area = new Composite(parent, SWT.NONE);
			area.setLayout(new GridLayout(3, false));
			tmx = file(area, "&Tiled map:", "*.tmx");
			new Label(area, SWT.NONE).setText("&Game system:");
			system = new Combo(area, SWT.READ_ONLY | SWT.DROP_DOWN);
			system.setItems(SYSTEMS.toArray(String[]::new));
			system.select(0);
			system.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
			mapping = file(area, "Terrain &mapping (optional):", "*.*");
			new Label(area, SWT.NONE).setText("Into &folder:");
			folder = new Text(area, SWT.BORDER | SWT.SINGLE);
			folder.setText(destination == null ? "" : destination.getFullPath().makeRelative().toString());
			folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
			folder.addListener(SWT.Modify, event -> check());
			Label note = new Label(area, SWT.WRAP);
			note.setText("A tile's terrain is its 'terrain' or 'type' property, else the mapping's line for it (7=forest or grass=clear)."
					+ " Tiles with none are listed after the import.");
			GridData noteData = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
			noteData.widthHint = 480;
			note.setLayoutData(noteData);
			setControl(area);
			check();
		}

		private Text file(Composite area, String label, String filter) {
			new Label(area, SWT.NONE).setText(label);
			Text text = new Text(area, SWT.BORDER | SWT.SINGLE);
			text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
			text.addListener(SWT.Modify, event -> check());
			Button browse = new Button(area, SWT.PUSH);
			browse.setText("Browse...");
			browse.addListener(SWT.Selection, event -> {
				FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
				dialog.setFilterExtensions(new String[] { filter, "*.*" });
				String chosen = dialog.open();
				if (chosen != null) {
					text.setText(chosen);
				}
			});
			return text;
		}

		IContainer folder() {
			String path = folder.getText().strip();
			if (path.isEmpty()) {
				return null;
			}
			IResource resource = ResourcesPlugin.getWorkspace().getRoot().findMember(path);
			return resource instanceof IContainer container && container.getType() != IResource.ROOT ? container : null;
		}

		private void check() {
			String problem = null;
			if (tmx.getText().isBlank()) {
				problem = "Choose the Tiled map to import.";
			} else if (!Files.isRegularFile(Path.of(tmx.getText().strip()))) {
				problem = tmx.getText().strip() + " does not exist.";
			} else if (!mapping.getText().isBlank() && !Files.isRegularFile(Path.of(mapping.getText().strip()))) {
				problem = "The terrain mapping " + mapping.getText().strip() + " does not exist.";
			} else if (folder() == null) {
				problem = "Choose a project or folder of the workspace to write the map in.";
			}
			setErrorMessage(problem);
			setPageComplete(problem == null);
		}

		/** For tests: fills the page in. */
		public void fill(Path map, String gameSystem, Path mappingFile, IContainer into) {
			showWarnings = false;
			tmx.setText(map.toString());
			system.select(SYSTEMS.indexOf(gameSystem));
			mapping.setText(mappingFile == null ? "" : mappingFile.toString());
			folder.setText(into.getFullPath().makeRelative().toString());
		}
	}
}
