package org.banneret.dsl.parser;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.antlr.runtime.MismatchedTokenException;
import org.antlr.runtime.MissingTokenException;
import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.Token;
import org.antlr.runtime.TokenStream;
import org.antlr.runtime.UnwantedTokenException;
import org.banneret.model.naming.Spelling;
import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.parser.antlr.SyntaxErrorMessageProvider;

/**
 * Syntax errors in the words of the language, never in the parser's: what was found ("'NE'",
 * "the end of the file"), and what may come there ("a hex such as 1921, or an area such as
 * 1921(2)", "a facing: N, NE, SE, S, SW, NW"), from the word before it where that says more
 * than the parser's expected token. Characters a reader cannot see are named instead of quoted:
 * a control character such as NUL, or bytes that were not UTF-8 (read as U+FFFD).
 */
public class BanneretSyntaxErrors extends SyntaxErrorMessageProvider {

	private static final char NOT_UTF_8 = '\uFFFD';
	private static final int QUOTED = 40;

	/**
	 * What may follow a word of the language, where that is clearer than the grammar's next token;
	 * only words that mean one thing wherever they stand ("in" and "of" do not).
	 */
	private static final Map<String, String> AFTER = Map.ofEntries(
			Map.entry("facing", "a facing: N, NE, SE, S, SW, NW (NE, E, SE, SW, W, NW on a pointy-topped grid)"),
			Map.entry("at", "a hex such as 1921, or an area such as 1921(2)"),
			Map.entry("x", "a unit type such as INF"),
			Map.entry("edge", "a map edge: N, NE, SE, S, SW, NW, E or W"),
			Map.entry("turn", "a turn number"),
			Map.entry("turns", "the first turn, 'to' and the last: turns 1 to 30"),
			Map.entry("with", "a marker, such as ChargeFactor = 2"),
			Map.entry("set", "a value and its number, such as charge 2"),
			Map.entry("cite", "the rulebook section in quotes, such as \"[B 4.5.1]\""),
			Map.entry("description", "a text in quotes"),
			Map.entry("color", "a colour in quotes, such as \"#3b7dd8\""));

	/** The grammar's terminals, as a modder would say them. */
	private static final Map<String, String> TERMINALS = Map.of(
			"RULE_ID", "a name",
			"RULE_INT", "a number",
			"RULE_STRING", "a text in quotes",
			"RULE_ANY_OTHER", "a character",
			"EOF", "the end of the file");

	// Unrolled and possessive, so that a long quoted text does not recurse once a character.
	private static final Pattern QUOTED_INPUT = Pattern.compile("'([^'\\\\]*+(?:\\\\.[^'\\\\]*+)*+)'");

	@Override
	public SyntaxErrorMessage getSyntaxErrorMessage(IParserErrorContext context) {
		String unreadable = unreadable(context.getDefaultMessage());
		if (unreadable != null) {
			return new SyntaxErrorMessage(unreadable, Diagnostic.SYNTAX_DIAGNOSTIC);
		}
		RecognitionException error = context.getRecognitionException();
		String metAt = error != null && error.token instanceof org.antlr.runtime.CommonToken token
				? String.valueOf(token.getStartIndex()) : null;
		String grid = gridOf(context.getCurrentNode());
		String message = grid != null && error != null && error.token != null && error.token.getType() != Token.EOF
				? notAGridRow(grid, found(error.token)) : inWords(error, context.getTokenNames(), context.getDefaultMessage());
		return new SyntaxErrorMessage(message, Diagnostic.SYNTAX_DIAGNOSTIC, metAt == null ? null : new String[] { metAt });
	}

	/** "terrain" or "elevation" where the parser stands in a grid's block of rows, else null. */
	private static String gridOf(org.eclipse.xtext.nodemodel.INode node) {
		for (org.eclipse.xtext.nodemodel.INode at = node; at != null; at = at.getParent()) {
			org.eclipse.xtext.AbstractRule rule = at.getGrammarElement() instanceof org.eclipse.xtext.RuleCall call ? call.getRule()
					: at.getGrammarElement() instanceof org.eclipse.xtext.AbstractRule own ? own : null;
			if (rule != null && ("TerrainRows".equals(rule.getName()) || "ElevationRows".equals(rule.getName()))) {
				return rule.getName().startsWith("Terrain") ? "terrain" : "elevation";
			}
		}
		return null;
	}

	/** A closing brace that closes no block, where a line above lost its opening brace. */
	static SyntaxErrorMessage strayClosingBrace() {
		return new SyntaxErrorMessage("'}' closes no block: a line above it lost the '{' that opens its block.",
				Diagnostic.SYNTAX_DIAGNOSTIC);
	}

	/** A word in a grid's block that is not a row: what a row is, and how the block ends. */
	static String notAGridRow(String grid, String found) {
		return capitalised(found) + " is not " + (grid.equals("terrain") ? "a terrain row" : "an elevation row")
				+ ": a row is a text in quotes, such as " + (grid.equals("terrain") ? "\"..ff~~\" or 3 * \".*20\"" : "\"..1122\" or 3 * \"0*20\"")
				+ ", and the rows end with '}'.";
	}

	/**
	 * The offset of the word at which the parser met an error, or -1: the error may stand on the
	 * word before it, at the end of the line before.
	 */
	public static int metAt(SyntaxErrorMessage message) {
		String[] data = message.getIssueData();
		if (data == null || data.length == 0) {
			return -1;
		}
		try {
			return Integer.parseInt(data[0]);
		} catch (NumberFormatException e) {
			return -1; // data some other provider wrote
		}
	}

	/** The value converter's own message: Xtext's default is its cause's, such as a NumberFormatException's. */
	@Override
	public SyntaxErrorMessage getSyntaxErrorMessage(IValueConverterErrorContext context) {
		String message = context.getValueConverterException() == null ? null : context.getValueConverterException().getMessage();
		return new ValueError(message != null ? message : context.getDefaultMessage());
	}

	/**
	 * A line whose statement ends before it is finished (the parser met the error at the next
	 * line's words), ending in the given word; what comes after that word, where the language says.
	 */
	static SyntaxErrorMessage unfinishedLine(String lastWord) {
		String hint = AFTER.get(lastWord);
		return new SyntaxErrorMessage(hint == null ? "This line is not finished."
				: "This line is not finished: " + hint + " comes after '" + lastWord + "'.", Diagnostic.SYNTAX_DIAGNOSTIC);
	}

	/** A value the words spell but the language cannot take (a grid too large): the statement reads, its value is wrong. */
	public static final class ValueError extends SyntaxErrorMessage {
		ValueError(String message) {
			super(message, Diagnostic.SYNTAX_DIAGNOSTIC);
		}
	}

	/** The error in the language's words: what is wrong where, and what may come there. */
	static String inWords(RecognitionException error, String[] tokenNames, String parserMessage) {
		if (error == null) {
			return fromParserMessage(parserMessage);
		}
		String found = found(error.token);
		String expected = expected(error, tokenNames);
		Token previous = previousToken(error);
		String after = previous == null ? null : previous.getText();
		String hint = after == null ? null : AFTER.get(after);
		if (error instanceof MissingTokenException || closingBraceWanted(error, expected)) {
			return expected == null ? "The line before " + found + " is not finished."
					: capitalised(expected) + " is missing before " + found + ".";
		}
		String keyword = nearestKeyword(error.token, tokenNames);
		if (keyword != null) {
			return capitalised(found) + " has no place here; did you mean " + keyword + "?";
		}
		String meant = nearestKeyword(previous, tokenNames);
		if (meant != null) {
			return "Did you mean " + meant + " instead of '" + previous.getText() + "'? " + capitalised(found)
					+ " has no place after it.";
		}
		if ("'x'".equals(expected) && "(".equals(error.token.getText()) && previous != null
				&& previous.getText().chars().allMatch(Character::isDigit)) {
			return capitalised(found) + " has no place here: a unit row is written '4 x INF'; a placement starts with 'at',"
					+ " as in 'at " + previous.getText() + "' or 'at " + previous.getText() + "(1)'.";
		}
		String what = hint != null ? hint + " comes after '" + after + "'"
				: expected != null ? (error instanceof UnwantedTokenException ? "" : expected + " was expected here") : null;
		if (error instanceof UnwantedTokenException || what == null || what.isEmpty()) {
			return capitalised(found) + " has no place here" + (what == null || what.isEmpty() ? "." : "; " + what + ".")
					+ (error.token != null && error.token.getType() == Token.EOF ? "" : " Delete it, or check the line above.");
		}
		return capitalised(found) + " has no place here: " + what + ".";
	}

	/**
	 * A closing brace wanted before a word. The whole file's parser says it is missing, since what
	 * follows the brace there may start with the word; a statement read again alone, in place, has
	 * nothing after its brace and met the word instead. Both say it the one way.
	 */
	private static boolean closingBraceWanted(RecognitionException error, String expected) {
		return error instanceof MismatchedTokenException && !(error instanceof UnwantedTokenException) && "'}'".equals(expected)
				&& error.token != null && error.token.getType() != Token.EOF;
	}

	/** "'NE'", "the text "…"", "the end of the file". */
	static String found(Token token) {
		if (token == null || token.getType() == Token.EOF || token.getText() == null) {
			return "the end of the file";
		}
		String text = token.getText();
		if (text.length() > QUOTED) {
			text = text.substring(0, QUOTED) + "...";
		}
		return text.startsWith("\"") ? "the text " + text : "'" + text + "'";
	}

	/** What the parser expected, in words; null where it cannot say (several alternatives). */
	private static String expected(RecognitionException error, String[] tokenNames) {
		if (!(error instanceof MismatchedTokenException mismatched) || tokenNames == null || mismatched.expecting < 0
				|| mismatched.expecting >= tokenNames.length) {
			return null;
		}
		return token(tokenNames[mismatched.expecting]);
	}

	/** A token name of the grammar in words: a keyword quoted, a terminal described. */
	static String token(String name) {
		if (name == null) {
			return null;
		}
		if (TERMINALS.containsKey(name)) {
			return TERMINALS.get(name);
		}
		return name.startsWith("'") ? name : null;
	}

	/**
	 * The keyword of the language a misspelt word was meant to be ("varant": 'variant'), or null:
	 * the nearest by edit distance, at most one edit in four letters.
	 */
	static String nearestKeyword(Token token, String[] tokenNames) {
		if (token == null || token.getText() == null || tokenNames == null || token.getText().length() < 3
				|| !token.getText().chars().allMatch(Character::isLetter)) {
			return null;
		}
		String word = token.getText();
		if (java.util.Arrays.asList(tokenNames).contains("'" + word + "'")) {
			return null; // a keyword in the wrong place, not a misspelt one
		}
		String nearest = null;
		int best = Math.max(1, word.length() / 4) + 1;
		for (String name : tokenNames) {
			if (name == null || name.length() < 5 || !name.startsWith("'") || !name.endsWith("'")) {
				continue;
			}
			String keyword = name.substring(1, name.length() - 1);
			if (keyword.equals(word) || !keyword.chars().allMatch(Character::isLetter)) {
				continue;
			}
			int distance = Spelling.distance(word, keyword);
			if (distance < best) {
				best = distance;
				nearest = name;
			}
		}
		return nearest;
	}

	/** The token just before the error, comments and white space left out, or null. */
	private static Token previousToken(RecognitionException error) {
		if (!(error.input instanceof TokenStream tokens) || error.token == null) {
			return null;
		}
		for (int i = error.token.getTokenIndex() - 1; i >= 0; i--) {
			Token token = tokens.get(i);
			if (token.getChannel() == Token.DEFAULT_CHANNEL) {
				return token;
			}
		}
		return null;
	}

	/** A parser message without its exception: "missing EOF at 'x'" and the like, reworded. */
	static String fromParserMessage(String message) {
		if (message == null) {
			return "This line cannot be read.";
		}
		Matcher quoted = QUOTED_INPUT.matcher(message);
		String found = quoted.find() ? "'" + quoted.group(1) + "'" : "this";
		if (message.startsWith("missing EOF")) {
			return capitalised(found) + " has no place after the file's last closing '}'.";
		}
		return capitalised(found) + " has no place here. Delete it, or check the line above.";
	}

	private static String capitalised(String text) {
		return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
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
