package org.banneret.publish.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;

import javax.imageio.ImageIO;

import org.banneret.publish.Page;
import org.banneret.publish.png.PngPages;
import org.banneret.render.Rgb;
import org.banneret.render.java2d.Java2DPainter;
import org.junit.jupiter.api.Test;

/** Banneret's own PNG writer, read back by ImageIO's reader: the same pixels, every one, for pages of one band and of several. */
class PngPagesTest {

	@Test
	void aPageComesBackPixelForPixel() throws IOException {
		for (double[] size : new double[][] { { 40, 30 }, { 2100, 1300 }, { 1, 1 } }) {
			PngPages pages = new PngPages(Path.of("unused.png"), 4);
			long seed = 7;
			pages.page(Page.of(size[0], size[1]), canvas -> draw(new Random(seed), canvas::fill, canvas::fillRectangle, size));
			BufferedImage read = ImageIO.read(new ByteArrayInputStream(pages.encoded().get(0)));
			BufferedImage expected = new BufferedImage(read.getWidth(), read.getHeight(), BufferedImage.TYPE_INT_RGB);
			java.awt.Graphics2D graphics = expected.createGraphics();
			graphics.setColor(java.awt.Color.WHITE);
			graphics.fillRect(0, 0, expected.getWidth(), expected.getHeight());
			Java2DPainter painter = new Java2DPainter(graphics, 4);
			draw(new Random(seed), painter::fill, painter::fillRectangle, size);
			graphics.dispose();
			assertEquals((int) Math.ceil(size[0] * 4), read.getWidth());
			for (int y = 0; y < read.getHeight(); y++) {
				for (int x = 0; x < read.getWidth(); x++) {
					assertEquals(expected.getRGB(x, y), read.getRGB(x, y), "pixel " + x + ", " + y + " of a page " + size[0] + " mm wide");
				}
			}
		}
	}

	private interface Rectangle {
		void fill(double x, double y, double width, double height);
	}

	private static void draw(Random random, java.util.function.Consumer<Rgb> colour, Rectangle rectangle, double[] size) {
		for (int i = 0; i < 300; i++) {
			colour.accept(new Rgb(random.nextInt(256), random.nextInt(256), random.nextInt(256)));
			rectangle.fill(random.nextDouble() * size[0], random.nextDouble() * size[1], random.nextDouble() * size[0] / 3, random.nextDouble() * size[1] / 3);
		}
	}
}
