package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import org.banneret.ui.export.VassalExportWizard;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File > Export > Banneret > VASSAL Module, as a designer uses it on the Bannockburn scenario. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class VassalExportWizardTest {

	@TempDir
	Path folder;

	@Test
	void theWizardIsUnderFileExport() {
		assertNotNull(Studio.ui(() -> PlatformUI.getWorkbench().getExportWizardRegistry().findWizard("org.banneret.ui.export.vassal")));
	}

	@Test
	void theSelectedScenarioIsWrittenAsAModuleByAJob() throws Exception {
		IFile scenario = Examples.project().getFile("bannockburn/bannockburn1314.scenario");
		Path out = folder.resolve("bannockburn.vmod");
		VassalExportWizard wizard = new VassalExportWizard();
		WizardDialog dialog = Studio.ui(() -> {
			wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(scenario));
			WizardDialog opened = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
			opened.setBlockOnOpen(false);
			opened.open();
			return opened;
		});
		try {
			assertTrue(Studio.ui(() -> wizard.page().getErrorMessage() == null && wizard.canFinish()), "the module goes beside the scenario by default");
			Studio.ui(() -> wizard.page().fill(out, 64));
			Files.createDirectories(Path.of("target/screenshots"));
			Studio.ui(() -> Studio.capture(dialog.getShell(), Path.of("target/screenshots/vassal-export-wizard.png")));
			assertTrue(Studio.ui(wizard::performFinish));
		} finally {
			Studio.ui(dialog::close);
		}
		Job.getJobManager().join(VassalExportWizard.JOBS, null);
		Set<String> entries = new HashSet<>();
		try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(out))) {
			for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
				entries.add(entry.getName());
			}
		}
		assertTrue(entries.containsAll(Set.of("buildFile.xml", "moduledata", "images/map.png", "images/reinforcements.png")), entries.toString());
		assertEquals(1, entries.stream().filter(name -> name.equals("buildFile.xml")).count());
	}
}
