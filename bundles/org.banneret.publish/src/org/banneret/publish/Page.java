package org.banneret.publish;

/**
 * One page's size in millimetres: the trimmed page, and around it the bleed (art that runs past
 * the cut) and the slug (room for crop marks). The media is the whole sheet, trim plus both.
 */
public record Page(double trimWidth, double trimHeight, double bleed, double slug) {

	public Page {
		if (!(trimWidth > 0) || !(trimHeight > 0) || bleed < 0 || slug < 0) {
			throw new IllegalArgumentException("a page needs a positive size, and a bleed and margin of 0 or more");
		}
	}

	public static Page of(double width, double height) {
		return new Page(width, height, 0, 0);
	}

	/** How far the trimmed page lies from the media's left and top edges. */
	public double trimOffset() {
		return bleed + slug;
	}

	public double mediaWidth() {
		return trimWidth + 2 * trimOffset();
	}

	public double mediaHeight() {
		return trimHeight + 2 * trimOffset();
	}
}
