package org.banneret.publish.png;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.banneret.publish.Canvas;
import org.banneret.publish.Page;
import org.banneret.publish.PageFiles;
import org.banneret.publish.PageSink;

/**
 * One PNG file per page, at a given number of pixels a millimetre, on white. A page is drawn a
 * band of rows at a time as the encoder takes them ({@link BandedImage}), so its size is bounded
 * by the file, not by memory.
 */
public final class PngPages implements PageSink {

	/** The largest page, in pixels: PNG readers and viewers give up long before the format does. */
	public static final long MAX_PIXELS = 2_000_000_000L;
	/** About how many pixels a band holds: 16 million, 64 MB; two are in memory at once. */
	private static final long BAND_PIXELS = 16_000_000L;

	private final Path file;
	private final double pixelsPerMm;
	private final List<byte[]> pages = new ArrayList<>();

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
	public void page(Page page, Consumer<Canvas> drawing) throws IOException {
		double width = page.mediaWidth() * pixelsPerMm;
		double height = page.mediaHeight() * pixelsPerMm;
		if (width * height > MAX_PIXELS || width > Integer.MAX_VALUE / 4 || height > Integer.MAX_VALUE / 4) {
			throw new IOException(String.format(Locale.ROOT,
					"a page of %.0f x %.0f pixels is too large for one PNG (at most %d million pixels): choose a lower --dpi or --tile the map",
					width, height, MAX_PIXELS / 1_000_000));
		}
		int[] size = pixels(page);
		int bandHeight = (int) Math.max(1, BAND_PIXELS / size[0]);
		try (BandedImage image = new BandedImage(size[0], size[1], bandHeight, graphics -> drawing.accept(new PngCanvas(graphics, pixelsPerMm)))) {
			pages.add(PngEncoder.encode(image));
		}
	}

	/** The pages drawn so far, each a PNG file's bytes, for a caller that keeps them elsewhere than in files (a module's archive). */
	public List<byte[]> encoded() {
		return java.util.Collections.unmodifiableList(pages);
	}

	@Override
	public void finish() throws IOException {
		PageFiles.write(file, pages);
	}

	@Override
	public void close() {
		pages.clear();
	}
}
