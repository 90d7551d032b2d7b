package org.banneret.dsl.parser;

import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.parser.antlr.SyntaxErrorMessageProvider;

/**
 * Syntax errors about characters that a reader cannot see in the message: a control character
 * such as NUL, or bytes that were not UTF-8 (read as U+FFFD). The parser would quote them as
 * they are, an invisible or garbled character between quotes; these name them instead.
 */
public class BanneretSyntaxErrors extends SyntaxErrorMessageProvider {

	private static final char NOT_UTF_8 = '\uFFFD';

	@Override
	public SyntaxErrorMessage getSyntaxErrorMessage(IParserErrorContext context) {
		String unreadable = unreadable(context.getDefaultMessage());
		return unreadable != null ? new SyntaxErrorMessage(unreadable, Diagnostic.SYNTAX_DIAGNOSTIC)
				: super.getSyntaxErrorMessage(context);
	}

	/** What is wrong with the first unreadable character of the parser's message, or null. */
	static String unreadable(String message) {
		if (message == null) {
			return null;
		}
		for (int i = 0; i < message.length(); i++) {
			char c = message.charAt(i);
			if (c == NOT_UTF_8) {
				return "Bytes here are not UTF-8; Banneret files are UTF-8 text: save the file as UTF-8.";
			}
			if (Character.isISOControl(c) && c != '\t' && c != '\n' && c != '\r') {
				return String.format("A control character (U+%04X) has no place in a Banneret file: delete it.", (int) c);
			}
		}
		return null;
	}
}
