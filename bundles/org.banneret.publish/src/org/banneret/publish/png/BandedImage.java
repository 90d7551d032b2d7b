package org.banneret.publish.png;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
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
final class BandedImage implements AutoCloseable {

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

	public int width() {
		return width;
	}

	public int height() {
		return height;
	}

	/** The rows from {@code top} (a multiple of the band height) as drawn: the pixels of the band's buffer, valid until the band after next is asked for. */
	int[] rows(int top) {
		return ((DataBufferInt) bandAt(top).getRaster().getDataBuffer()).getData();
	}

	int bandHeight() {
		return bandHeight;
	}
}
