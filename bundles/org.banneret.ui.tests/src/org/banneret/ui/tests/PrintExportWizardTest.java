package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.banneret.ui.export.PrintExportWizard;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File > Export > Banneret > Print, as a publisher uses it on the examples. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class PrintExportWizardTest {

	@TempDir
	Path folder;

	@Test
	void theWizardIsUnderFileExport() {
		assertNotNull(Studio.ui(() -> PlatformUI.getWorkbench().getExportWizardRegistry().findWizard("org.banneret.ui.export.print")));
	}

	@Test
	void theSetUpCardOfTheSelectedScenarioIsPreviewedThenWrittenByAJob() throws Exception {
		IFile scenario = Examples.project().getFile("bannockburn/bannockburn1314.scenario");
		Path out = folder.resolve("card.pdf");
		PrintExportWizard wizard = new PrintExportWizard();
		WizardDialog dialog = open(wizard, scenario);
		try {
			Studio.ui(() -> {
				wizard.page().choose("card");
				wizard.page().saveAs(out);
			});
			Studio.waitUntil(() -> Studio.ui(() -> wizard.page().previewShown() && wizard.canFinish()),
					() -> "no preview: " + Studio.ui(() -> wizard.page().getErrorMessage()));
			Files.createDirectories(Path.of("target/screenshots"));
			Studio.ui(() -> Studio.capture(dialog.getShell(), Path.of("target/screenshots/print-export-wizard.png")));
			assertTrue(Studio.ui(wizard::performFinish));
		} finally {
			Studio.ui(dialog::close);
		}
		Job.getJobManager().join(PrintExportWizard.JOBS, null);
		try (PDDocument document = Loader.loadPDF(out.toFile())) {
			assertTrue(new PDFTextStripper().getText(document).contains("Bannockburn 1314, 24 June 1314"));
		}
	}

	@Test
	void aMapTooLargeForItsPaperIsThePagesErrorAndNothingIsWritten() throws Exception {
		IFile map = Examples.project().getFile("bannockburn/bannockburn1314.hexmap");
		Path out = folder.resolve("map.pdf");
		PrintExportWizard wizard = new PrintExportWizard();
		WizardDialog dialog = open(wizard, map);
		try {
			Studio.ui(() -> wizard.page().saveAs(out));
			Studio.waitUntil(() -> Studio.ui(() -> wizard.page().previewShown()), () -> "no preview of the map on its own sheet");
			Studio.ui(() -> wizard.page().paper("A4"));
			Studio.waitUntil(() -> Studio.ui(() -> String.valueOf(wizard.page().getErrorMessage()).contains("does not fit on A4")),
					() -> "the page says: " + Studio.ui(() -> wizard.page().getErrorMessage()));
			assertFalse(Studio.ui(wizard::canFinish));
		} finally {
			Studio.ui(dialog::close);
		}
		assertFalse(Files.exists(out));
		assertEquals(0, Job.getJobManager().find(PrintExportWizard.JOBS).length);
	}

	private static WizardDialog open(PrintExportWizard wizard, IFile file) {
		return Studio.ui(() -> {
			wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(file));
			WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
			dialog.setBlockOnOpen(false);
			dialog.open();
			return dialog;
		});
	}
}
