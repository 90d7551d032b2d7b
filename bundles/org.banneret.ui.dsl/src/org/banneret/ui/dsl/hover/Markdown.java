package org.banneret.ui.dsl.hover;

/**
 * The little Markdown the language's hovers use (bold, italics, bullets, paragraphs, code) as the
 * HTML subset that the workbench's plain information control renders.
 */
final class Markdown {

	private Markdown() {
	}

	static String toHtml(String markdown) {
		StringBuilder html = new StringBuilder();
		for (String line : markdown.strip().split("\n", -1)) {
			String text = inline(escape(line.strip()));
			if (line.isBlank()) {
				html.append("<p>");
			} else if (line.startsWith("- ") || line.startsWith("* ")) {
				html.append("<li>").append(inline(escape(line.substring(2).strip()))).append("</li>");
			} else {
				html.append(text).append("<br>");
			}
		}
		return html.toString();
	}

	static String escape(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
	}

	private static String inline(String text) {
		return text.replaceAll("\\*\\*(.+?)\\*\\*", "<b>$1</b>").replaceAll("(?<![\\w])_(.+?)_(?![\\w])", "<i>$1</i>")
				.replaceAll("`(.+?)`", "<b>$1</b>");
	}
}
