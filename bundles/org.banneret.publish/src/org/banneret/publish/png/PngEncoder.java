package org.banneret.publish.png;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes an opaque image as an 8-bit RGB PNG (ISO/IEC 15948): each row filtered with Sub, the
 * difference from the pixel to its left, which turns a map's flat colours into runs of zeros, then
 * deflated at zlib's fastest level. ImageIO's writer spent most of a large map's time reading the
 * pixels one by one; this one reads the bands' own arrays.
 */
final class PngEncoder {

	private static final byte[] SIGNATURE = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
	private static final int FILTER_SUB = 1;
	private static final int CHUNK = 1 << 18;

	private PngEncoder() {
	}

	static byte[] encode(BandedImage image) throws IOException {
		int width = image.width();
		int height = image.height();
		ByteArrayOutputStream png = new ByteArrayOutputStream(Math.max(1024, width * height / 8));
		png.write(SIGNATURE);
		byte[] header = new byte[13];
		putInt(header, 0, width);
		putInt(header, 4, height);
		header[8] = 8; // bits a sample
		header[9] = 2; // colour type: RGB
		chunk(png, "IHDR", header, header.length);
		Deflater deflater = new Deflater(Deflater.BEST_SPEED);
		try {
			byte[] line = new byte[1 + 3 * width];
			line[0] = FILTER_SUB;
			byte[] compressed = new byte[CHUNK];
			int filled = 0;
			for (int top = 0; top < height; top += image.bandHeight()) {
				int[] pixels = image.rows(top);
				int rows = Math.min(image.bandHeight(), height - top);
				for (int row = 0; row < rows; row++) {
					filter(pixels, row * width, width, line);
					deflater.setInput(line);
					while (!deflater.needsInput()) {
						filled += deflater.deflate(compressed, filled, CHUNK - filled);
						if (filled == CHUNK) {
							chunk(png, "IDAT", compressed, filled);
							filled = 0;
						}
					}
				}
			}
			deflater.finish();
			while (!deflater.finished()) {
				filled += deflater.deflate(compressed, filled, CHUNK - filled);
				if (filled == CHUNK || deflater.finished()) {
					chunk(png, "IDAT", compressed, filled);
					filled = 0;
				}
			}
		} finally {
			deflater.end();
		}
		chunk(png, "IEND", new byte[0], 0);
		return png.toByteArray();
	}

	/** One row, Sub-filtered: each byte less the same colour's byte of the pixel to its left. */
	private static void filter(int[] pixels, int offset, int width, byte[] line) {
		int left = 0;
		for (int x = 0, at = 1; x < width; x++, at += 3) {
			int pixel = pixels[offset + x];
			line[at] = (byte) ((pixel >> 16) - (left >> 16));
			line[at + 1] = (byte) ((pixel >> 8) - (left >> 8));
			line[at + 2] = (byte) (pixel - left);
			left = pixel;
		}
	}

	private static void chunk(ByteArrayOutputStream png, String type, byte[] data, int length) {
		byte[] number = new byte[4];
		putInt(number, 0, length);
		png.write(number, 0, 4);
		byte[] name = type.getBytes(StandardCharsets.US_ASCII);
		png.write(name, 0, 4);
		png.write(data, 0, length);
		CRC32 crc = new CRC32();
		crc.update(name);
		crc.update(data, 0, length);
		putInt(number, 0, (int) crc.getValue());
		png.write(number, 0, 4);
	}

	private static void putInt(byte[] bytes, int at, int value) {
		bytes[at] = (byte) (value >>> 24);
		bytes[at + 1] = (byte) (value >>> 16);
		bytes[at + 2] = (byte) (value >>> 8);
		bytes[at + 3] = (byte) value;
	}
}
