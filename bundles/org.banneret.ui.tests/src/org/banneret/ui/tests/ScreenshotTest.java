package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.banneret.ui.problems.ProblemsView;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/**
 * A picture of the Studio as a designer first sees it: Stirling open at Surrey's stack, the
 * Problems view filled with the rules' findings. Saved under target/screenshots; the picture in
 * docs/ is this one, looked at and committed.
 */
class ScreenshotTest {

	@Test
	void theStudioWithStirlingOpenAndTheProblemsViewFilled() throws Exception {
		IProject examples = Examples.project();
		IFile stirling = examples.getFile("bannockburn/stirling.scenario");
		var editor = Studio.open(stirling);
		Studio.ui(() -> {
			try {
				Studio.page().showView(ProblemsView.ID);
			} catch (org.eclipse.ui.PartInitException e) {
				throw new IllegalStateException(e);
			}
			var document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
			int at = document.get().indexOf("4 x CAV [2] at 517");
			editor.selectAndReveal(at + "4 x CAV [2] at ".length(), 3);
			org.eclipse.ui.wizards.newresource.BasicNewResourceWizard.selectAndReveal(stirling,
					PlatformUI.getWorkbench().getActiveWorkbenchWindow());
			Studio.page().activate(Studio.partOf(editor));
		});
		Studio.settle();
		Thread.sleep(1500); // the semantic colouring and the outline arrive after the check
		Studio.settle();
		Path file = Path.of("target", "screenshots", "studio-stirling.png").toAbsolutePath();
		Files.createDirectories(file.getParent());
		double dark = Studio.ui(() -> {
			ImageData data = Studio.capture(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), file);
			return darkShare(data);
		});
		assertTrue(Files.size(file) > 20_000, "a real picture, not an empty one");
		assertTrue(dark < 0.02, "nothing black or unpainted: " + Math.round(dark * 100) + "% of the window is near-black");
	}

	/** The share of pixels that are near-black: unpainted areas under Xvfb are black. */
	private static double darkShare(ImageData data) {
		long dark = 0;
		for (int y = 0; y < data.height; y += 2) {
			for (int x = 0; x < data.width; x += 2) {
				RGB rgb = data.palette.getRGB(data.getPixel(x, y));
				if (rgb.red < 16 && rgb.green < 16 && rgb.blue < 16) {
					dark++;
				}
			}
		}
		return dark / (double) ((data.height / 2) * (data.width / 2));
	}
}
