package org.banneret.render.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.banneret.render.Rgb;
import org.junit.jupiter.api.Test;

/** Colours for text are chosen by WCAG 2's contrast ratio, as a reader's eye needs. */
class ContrastTest {

	@Test
	void theContrastRatioIsWcags() {
		assertEquals(21, Rgb.BLACK.contrast(Rgb.WHITE), 1e-9);
		assertEquals(21, Rgb.WHITE.contrast(Rgb.BLACK), 1e-9);
		assertEquals(1, new Rgb(0x6a, 0x1b, 0x9a).contrast(new Rgb(0x6a, 0x1b, 0x9a)), 1e-9);
		assertEquals(4.48, new Rgb(0x77, 0x77, 0x77).contrast(Rgb.WHITE), 0.01, "WCAG's example of a grey just too light for text");
	}

	/** The Sluys zones' names were dark green on the deep sea and orange on a light backing: each is moved just far enough to read. */
	@Test
	void aColourIsMadeDarkOrLightEnoughToReadKeepingItsHue() {
		Rgb sea = new Rgb(0x1f, 0x4e, 0x8c);
		Rgb green = new Rgb(0x00, 0x69, 0x5c);
		Rgb onSea = green.readableOn(sea, 4.5);
		assertTrue(onSea.contrast(sea) >= 4.5 && onSea.luminance() > green.luminance(), "lightened on the dark sea: " + onSea.hex());
		assertTrue(onSea.green() > onSea.red(), "still green: " + onSea.hex());
		Rgb paper = new Rgb(0xf7, 0xf3, 0xe8);
		Rgb orange = new Rgb(0xef, 0x6c, 0x00);
		Rgb onPaper = orange.readableOn(paper, 4.5);
		assertTrue(onPaper.contrast(paper) >= 4.5 && onPaper.luminance() < orange.luminance(), "darkened on paper: " + onPaper.hex());
		assertTrue(onPaper.red() > onPaper.blue(), "still orange: " + onPaper.hex());
		assertEquals(Rgb.BLACK.readableOn(paper, 4.5), Rgb.BLACK, "a colour that reads already is kept");
	}
}
