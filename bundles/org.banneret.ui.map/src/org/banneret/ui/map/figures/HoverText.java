package org.banneret.ui.map.figures;

import java.util.List;

import org.banneret.ui.map.parts.Findings;

/**
 * The text of a hover over the map: a heading, then the findings there, wrapped to a readable
 * width. Draw2d moves a tooltip wider than the screen left until its right edge fits, so a finding
 * on one long line ran off the screen's left edge, heading and all; a tooltip taller than the
 * screen runs off its top, so past a few findings the rest are counted, not listed.
 */
public final class HoverText {

	/** The longest line, in characters: some 450 pixels of the tooltip's font. */
	public static final int WIDTH = 64;
	/** How many findings a hover lists; the Problems view lists them all. */
	static final int FINDINGS_AT_MOST = 6;
	/** A wrapped line goes on indented, so that each finding's first line stands out. */
	private static final String INDENT = "    ";

	private HoverText() {
	}

	/** The heading, then each finding as "Error: message [CODE]", every line at most {@link #WIDTH} characters. */
	public static String of(String heading, List<Findings.Finding> findings) {
		StringBuilder text = new StringBuilder();
		wrap(text, heading);
		for (Findings.Finding finding : findings.subList(0, Math.min(findings.size(), FINDINGS_AT_MOST))) {
			text.append('\n');
			wrap(text, (finding.error() ? "Error: " : "Warning: ") + finding.describe());
		}
		if (findings.size() > FINDINGS_AT_MOST) {
			text.append("\nand ").append(findings.size() - FINDINGS_AT_MOST).append(" more findings: see the Problems view");
		}
		return text.toString();
	}

	/** Appends a text broken at spaces into lines of at most {@link #WIDTH} characters; a longer word is cut. */
	private static void wrap(StringBuilder text, String paragraph) {
		String indent = "";
		for (String line : paragraph.split("\n", -1)) {
			String rest = line;
			while (indent.length() + rest.length() > WIDTH) {
				int room = WIDTH - indent.length();
				int cut = rest.lastIndexOf(' ', room);
				if (cut <= 0) {
					cut = room;
				}
				text.append(indent).append(rest, 0, cut).append('\n');
				rest = rest.substring(cut).stripLeading();
				indent = INDENT;
			}
			text.append(indent).append(rest).append('\n');
			indent = INDENT;
		}
		text.setLength(text.length() - 1); // the last line's break
	}
}
