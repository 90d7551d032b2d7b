package org.banneret.publish.png;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.imageio.ImageIO;

import org.banneret.model.persistence.AtomicFiles;
import org.banneret.publish.Canvas;
import org.banneret.publish.Page;
import org.banneret.publish.PageFiles;
import org.banneret.publish.PageSink;

/** One PNG file per page, at a given number of pixels a millimetre, on white. */
public final class PngPages implements PageSink {

	/** The largest image a page may be, in pixels: beyond it an int-backed image cannot be made. */
	public static final long MAX_PIXELS = 400_000_000L;

	private final Path file;
	private final double pixelsPerMm;
	private final List<byte[]> pages = new ArrayList<>();
	private BufferedImage image;
	private Graphics2D graphics;

	public PngPages(Path file, double pixelsPerMm) {
		if (!(pixelsPerMm > 0)) {
			throw new IllegalArgumentException("a PNG needs a positive resolution");
		}
		this.file = file;
		this.pixelsPerMm = pixelsPerMm;
	}

	/** The pixel size of a page at this sink's resolution. */
	public int[] pixels(Page page) {
		return new int[] { (int) Math.ceil(page.mediaWidth() * pixelsPerMm), (int) Math.ceil(page.mediaHeight() * pixelsPerMm) };
	}

	@Override
	public Canvas newPage(Page page) throws IOException {
		finishPage();
		int[] size = pixels(page);
		if ((long) size[0] * size[1] > MAX_PIXELS) {
			throw new IOException(String.format(java.util.Locale.ROOT,
					"a page of %d x %d pixels is too large for one PNG (at most %d million pixels): choose a lower --dpi or --tile the map",
					size[0], size[1], MAX_PIXELS / 1_000_000));
		}
		image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
		graphics = image.createGraphics();
		graphics.setColor(Color.WHITE);
		graphics.fillRect(0, 0, size[0], size[1]);
		return new PngCanvas(graphics, pixelsPerMm);
	}

	private void finishPage() throws IOException {
		if (image == null) {
			return;
		}
		graphics.dispose();
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		ImageIO.write(image, "png", bytes);
		pages.add(bytes.toByteArray());
		image = null;
	}

	@Override
	public void finish() throws IOException {
		finishPage();
		for (int i = 0; i < pages.size(); i++) {
			AtomicFiles.write(PageFiles.of(file, i, pages.size()), pages.get(i));
		}
	}

	@Override
	public void close() {
		pages.clear();
		if (graphics != null) {
			graphics.dispose();
		}
	}
}
