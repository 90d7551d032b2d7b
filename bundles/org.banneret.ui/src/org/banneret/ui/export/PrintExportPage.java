package org.banneret.ui.export;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.banneret.publish.Exports;
import org.banneret.publish.Measure;
import org.banneret.publish.Paper;
import org.banneret.render.MapLayers;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * The print export's choices, as the command line offers them, beside a preview of the first page
 * that follows each change. A choice the file cannot give (a map too large for its paper without
 * tiling) is the page's error, in the export's own words, before anything is written.
 */
public final class PrintExportPage extends WizardPage {

	private static final int PREVIEW_PIXELS = 320;
	private static final String OWN_SIZE = "Default: a map at its own size, pages on A4";
	private static final List<String> COUNTER_SIZES = List.of("1/2in", "5/8in", "3/4in", "1in");

	private final IFile file;
	private final List<Exports.What> choices = new ArrayList<>();
	private PrintModel model;
	private Combo what;
	private Combo format;
	private Combo paper;
	private Button tile;
	private Spinner overlap;
	private Spinner bleed;
	private Button cropMarks;
	private Spinner dpi;
	private Combo counterSize;
	private Text output;
	private Canvas preview;
	private Image previewImage;
	private String previewProblem;
	private int generation;

	PrintExportPage(IFile file) {
		super("print");
		this.file = file;
		setTitle("Export for Print");
		setDescription(file == null ? "Select a map, scenario or game system first." : "Print-ready sheets of " + file.getFullPath().makeRelative());
	}

	@Override
	public void createControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setLayout(new GridLayout(2, false));
		Composite fields = new Composite(area, SWT.NONE);
		fields.setLayout(new GridLayout(3, false));
		fields.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		preview = new Canvas(area, SWT.BORDER | SWT.DOUBLE_BUFFERED);
		GridData previewData = new GridData(SWT.CENTER, SWT.TOP, false, false);
		previewData.widthHint = PREVIEW_PIXELS;
		previewData.heightHint = PREVIEW_PIXELS;
		preview.setLayoutData(previewData);
		preview.addPaintListener(event -> paintPreview(event.gc));
		preview.addDisposeListener(event -> disposePreview());
		setControl(area);
		if (file == null) {
			setErrorMessage("Select a .hexmap, .scenario or .gamesystem file in the Project Explorer, or open one, and export again.");
			setPageComplete(false);
			return;
		}
		String extension = file.getFileExtension();
		choices.addAll(switch (extension) {
			case "scenario" -> List.of(Exports.What.SETUP, Exports.What.MAP, Exports.What.CARD, Exports.What.OOB, Exports.What.COUNTERS);
			case "hexmap" -> List.of(Exports.What.MAP);
			default -> List.of(Exports.What.COUNTERS);
		});
		what = combo(fields, "&Print:", choices.stream().map(PrintExportPage::describe).toList(), 0);
		format = combo(fields, "&Format:", List.of("PDF", "SVG", "PNG"), 0);
		paper = combo(fields, "P&aper:", List.of(OWN_SIZE, "A4", "Letter", "A3", "Tabloid"), 0);
		tile = check(fields, "&Tile the map over sheets of the paper");
		overlap = spinner(fields, "&Overlap (mm):", 20, 0, 100);
		bleed = spinner(fields, "&Bleed (mm):", 0, 0, 20);
		cropMarks = check(fields, "&Crop marks");
		dpi = spinner(fields, "&Resolution (dpi):", 150, 10, 2400);
		counterSize = combo(fields, "Counter si&ze:", COUNTER_SIZES, 1);
		label(fields, "&Save as:");
		output = new Text(fields, SWT.BORDER | SWT.SINGLE);
		output.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		Button browse = new Button(fields, SWT.PUSH);
		browse.setText("B&rowse...");
		browse.addListener(SWT.Selection, event -> browse());
		output.addListener(SWT.Modify, event -> changed(false));
		suggestOutput();
		setMessage("Reading " + file.getName() + "...");
		setPageComplete(false);
		Path path = file.getLocation().toFile().toPath();
		Job load = Job.create("Reading " + file.getName(), monitor -> {
			PrintModel loaded = PrintModel.load(path);
			area.getDisplay().asyncExec(() -> {
				if (!area.isDisposed()) {
					model = loaded;
					setMessage(null);
					changed(true);
				}
			});
		});
		load.setSystem(true);
		load.schedule();
	}

	private static String describe(Exports.What choice) {
		return switch (choice) {
			case MAP -> "The map";
			case SETUP -> "The set-up on the map";
			case CARD -> "The set-up card";
			case OOB -> "The order of battle";
			case COUNTERS -> "Counter sheets (fronts and backs)";
		};
	}

	private Combo combo(Composite parent, String label, List<String> items, int selected) {
		label(parent, label);
		Combo combo = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
		combo.setItems(items.toArray(String[]::new));
		combo.select(selected);
		combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		combo.addListener(SWT.Selection, event -> changed(true));
		return combo;
	}

	private Button check(Composite parent, String label) {
		new Label(parent, SWT.NONE);
		Button check = new Button(parent, SWT.CHECK);
		check.setText(label);
		check.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		check.addListener(SWT.Selection, event -> changed(true));
		return check;
	}

	private Spinner spinner(Composite parent, String label, int value, int min, int max) {
		label(parent, label);
		Spinner spinner = new Spinner(parent, SWT.BORDER);
		spinner.setValues(value, min, max, 0, 1, 10);
		spinner.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
		spinner.addListener(SWT.Modify, event -> changed(true));
		return spinner;
	}

	private static void label(Composite parent, String text) {
		new Label(parent, SWT.NONE).setText(text);
	}

	/** The export the choices make, or null while they make none (the page says why). */
	public Exports.Request request() {
		if (what == null || what.isDisposed()) {
			return null;
		}
		try {
			Exports.What choice = choices.get(what.getSelectionIndex());
			boolean isMap = choice == Exports.What.MAP || choice == Exports.What.SETUP;
			Paper chosen = paper.getText().equals(OWN_SIZE) ? (isMap ? null : Paper.A4) : Paper.parse(paper.getText());
			return new Exports.Request(choice, Exports.Format.values()[format.getSelectionIndex()], chosen, isMap && tile.getSelection(),
					isMap && tile.getSelection() ? overlap.getSelection() : 0, isMap && tile.getSelection() ? 0 : bleed.getSelection(),
					cropMarks.getSelection(), dpi.getSelection(), 0, Measure.mm(counterSize.getText()), MapLayers.ALL);
		} catch (IllegalArgumentException e) {
			setErrorMessage(e.getMessage());
			return null;
		}
	}

	public Path output() {
		String text = output == null ? "" : output.getText().strip();
		return text.isEmpty() ? null : Path.of(text);
	}

	PrintModel model() {
		return model == null || model.root() == null ? null : model;
	}

	/** Whether the preview shows the current choices' first page. */
	public boolean previewShown() {
		return previewImage != null && previewProblem == null;
	}

	/** After any choice: enables what applies, checks, and draws the preview again when the pages change. */
	private void changed(boolean pagesChanged) {
		if (what == null || what.isDisposed()) {
			return;
		}
		Exports.What choice = choices.get(what.getSelectionIndex());
		boolean isMap = choice == Exports.What.MAP || choice == Exports.What.SETUP;
		tile.setEnabled(isMap);
		overlap.setEnabled(isMap && tile.getSelection());
		bleed.setEnabled(!(isMap && tile.getSelection()));
		dpi.setEnabled(format.getSelectionIndex() == Exports.Format.PNG.ordinal());
		counterSize.setEnabled(choice == Exports.What.COUNTERS);
		if (pagesChanged) {
			suggestOutput();
		}
		setErrorMessage(null);
		if (model != null && model.root() == null) {
			setErrorMessage(model.problem());
			setPageComplete(false);
			return;
		}
		Exports.Request request = request();
		if (request != null && output() == null) {
			setErrorMessage("Give the file to save the export as.");
		}
		setPageComplete(request != null && output() != null && model() != null && previewProblem == null);
		if (pagesChanged && request != null && model() != null) {
			drawPreview(request);
		}
	}

	private void drawPreview(Exports.Request request) {
		int drawing = ++generation;
		PrintModel printed = model;
		Job job = Job.create("Preview of " + file.getName(), (IProgressMonitor monitor) -> {
			String problem = null;
			BufferedImage image = null;
			try {
				image = Exports.firstPage(printed.root(), request, PREVIEW_PIXELS - 8);
			} catch (IllegalArgumentException | java.io.IOException e) {
				problem = e.getMessage();
			}
			BufferedImage drawn = image;
			String why = problem;
			if (!preview.isDisposed()) {
				preview.getDisplay().asyncExec(() -> showPreview(drawing, drawn, why));
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	private void showPreview(int drawing, BufferedImage image, String problem) {
		if (preview.isDisposed() || drawing != generation) {
			return;
		}
		disposePreview();
		previewProblem = problem;
		if (image != null) {
			previewImage = new Image(preview.getDisplay(), imageData(image));
		}
		if (problem != null) {
			setErrorMessage(problem);
		}
		setPageComplete(request() != null && output() != null && model() != null && problem == null);
		preview.redraw();
	}

	private void paintPreview(org.eclipse.swt.graphics.GC gc) {
		Rectangle area = preview.getClientArea();
		gc.setBackground(preview.getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
		gc.fillRectangle(area);
		if (previewImage != null && previewProblem == null) {
			Rectangle size = previewImage.getBounds();
			gc.drawImage(previewImage, (area.width - size.width) / 2, (area.height - size.height) / 2);
			gc.setForeground(preview.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
			gc.drawRectangle((area.width - size.width) / 2 - 1, (area.height - size.height) / 2 - 1, size.width + 1, size.height + 1);
		} else {
			gc.setForeground(preview.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
			gc.drawText(model == null ? "Reading the file..." : "No preview", 8, 8, true);
		}
	}

	private void disposePreview() {
		if (previewImage != null) {
			previewImage.dispose();
			previewImage = null;
		}
	}

	private static ImageData imageData(BufferedImage image) {
		ImageData data = new ImageData(image.getWidth(), image.getHeight(), 24, new PaletteData(0xFF0000, 0xFF00, 0xFF));
		int[] row = new int[image.getWidth()];
		for (int y = 0; y < image.getHeight(); y++) {
			image.getRGB(0, y, row.length, 1, row, 0, row.length);
			data.setPixels(0, y, row.length, row, 0);
		}
		return data;
	}

	/** Beside the file, named for what is printed: bannockburn1314-card.pdf. */
	private void suggestOutput() {
		String suggestion = Exports.besideSource(file.getLocation().toFile().toPath(), choices.get(what.getSelectionIndex()),
				Exports.Format.values()[format.getSelectionIndex()]).toString();
		if (output.getText().isEmpty() || output.getData() != null && output.getText().equals(output.getData())) {
			output.setText(suggestion);
			output.setData(suggestion); // still the suggestion: a later choice may replace it
		}
	}

	private void browse() {
		FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
		dialog.setOverwrite(true);
		Path current = output();
		if (current != null) {
			dialog.setFilterPath(current.getParent() == null ? null : current.getParent().toString());
			dialog.setFileName(current.getFileName().toString());
		}
		String chosen = dialog.open();
		if (chosen != null) {
			output.setText(chosen);
		}
	}

	/** For tests: the choice of what to print, by its word ("card"). */
	public void choose(String word) {
		for (int i = 0; i < choices.size(); i++) {
			if (choices.get(i).word().equals(word.toLowerCase(Locale.ROOT))) {
				what.select(i);
				changed(true);
				return;
			}
		}
		throw new IllegalArgumentException("this file cannot print " + word);
	}

	/** For tests: the file to write. */
	public void saveAs(Path path) {
		output.setText(path.toString());
	}

	/** For tests: the paper, by its name. */
	public void paper(String name) {
		paper.select(List.of(paper.getItems()).indexOf(name));
		changed(true);
	}
}
