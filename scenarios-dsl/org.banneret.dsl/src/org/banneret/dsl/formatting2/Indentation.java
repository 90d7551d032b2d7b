package org.banneret.dsl.formatting2;

/**
 * How a line of the language's text is indented, as its reader sees it: a block's lines are
 * indented under the line that opens it, and its closing brace begins a line indented as that.
 */
public final class Indentation {

	private Indentation() {
	}

	/** The spaces and tabs that begin the line holding an offset. */
	public static String at(String text, int offset) {
		int lineStart = lineStart(text, offset);
		int end = lineStart;
		while (end < text.length() && (text.charAt(end) == ' ' || text.charAt(end) == '\t')) {
			end++;
		}
		return text.substring(lineStart, end);
	}

	/** Whether only white space stands before an offset on its line. */
	public static boolean beginsLine(String text, int offset) {
		return text.substring(lineStart(text, offset), offset).isBlank();
	}

	private static int lineStart(String text, int offset) {
		return text.lastIndexOf('\n', offset - 1) + 1;
	}
}
