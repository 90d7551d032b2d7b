package org.banneret.publish.png;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.function.Consumer;

import org.banneret.publish.Canvas;
import org.banneret.publish.Page;
import org.banneret.publish.PageSink;
import org.banneret.publish.Progress;

/**
 * The first page of an export as an image, for a preview: it draws that page and stops the export
 * there (as a cancellation), writing nothing.
 */
public final class FirstPage implements PageSink {

	private final int longestSide;
	private BufferedImage image;

	/** @param longestSide the longest side of the preview in pixels, whatever the page's size */
	public FirstPage(int longestSide) {
		this.longestSide = longestSide;
	}

	@Override
	public void page(Page page, Consumer<Canvas> drawing) {
		double scale = longestSide / Math.max(page.mediaWidth(), page.mediaHeight());
		image = new BufferedImage(Math.max(1, (int) Math.ceil(page.mediaWidth() * scale)), Math.max(1, (int) Math.ceil(page.mediaHeight() * scale)),
				BufferedImage.TYPE_INT_RGB);
		Graphics2D graphics = image.createGraphics();
		try {
			graphics.setColor(Color.WHITE);
			graphics.fillRect(0, 0, image.getWidth(), image.getHeight());
			drawing.accept(new PngCanvas(graphics, scale));
		} finally {
			graphics.dispose();
		}
		throw new Progress.Cancelled();
	}

	/** The page drawn, or null when the export had none. */
	public BufferedImage image() {
		return image;
	}

	@Override
	public void finish() {
	}

	@Override
	public void close() {
	}
}
