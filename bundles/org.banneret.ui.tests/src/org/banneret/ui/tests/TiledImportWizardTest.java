package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.banneret.cli.BanneretCli;
import org.banneret.ui.tiled.TiledImportWizard;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File > Import > Banneret > Tiled Map, on a Tiled map written from an example. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class TiledImportWizardTest {

	@TempDir
	Path folder;

	@Test
	void theWizardIsUnderFileImport() {
		assertNotNull(Studio.ui(() -> PlatformUI.getWorkbench().getImportWizardRegistry().findWizard("org.banneret.ui.import.tiled")));
	}

	@Test
	void aTiledMapBecomesAHexMapInTheChosenFolder() throws Exception {
		IProject project = Examples.project();
		Path castle = Path.of(project.getFile("cryhavoc/castle.hexmap").getLocation().toOSString());
		Path tmx = folder.resolve("castle.tmx");
		int status = new BanneretCli(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
				new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).run("export", castle.toString(), "--format", "tmx", "-o",
						tmx.toString());
		assertTrue(status == BanneretCli.OK);
		IFolder imported = project.getFolder("imported");
		Studio.ui(() -> {
			try {
				if (!imported.exists()) {
					imported.create(true, true, null);
				}
			} catch (org.eclipse.core.runtime.CoreException e) {
				throw new IllegalStateException(e);
			}
		});
		try {
			TiledImportWizard wizard = new TiledImportWizard();
			boolean finished = Studio.ui(() -> {
				wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(imported));
				WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
				dialog.setBlockOnOpen(false);
				dialog.open();
				try {
					wizard.page().fill(tmx, "cryhavoc", null, imported);
					return wizard.canFinish() && wizard.performFinish();
				} finally {
					dialog.close();
				}
			});
			assertTrue(finished, () -> "the wizard did not finish: " + Studio.ui(() -> wizard.page().getErrorMessage()));
			assertTrue(wizard.written().exists());
			assertTrue(new String(wizard.written().getContents().readAllBytes(), StandardCharsets.UTF_8).startsWith("map cryhavoc.BorderCastle \"The border castle\" of cryhavoc"));
			assertTrue(wizard.warnings().isEmpty(), () -> String.join("\n", wizard.warnings()));
		} finally {
			Studio.ui(() -> {
				try {
					imported.delete(true, null);
				} catch (org.eclipse.core.runtime.CoreException e) {
					throw new IllegalStateException(e);
				}
			});
		}
	}
}
