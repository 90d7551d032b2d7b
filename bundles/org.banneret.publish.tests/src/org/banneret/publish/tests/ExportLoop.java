package org.banneret.publish.tests;

import java.io.IOException;
import java.nio.file.Path;

import org.banneret.publish.Page;
import org.banneret.publish.pdf.PdfPages;
import org.banneret.render.Anchor;
import org.banneret.render.Rgb;

/**
 * The process {@link ExportKillTest} kills: it writes two versions of a large PDF to one file, one
 * after the other, through the sink every PDF export writes with, until it is killed. It says
 * "saving" as it starts and "saved" after each version.
 */
public final class ExportLoop {

	/** Pages in the two versions: about 1 MB of PDF each, a write of a few hundred milliseconds. */
	static final int OLD_PAGES = 12;
	static final int NEW_PAGES = 15;

	private ExportLoop() {
	}

	public static void main(String[] args) throws IOException {
		Path file = Path.of(args[0]);
		System.out.println("saving");
		System.out.flush();
		while (true) {
			write(file, "new", NEW_PAGES);
			System.out.println("saved");
			System.out.flush();
			write(file, "old", OLD_PAGES);
			System.out.println("saved");
			System.out.flush();
		}
	}

	/** One version: pages of hexes and text, the same bytes every time. */
	static void write(Path file, String version, int pages) throws IOException {
		try (PdfPages sink = new PdfPages(file, version.hashCode())) {
			for (int page = 0; page < pages; page++) {
				int number = page;
				sink.page(Page.of(210, 297), canvas -> {
					for (int row = 0; row < 60; row++) {
						for (int column = 0; column < 40; column++) {
							canvas.fill(new Rgb(column * 6, row * 4, number * 7));
							double x = 10 + column * 4.7;
							double y = 15 + row * 4.5;
							canvas.fillPolygon(new double[] { x, y, x + 2, y - 1.5, x + 4, y, x + 4, y + 2.5, x + 2, y + 4, x, y + 2.5 });
							canvas.fill(Rgb.BLACK);
							canvas.text(version + " " + number + "." + row + "." + column, x + 2, y + 1, 0.6, false, Anchor.CENTRE);
						}
					}
				});
			}
			sink.finish();
		}
	}
}
