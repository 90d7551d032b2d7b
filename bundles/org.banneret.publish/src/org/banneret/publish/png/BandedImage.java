package org.banneret.publish.png;

import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.awt.image.ColorModel;
import java.awt.image.Raster;
import java.awt.image.RenderedImage;
import java.awt.image.SampleModel;
import java.awt.image.WritableRaster;
import java.util.Vector;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * An image drawn a band of rows at a time, when its encoder asks for the rows: a map of a million
 * hexes goes to PNG in the memory of two bands, not of the whole picture. Each band runs the whole
 * drawing, clipped to its rows; a drawing asks {@link Graphics2D#getClipBounds()} (through
 * {@code Canvas.visible}) to skip what lies outside. While the encoder compresses one band, a
 * thread of its own draws the next; the drawing runs on that thread only, one band after another.
 */
final class BandedImage implements RenderedImage, AutoCloseable {

	private static final ColorModel COLOURS = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).getColorModel();

	private final int width;
	private final int height;
	private final int bandHeight;
	private final Consumer<Graphics2D> drawing;
	private final ExecutorService drawer = Executors.newSingleThreadExecutor(runnable -> {
		Thread thread = new Thread(runnable, "Banneret PNG bands");
		thread.setDaemon(true);
		return thread;
	});
	private final BufferedImage[] buffers = new BufferedImage[2];
	private BufferedImage band;
	private int bandTop = -1;
	private Future<BufferedImage> next;
	private int nextTop = -1;
	private int drawn;

	/** @param drawing draws the whole image on graphics in pixels, whose clip is the band */
	BandedImage(int width, int height, int bandHeight, Consumer<Graphics2D> drawing) {
		this.width = width;
		this.height = height;
		this.bandHeight = Math.max(1, Math.min(height, bandHeight));
		this.drawing = drawing;
	}

	private BufferedImage bandAt(int top) {
		if (top != bandTop) {
			band = top == nextTop ? await(next) : await(drawer.submit(() -> draw(top)));
			bandTop = top;
			int following = top + bandHeight;
			nextTop = following < height ? following : -1;
			next = following < height ? drawer.submit(() -> draw(following)) : null;
		}
		return band;
	}

	/** Draws the band from a row into the buffer the encoder is not reading. On the drawing thread. */
	private BufferedImage draw(int top) {
		int rows = Math.min(bandHeight, height - top);
		int slot = drawn++ % 2;
		if (buffers[slot] == null || buffers[slot].getHeight() != rows) {
			buffers[slot] = new BufferedImage(width, rows, BufferedImage.TYPE_INT_RGB);
		}
		BufferedImage image = buffers[slot];
		Graphics2D graphics = image.createGraphics();
		try {
			graphics.setColor(java.awt.Color.WHITE);
			graphics.fillRect(0, 0, width, rows);
			graphics.translate(0, -top);
			graphics.setClip(0, top, width, rows);
			drawing.accept(graphics);
		} finally {
			graphics.dispose();
		}
		return image;
	}

	private static BufferedImage await(Future<BufferedImage> band) {
		try {
			return band.get();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("the PNG was interrupted", e);
		} catch (ExecutionException e) {
			if (e.getCause() instanceof RuntimeException runtime) {
				throw runtime;
			}
			throw new IllegalStateException(e.getCause());
		}
	}

	@Override
	public void close() {
		drawer.shutdownNow();
	}

	@Override
	public Raster getData(Rectangle rectangle) {
		int first = rectangle.y / bandHeight * bandHeight;
		if (rectangle.y + rectangle.height <= first + bandHeight) {
			// Within one band, as an encoder asks row by row: that band's pixels, not a copy.
			BufferedImage rows = bandAt(first);
			return rows.getRaster().createChild(rectangle.x, rectangle.y - first, rectangle.width, rectangle.height, rectangle.x, rectangle.y, null);
		}
		WritableRaster raster = COLOURS.createCompatibleWritableRaster(rectangle.width, rectangle.height).createWritableTranslatedChild(rectangle.x,
				rectangle.y);
		for (int top = rectangle.y / bandHeight * bandHeight; top < rectangle.y + rectangle.height; top += bandHeight) {
			BufferedImage rows = bandAt(top);
			int from = Math.max(rectangle.y, top);
			int to = Math.min(rectangle.y + rectangle.height, top + rows.getHeight());
			Raster source = rows.getRaster().createChild(rectangle.x, from - top, rectangle.width, to - from, rectangle.x, from, null);
			raster.setRect(source);
		}
		return raster;
	}

	@Override
	public Raster getData() {
		return getData(new Rectangle(0, 0, width, height));
	}

	@Override
	public WritableRaster copyData(WritableRaster raster) {
		WritableRaster target = raster != null ? raster : COLOURS.createCompatibleWritableRaster(width, height);
		target.setRect(getData(target.getBounds()));
		return target;
	}

	/** A band's own raster, placed at its rows: no copy (an encoder of a one-band image asks for it once a row). */
	@Override
	public Raster getTile(int tileX, int tileY) {
		int top = tileY * bandHeight;
		BufferedImage rows = bandAt(top);
		return rows.getRaster().createChild(0, 0, width, rows.getHeight(), 0, top, null);
	}

	@Override
	public Vector<RenderedImage> getSources() {
		return null;
	}

	@Override
	public Object getProperty(String name) {
		return Image.UndefinedProperty;
	}

	@Override
	public String[] getPropertyNames() {
		return null;
	}

	@Override
	public ColorModel getColorModel() {
		return COLOURS;
	}

	@Override
	public SampleModel getSampleModel() {
		return COLOURS.createCompatibleSampleModel(width, bandHeight);
	}

	@Override
	public int getWidth() {
		return width;
	}

	@Override
	public int getHeight() {
		return height;
	}

	@Override
	public int getMinX() {
		return 0;
	}

	@Override
	public int getMinY() {
		return 0;
	}

	@Override
	public int getNumXTiles() {
		return 1;
	}

	@Override
	public int getNumYTiles() {
		return (height + bandHeight - 1) / bandHeight;
	}

	@Override
	public int getMinTileX() {
		return 0;
	}

	@Override
	public int getMinTileY() {
		return 0;
	}

	@Override
	public int getTileWidth() {
		return width;
	}

	@Override
	public int getTileHeight() {
		return bandHeight;
	}

	@Override
	public int getTileGridXOffset() {
		return 0;
	}

	@Override
	public int getTileGridYOffset() {
		return 0;
	}
}
