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
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class ScreenshotTest {

	private boolean problemsShownBefore;

	@org.junit.jupiter.api.BeforeEach
	void noteTheViews() {
		problemsShownBefore = Studio.ui(() -> Studio.page().findView(ProblemsView.ID) != null);
	}

	/** The classes after this one find the workbench as it was: no editor open, no view left shown. */
	@org.junit.jupiter.api.AfterEach
	void closeWhatWasOpened() throws Exception {
		Studio.closeAll();
		Studio.ui(() -> {
			var problems = Studio.page().findView(ProblemsView.ID);
			if (!problemsShownBefore && problems != null) {
				Studio.page().hideView(problems);
			}
		});
		Studio.settle();
	}

	/** Sluys' free set-up: the squadrons set up in the zones are counters on the zones' hexes, the zones' names readable. */
	@Test
	void theSluysZonesWithTheirSquadronsAsCounters() throws Exception {
		var editor = Studio.openMap(Examples.project().getFile("sluys/freesetup.scenario"));
		Studio.settle();
		Studio.ui(() -> {
			editor.mapPage().zoomManager().setZoom(0.25);
			editor.mapPage().reveal(editor.mapPage().mapPart().view().painter().hexOrNull("1412"));
		});
		Thread.sleep(1800); // the reveal scrolls smoothly and marks the hex for a moment
		Studio.settle();
		Path file = Path.of("target", "screenshots", "map-sluys-zones.png").toAbsolutePath();
		Files.createDirectories(file.getParent());
		Studio.ui(() -> Studio.capture(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), file));
		assertTrue(Files.size(file) > 20_000, "a real picture, not an empty one");
	}

	/** A counter's hover over the Map page, as the screen shows it: the unit's name and side first, the findings wrapped. */
	@Test
	void aCountersHoverWrapped() throws Exception {
		var editor = Studio.openMap(Examples.project().getFile("bannockburn/stirling.scenario"));
		Studio.settle();
		Studio.waitUntil(() -> Studio.ui(() -> {
			var map = editor.mapPage().mapPart();
			return !map.view().findings().at(map.view().painter().hexOrNull("612")).isEmpty();
		}), () -> "612 shows no finding");
		Studio.ui(() -> editor.mapPage().reveal(editor.mapPage().mapPart().view().painter().hexOrNull("612")));
		Thread.sleep(1800);
		Studio.settle();
		// The counter's tooltip figure, as draw2d lays it out, drawn over the window where a hover at the
		// counter shows it (below and to the right of the pointer): a synthetic hover does not open draw2d's tooltip window.
		Path file = Path.of("target", "screenshots", "map-hover-wrapped.png").toAbsolutePath();
		Files.createDirectories(file.getParent());
		int tipWidth = Studio.ui(() -> {
			var map = editor.mapPage().mapPart();
			var hex = map.view().painter().hexOrNull("612");
			var counter = ((java.util.List<?>) map.getChildren()).stream().filter(org.banneret.ui.map.parts.CounterEditPart.class::isInstance)
					.map(org.banneret.ui.map.parts.CounterEditPart.class::cast)
					.filter(part -> hex.equals(part.piece().hex()) && "Surrey".equals(part.piece().unit().getName())).findFirst().orElseThrow();
			var centre = map.mapFigure().coordinates().centreOf(hex);
			map.mapFigure().translateToAbsolute(centre);
			var canvas = editor.mapPage().getGraphicalViewer().getControl();
			var shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
			var at = shell.toControl(canvas.toDisplay(centre.x + 12, centre.y + 20));
			ImageData window = Studio.capture(shell, file);
			var image = new org.eclipse.swt.graphics.Image(Studio.display(), window);
			var gc = new org.eclipse.swt.graphics.GC(image);
			try {
				var graphics = new org.eclipse.draw2d.SWTGraphics(gc);
				var tip = counter.getFigure().getToolTip();
				tip.setFont(Studio.display().getSystemFont());
				var size = tip.getPreferredSize();
				var bounds = new org.eclipse.draw2d.geometry.Rectangle(at.x, at.y, size.width + 8, size.height + 6);
				graphics.setBackgroundColor(Studio.display().getSystemColor(org.eclipse.swt.SWT.COLOR_INFO_BACKGROUND));
				graphics.fillRectangle(bounds);
				graphics.setForegroundColor(Studio.display().getSystemColor(org.eclipse.swt.SWT.COLOR_INFO_FOREGROUND));
				graphics.drawRectangle(bounds.getResized(-1, -1));
				tip.setForegroundColor(Studio.display().getSystemColor(org.eclipse.swt.SWT.COLOR_INFO_FOREGROUND));
				tip.setBounds(bounds.getCopy().shrink(4, 3));
				tip.paint(graphics);
				graphics.dispose();
			} finally {
				gc.dispose();
			}
			var loader = new org.eclipse.swt.graphics.ImageLoader();
			loader.data = new ImageData[] { image.getImageData() };
			image.dispose();
			loader.save(file.toString(), org.eclipse.swt.SWT.IMAGE_PNG);
			return counter.getFigure().getToolTip().getPreferredSize().width;
		});
		assertTrue(tipWidth > 50 && tipWidth < Studio.ui(() -> Studio.display().getClientArea().width) / 2, "a tooltip of " + tipWidth + " pixels");
	}

	/** The Map page over a map whose text does not read: the bar, the refused stroke, the unread rows marked. */
	@Test
	void theMapPageOverADamagedText() throws Exception {
		IProject examples = Examples.project();
		EditedFile edited = EditedFile.of(examples, "cryhavoc/castle.hexmap");
		try {
			var editor = Studio.openMap(edited.file());
			var document = Studio.document(editor.textEditor());
			Studio.ui(() -> {
				try {
					document.replace(document.get().indexOf("\".....M=.hh.XFFFX...=M.ttt.\""), 0, "QQ ");
				} catch (org.eclipse.jface.text.BadLocationException e) {
					throw new IllegalStateException(e);
				}
				editor.mapPage().refresh();
				editor.mapPage().zoomManager().setZoom(0.5);
				editor.mapPage().reveal(editor.mapPage().mapPart().view().painter().hexOrNull("G12"));
			});
			Thread.sleep(1800); // the reveal scrolls smoothly and marks the hex for a moment
			Studio.settle();
			assertTrue(Studio.ui(() -> editor.mapPage().damageBarText()) != null, "the bar shows");
			Path file = Path.of("target", "screenshots", "map-damaged-text.png").toAbsolutePath();
			Files.createDirectories(file.getParent());
			Studio.ui(() -> Studio.capture(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), file));
			assertTrue(Files.size(file) > 20_000, "a real picture, not an empty one");
		} finally {
			Studio.closeAll();
			edited.restore();
		}
	}

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
