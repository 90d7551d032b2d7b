package org.banneret.ui.dsl.highlighting;

import java.util.Map;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

/**
 * How the scenario language is coloured: the lexical classes (keywords, comments, strings,
 * numbers) at once as one types, and the semantic ones (what a name names) when the language
 * host has linked the text. Colours follow the conventions of Eclipse's own editors.
 */
public final class Styles {

	public static final TextAttribute KEYWORD = new TextAttribute(rgb(0x7f, 0x00, 0x55), null, SWT.BOLD);
	public static final TextAttribute COMMENT = new TextAttribute(rgb(0x3f, 0x7f, 0x5f));
	public static final TextAttribute STRING = new TextAttribute(rgb(0x2a, 0x00, 0xff));
	public static final TextAttribute NUMBER = new TextAttribute(rgb(0x00, 0x00, 0x00));
	public static final TextAttribute DEFAULT = new TextAttribute(null);

	/** Semantic token types as the server names them (LSP token types), and how each looks. */
	private static final Map<String, TextAttribute> SEMANTIC = Map.of(
			"type", new TextAttribute(rgb(0x00, 0x50, 0x7f), null, SWT.BOLD), // unit types and counters
			"class", new TextAttribute(rgb(0x6a, 0x4a, 0x00)), // terrain, features
			"variable", new TextAttribute(rgb(0x00, 0x00, 0xc0)), // units, leaders, sides
			"enumMember", new TextAttribute(rgb(0x00, 0x80, 0x80)), // hex labels
			"namespace", new TextAttribute(rgb(0x64, 0x46, 0x32), null, SWT.ITALIC), // systems, maps, scenarios
			"decorator", new TextAttribute(rgb(0x64, 0x64, 0x64), null, SWT.BOLD)); // waived rule ids

	private Styles() {
	}

	/** The look of a semantic token type, or null for types the editor leaves to the lexical colouring. */
	public static TextAttribute semantic(String tokenType) {
		return SEMANTIC.get(tokenType);
	}

	private static Color rgb(int red, int green, int blue) {
		return new Color(red, green, blue);
	}
}
