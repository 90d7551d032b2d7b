package org.banneret.dsl.parser;

import java.io.Reader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.antlr.runtime.ANTLRStringStream;
import org.antlr.runtime.CharStream;
import org.antlr.runtime.CommonToken;
import org.antlr.runtime.Token;
import org.antlr.runtime.TokenSource;
import org.banneret.dsl.formatting2.Indentation;
import org.banneret.dsl.parser.antlr.BanneretParser;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.impl.NodeModelBuilder;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.ParseResult;
import org.eclipse.xtext.util.ReplaceRegion;

import com.google.inject.Inject;

/**
 * The parser, which sets a damaged statement aside instead of losing the rest of its block.
 * <p>
 * ANTLR 3 recovers from a mistake by leaving the loop it was in: one bad unit row ends its side's
 * block, and every line after it (the side's initiative, the other side) is read wrongly or not at
 * all. So when a file has syntax errors, it is read again with the damaged statement set aside,
 * its words taken as a comment, one mistake a round, until it reads cleanly. Only the first error
 * of a reading counts: those after it may be no more than the parser's lost footing. If a few
 * rounds do not make it read cleanly (a missing brace, which no setting aside mends), the first
 * reading stands, as the parser first read it.
 * <p>
 * A statement is a line: the language writes one per line, and a block's lines are statements of
 * their own. The damaged line is the error's, or the first line of a statement that began before
 * it and reads on into it (a placement missing its hex takes the next row's count), or, for an
 * error at the first word of a line, the unfinished line before it. A doubled word or brace may be
 * set aside alone. Each way is read and the one whose reading errs latest (or not at all) is kept.
 * A set-aside line's opening brace takes its closing brace with it, so that the block's lines join
 * the block around it ({@link Braces}); or the line is set aside with its whole block, where the
 * block's lines cannot be read in the block around it.
 * <p>
 * The model is the last reading's: every good line is in it as written. There is one syntax error
 * for each statement set aside, in the language's words ({@link BanneretSyntaxErrors}), on the
 * reading's own nodes. The text is never changed: the set-aside words stay in the node model as
 * hidden leaves, at their offsets.
 * <p>
 * An edit is read in place the same way: the statement Xtext's partial parser reads again (a
 * leader's block) has its own damage set aside, and only damage on that statement's first or last
 * line makes the whole text be read. An edit inside a map's grid block reads that block alone
 * ({@link GridRowsReparser}).
 */
public class StatementSalvagingParser extends BanneretParser {

	/** Rounds after the first reading: each sets one more statement aside. */
	private static final int MAX_ROUNDS = 8;

	private static final Set<String> HIDDEN_RULES = Set.of("RULE_WS", "RULE_ML_COMMENT", "RULE_SL_COMMENT");

	@Inject
	private GridRowsReparser gridRows;

	/** The rule call a partial reading of a statement begins with: its later readings begin with it too. */
	private final ThreadLocal<RuleCall> statementCall = new ThreadLocal<>();

	@Override
	public IParseResult parse(RuleCall ruleCall, Reader reader, int initialLookAhead) {
		RuleCall outer = statementCall.get();
		statementCall.set(ruleCall);
		try {
			return super.parse(ruleCall, reader, initialLookAhead);
		} finally {
			statementCall.set(outer);
		}
	}

	@Override
	protected IParseResult doParse(String ruleName, CharStream in, NodeModelBuilder builder, int initialLookAhead) {
		IParseResult result = super.doParse(ruleName, in, builder, initialLookAhead);
		if (!result.hasSyntaxErrors() || in instanceof SetAside || GridRowsReparser.GRID_RULES.contains(ruleName)) {
			return result;
		}
		boolean statement = initialLookAhead != 0 || !getDefaultRuleName().equals(ruleName);
		IParseResult salvaged = salvage(ruleName, in.substring(0, in.size() - 1), result, initialLookAhead, statement);
		if (salvaged == null) {
			return result; // more mistakes than readings, or one no line mends (a missing brace): as the parser first read it
		}
		return statement ? new ReadableStatement(salvaged) : salvaged;
	}

	/**
	 * An edit is read in place, as Xtext's partial parser reads it: the statement around the edit
	 * and around the file's mistakes is read again, its own damage set aside. Where the statement
	 * still cannot be read, the whole text is.
	 */
	@Override
	protected IParseResult doReparse(IParseResult previous, ReplaceRegion region) {
		IParseResult grid = gridRows.reparse(this, previous, region);
		if (grid != null) {
			return grid;
		}
		IParseResult result = super.doReparse(previous, region);
		return result instanceof ReadableStatement ? new ParseResult(result.getRootASTElement(), result.getRootNode(), true) : result;
	}

	@Override
	protected TokenSource createLexer(CharStream stream) {
		TokenSource lexer = super.createLexer(stream);
		return stream instanceof SetAside setAside ? new SettingAside(lexer, setAside.starts, setAside.hiddenType) : lexer;
	}

	/**
	 * The reading with the damaged statements set aside, their errors on its nodes; the first
	 * reading where only values are spelt wrong; null where no reading mends the damage. A
	 * statement read alone is mended only between its first and last lines: damage on those may
	 * be the block's around it, which only a reading of the whole text can tell.
	 */
	private IParseResult salvage(String ruleName, String text, IParseResult first, int lookAhead, boolean statement) {
		List<CommonToken> tokens = tokens(text);
		if (statement && tokens.isEmpty()) {
			return null;
		}
		int firstLine = statement ? tokens.get(0).getLine() : 0;
		int lastLine = statement ? tokens.get(tokens.size() - 1).getLine() : Integer.MAX_VALUE;
		Braces braces = new Braces(text, tokens);
		int hiddenType = hiddenType();
		Set<Integer> setAside = new TreeSet<>();
		BitSet wordsAside = new BitSet();
		List<Damage> mistakes = new ArrayList<>();
		IParseResult result = first;
		// A block that lost its opening brace leaves its closing one stray: a closing brace no line's
		// opening brace claims by its indentation. Set aside, it lets the block's rows read in the block
		// around them, and the rounds below mend the rest.
		List<Integer> strayClosings = new ArrayList<>();
		if (braces.closingsOver() > 0 && hiddenType >= 0) {
			for (int over = 0; over < braces.closingsOver(); over++) {
				IParseResult best = null;
				int bestBrace = -1;
				for (CommonToken closing : braces.unclaimedClosings(text)) {
					if (wordsAside.get(closing.getStartIndex()) || closing.getLine() <= firstLine || closing.getLine() >= lastLine) {
						continue;
					}
					BitSet words = (BitSet) wordsAside.clone();
					words.set(closing.getStartIndex());
					IParseResult reading = read(ruleName, text, starts(tokens, braces, setAside), words, hiddenType, lookAhead);
					if (best == null || firstErrorOffset(reading) > firstErrorOffset(best)) {
						best = reading;
						bestBrace = closing.getStartIndex();
					}
				}
				if (best == null) {
					break;
				}
				wordsAside.set(bestBrace);
				strayClosings.add(bestBrace);
				result = best;
			}
		}
		boolean paired = braces.paired() || strayClosings.size() == braces.closingsOver();
		// Unpaired braces are mended, if at all, by setting the stray brace aside; no line set aside mends a missing one.
		int rounds = paired ? MAX_ROUNDS : 1;
		for (int round = 0; round < rounds && hiddenType >= 0; round++) {
			INode error = firstError(result, setAside, wordsAside, statement);
			if (error == null) {
				break;
			}
			List<Integer> damaged = paired ? damagedLines(result.getRootNode(), error, setAside, statement) : List.of();
			if (error.getStartLine() <= firstLine || error.getEndLine() >= lastLine
					|| damaged.stream().anyMatch(line -> line <= firstLine || line >= lastLine)) {
				return null;
			}
			// Each way to set the damage aside is read; the later a reading's first error (or none), the better.
			IParseResult best = null;
			Set<Integer> bestWay = null;
			for (Set<Integer> way : ways(damaged, tokens, braces, lastLine)) {
				Set<Integer> lines = new TreeSet<>(setAside);
				lines.addAll(way);
				IParseResult reading = read(ruleName, text, starts(tokens, braces, lines), wordsAside, hiddenType, lookAhead);
				if (best == null || firstErrorOffset(reading) >= firstErrorOffset(best)) {
					best = reading;
					bestWay = way;
				}
			}
			// The parser's look-ahead may stop on a line before the damage ("at F11" before a row that begins
			// "x 1"): where setting aside the error's own statement leaves the reading damaged, the next one is read too.
			if (best != null && firstErrorOffset(best) < Integer.MAX_VALUE) {
				int next = nextStatementLine(result.getRootNode(), error);
				if (next > error.getEndLine() && next < lastLine && !setAside.contains(next)) {
					Set<Integer> lines = new TreeSet<>(setAside);
					lines.add(next);
					IParseResult reading = read(ruleName, text, starts(tokens, braces, lines), wordsAside, hiddenType, lookAhead);
					if (firstErrorOffset(reading) > firstErrorOffset(best)) {
						best = reading;
						bestWay = Set.of(next);
					}
				}
			}
			int bestLine = bestWay == null ? -1 : bestWay.iterator().next();
			int word = strayWord(error, wordsAside);
			// A brace alone only where the braces do not pair (a doubled one): where they do, it would unpair them.
			if (word >= 0 && braces.paired() && isBrace(error)) {
				word = -1;
			}
			if (word >= 0) {
				BitSet words = (BitSet) wordsAside.clone();
				words.set(word);
				IParseResult reading = read(ruleName, text, starts(tokens, braces, setAside), words, hiddenType, lookAhead);
				// A word alone only where it reads better than its whole line: a line set aside keeps a block's braces paired.
				if (best == null || firstErrorOffset(reading) > firstErrorOffset(best)) {
					best = reading;
					bestLine = -1;
				}
			}
			if (best == null) {
				break;
			}
			if (bestLine >= 0) {
				setAside.addAll(bestWay);
			} else {
				wordsAside.set(word);
			}
			int line = bestLine >= 0 ? bestLine : error.getStartLine();
			boolean later = bestLine > error.getEndLine(); // the damage the parser's look-ahead met early
			mistakes.add(new Damage(error, line, !later && bestLine >= 0 && unfinished(result.getRootNode(), error, line), later));
			result = best;
		}
		if (damagedStatements(result).findAny().isPresent()) {
			return null;
		}
		if (mistakes.isEmpty() && strayClosings.isEmpty()) {
			return first;
		}
		NodeModelBuilder errors = createNodeModelBuilder();
		for (Damage mistake : mistakes) {
			if (!setOnItsLine(result.getRootNode(), mistake, errors)) {
				return null;
			}
		}
		for (int brace : strayClosings) {
			ILeafNode at = NodeModelUtils.findLeafNodeAtOffset(result.getRootNode(), brace);
			if (at == null || at.getOffset() != brace) {
				return null;
			}
			errors.setSyntaxError(at, BanneretSyntaxErrors.strayClosingBrace());
		}
		// The errors stand on the reading's own nodes, where a later partial reading finds them.
		return new ParseResult(result.getRootASTElement(), result.getRootNode(), true);
	}

	/**
	 * The ways to set a damaged statement aside, in the order in which a later one wins a tie: its
	 * line with the block it opens, whose lines then go with it (a block whose opening words are
	 * damaged past reading, "W Saxons {" for "side Saxons {", or whose brace has slipped to the
	 * next line, would otherwise pour its rows into the block around it, where they read as
	 * nothing); then its line alone, its block's lines joining the block around it.
	 */
	private static List<Set<Integer>> ways(List<Integer> damaged, List<CommonToken> tokens, Braces braces, int lastLine) {
		List<Set<Integer>> ways = new ArrayList<>();
		for (int line : damaged) {
			int end = braces.endOfBlockOpenedOn(line, tokens);
			if (end > line && end < lastLine) {
				Set<Integer> block = new TreeSet<>();
				for (int l = line; l <= end; l++) {
					block.add(l);
				}
				ways.add(block);
			}
		}
		for (int line : damaged) {
			ways.add(Set.of(line));
		}
		return ways;
	}

	/**
	 * A syntax error, the line of the statement it damaged, whether that line ends before its
	 * statement does, and whether the damaged line comes after the error's (the error then stands
	 * on the damaged line's first word).
	 */
	private record Damage(INode error, int line, boolean unfinished, boolean later) {
	}

	/**
	 * Whether a set-aside line ends before its statement does: the parser met the error on a
	 * later line (at the next row's words), whether it set the error there or on this line's last
	 * word.
	 */
	private static boolean unfinished(ICompositeNode root, INode error, int line) {
		if (line < error.getStartLine()) {
			return true;
		}
		int metAt = BanneretSyntaxErrors.metAt(error.getSyntaxErrorMessage());
		String text = root.getText();
		return metAt > error.getEndOffset() && metAt <= text.length() && text.substring(error.getEndOffset(), metAt).contains("\n");
	}

	/**
	 * Sets the error where the user will look for it, on the last reading's words: where the
	 * set-aside line ends before its statement does (a row missing its hex), the parser met the
	 * error at the next line and spoke of its words; the error goes to the last word of the
	 * unfinished line, and says so. False where the reading has no word at the error's place.
	 */
	private static boolean setOnItsLine(ICompositeNode root, Damage mistake, NodeModelBuilder errors) {
		ILeafNode first = mistake.later() ? firstWordOf(root, mistake.line()) : null;
		if (first != null) {
			errors.setSyntaxError(first, mistake.error().getSyntaxErrorMessage());
			return true;
		}
		ILeafNode last = mistake.unfinished() ? lastWordOf(root, mistake.line()) : null;
		if (last != null) {
			errors.setSyntaxError(last, BanneretSyntaxErrors.unfinishedLine(last.getText()));
			return true;
		}
		ILeafNode at = NodeModelUtils.findLeafNodeAtOffset(root, mistake.error().getOffset());
		if (at == null || at.getOffset() != mistake.error().getOffset()) {
			return false;
		}
		errors.setSyntaxError(at, mistake.error().getSyntaxErrorMessage());
		return true;
	}

	/** The first word on a line, set aside or not (not white space, not a comment of the writer's), or null. */
	private static ILeafNode firstWordOf(ICompositeNode root, int line) {
		for (ILeafNode leaf : root.getLeafNodes()) {
			if (leaf.getStartLine() > line) {
				break;
			}
			if (leaf.getStartLine() == line && !leaf.getText().isBlank() && !leaf.getText().startsWith("//")
					&& !leaf.getText().startsWith("/*")) {
				return leaf;
			}
		}
		return null;
	}

	/** The last word (not white space, not a comment of the writer's) on a line, or null. */
	private static ILeafNode lastWordOf(ICompositeNode root, int line) {
		ILeafNode last = null;
		for (ILeafNode leaf : root.getLeafNodes()) {
			if (leaf.getStartLine() > line) {
				break;
			}
			if (leaf.getStartLine() == line && !leaf.getText().isBlank() && !leaf.getText().startsWith("//")
					&& !leaf.getText().startsWith("/*")) {
				last = leaf;
			}
		}
		return last;
	}

	/** A reading of the text with these words set aside. */
	private IParseResult read(String ruleName, String text, BitSet lineWords, BitSet words, int hiddenType, int lookAhead) {
		BitSet starts = (BitSet) lineWords.clone();
		starts.or(words);
		NodeModelBuilder builder = createNodeModelBuilder();
		if (statementCall.get() != null) {
			builder.setForcedFirstGrammarElement(statementCall.get());
		}
		return super.doParse(ruleName, new SetAside(text, starts, hiddenType), builder, lookAhead);
	}

	/** A reading's first error of a statement it could not read that is not set aside yet; null when there is none. */
	private static INode firstError(IParseResult result, Set<Integer> setAside, BitSet wordsAside, boolean statement) {
		return damagedStatements(result).sorted(java.util.Comparator.comparingInt(INode::getOffset))
				.filter(error -> !damagedLines(result.getRootNode(), error, setAside, statement).isEmpty() || strayWord(error, wordsAside) >= 0)
				.findFirst().orElse(null);
	}

	/**
	 * The offset of the word an error stands on, which may be one too many (a doubled word or
	 * brace); -1 when there is none or it is set aside.
	 */
	private static int strayWord(INode error, BitSet wordsAside) {
		return error instanceof ILeafNode leaf && !leaf.isHidden() && !leaf.getText().isBlank() && !wordsAside.get(leaf.getOffset())
				? leaf.getOffset() : -1;
	}

	private static boolean isBrace(INode error) {
		return error instanceof ILeafNode leaf && ("{".equals(leaf.getText()) || "}".equals(leaf.getText()));
	}

	private static int firstErrorOffset(IParseResult reading) {
		return damagedStatements(reading).mapToInt(INode::getOffset).min().orElse(Integer.MAX_VALUE);
	}

	/** A reading's errors of statements it could not read; a value the statement spells wrong is not one. */
	private static java.util.stream.Stream<INode> damagedStatements(IParseResult result) {
		return java.util.stream.StreamSupport.stream(result.getSyntaxErrors().spliterator(), false)
				.filter(error -> !(error.getSyntaxErrorMessage() instanceof BanneretSyntaxErrors.ValueError));
	}

	/**
	 * The lines that may hold the statement an error damaged, not yet set aside: the error's line,
	 * or the first line of a statement that began before it and reads on into it (a placement
	 * missing its hex reads the next row's count as its hex); and, when the error is at the first
	 * word of its line, the statement before it, which may be the one left unfinished.
	 */
	private static List<Integer> damagedLines(ICompositeNode root, INode error, Set<Integer> setAside, boolean statement) {
		int line = error.getStartLine();
		ILeafNode first = null;
		ILeafNode before = null;
		for (ILeafNode leaf : root.getLeafNodes()) {
			if (leaf.getStartLine() > line) {
				break;
			}
			if (!leaf.isHidden() && leaf.getLength() > 0) {
				if (leaf.getStartLine() == line) {
					first = leaf;
					break;
				}
				before = leaf;
			}
		}
		List<Integer> lines = new ArrayList<>();
		if (first != null && first.getOffset() == error.getOffset() && before != null && !"{".equals(before.getText())) {
			int unfinished = statementLine(before, statement);
			if (unfinished < line) {
				lines.add(unfinished);
			}
		}
		lines.add(first == null ? line : statementLine(first, statement));
		lines.removeAll(setAside);
		return lines.stream().distinct().toList();
	}

	/**
	 * The next line with words after an error's line, or -1 at the end of the text: its own line,
	 * not its statement's, since the parser may have read its first words into the line above.
	 */
	private static int nextStatementLine(ICompositeNode root, INode error) {
		for (ILeafNode leaf : root.getLeafNodes()) {
			if (leaf.getStartLine() > error.getEndLine() && !leaf.isHidden() && leaf.getLength() > 0) {
				return leaf.getStartLine();
			}
		}
		return -1;
	}

	/**
	 * The line of the statement a word belongs to: the line of the innermost element around it
	 * that began on an earlier line and opens no block before the word, or else the word's line.
	 * In a statement read alone, the statement itself is one such element.
	 */
	private static int statementLine(ILeafNode word, boolean statement) {
		int line = word.getStartLine();
		EObject element = NodeModelUtils.findActualSemanticObjectFor(word);
		String text = word.getRootNode().getText();
		while (element != null && (element.eContainer() != null || statement)) { // a file's root is no statement
			ICompositeNode node = NodeModelUtils.getNode(element);
			if (node != null && node.getStartLine() < line) {
				return opensBlockBefore(node, word.getOffset()) ? line : node.getStartLine();
			}
			if (node != null && Indentation.beginsLine(text, node.getOffset())) {
				return line;
			}
			element = element.eContainer();
		}
		return line;
	}

	/** Whether a statement's words before an offset open a block, so that what follows is inside it. */
	private static boolean opensBlockBefore(ICompositeNode node, int offset) {
		for (ILeafNode leaf : node.getLeafNodes()) {
			if (leaf.getOffset() >= offset) {
				return false;
			}
			if (!leaf.isHidden() && "{".equals(leaf.getText())) {
				return true;
			}
		}
		return false;
	}

	/** Where the set-aside words start: every word on the set-aside lines, with the braces that pair with them. */
	private static BitSet starts(List<CommonToken> tokens, Braces braces, Set<Integer> lines) {
		BitSet starts = new BitSet();
		for (CommonToken token : tokens) {
			if (!lines.contains(token.getLine())) {
				continue;
			}
			CommonToken partner = braces.partner(token);
			boolean closesKeptBlock = "}".equals(token.getText()) && partner != null && !lines.contains(partner.getLine());
			if (!closesKeptBlock) {
				starts.set(token.getStartIndex());
				if ("{".equals(token.getText()) && partner != null) {
					starts.set(partner.getStartIndex());
				}
			}
		}
		return starts;
	}

	/**
	 * Which brace closes which, as a reader pairs them: a block's closing brace begins a line
	 * indented as the line that opened it. Where the indentation does not say, by nesting. Read
	 * by indentation, a doubled opening brace pairs with the block's one closing brace, where
	 * nesting would pair the rest of the file wrongly.
	 */
	private static final class Braces {
		private final Map<CommonToken, CommonToken> partners = new java.util.HashMap<>();
		private final List<CommonToken> closingTokens = new ArrayList<>();
		private final Set<CommonToken> claimedByIndentation = new HashSet<>();
		private int openings;
		private int closings;

		Braces(String text, List<CommonToken> tokens) {
			Deque<CommonToken> open = new ArrayDeque<>();
			for (CommonToken token : tokens) {
				if ("{".equals(token.getText())) {
					openings++;
					open.push(token);
				} else if ("}".equals(token.getText())) {
					closings++;
					closingTokens.add(token);
				}
				if ("}".equals(token.getText()) && !open.isEmpty()) {
					CommonToken opening = open.pop();
					partners.put(opening, token);
					partners.put(token, opening);
				}
			}
			for (int i = 0; i < tokens.size(); i++) {
				CommonToken opening = tokens.get(i);
				boolean endsLine = i + 1 == tokens.size() || tokens.get(i + 1).getLine() > opening.getLine();
				if (!"{".equals(opening.getText()) || !endsLine) {
					continue;
				}
				String indentation = Indentation.at(text, opening.getStartIndex());
				for (CommonToken closing : tokens.subList(i + 1, tokens.size())) {
					if ("}".equals(closing.getText()) && Indentation.beginsLine(text, closing.getStartIndex())
							&& Indentation.at(text, closing.getStartIndex()).equals(indentation)) {
						partners.put(opening, closing);
						partners.put(closing, opening);
						claimedByIndentation.add(opening);
						break;
					}
				}
			}
		}

		/** The line of the brace that closes a block opened on a line, or -1 where the line opens none. */
		int endOfBlockOpenedOn(int line, List<CommonToken> tokens) {
			int end = -1;
			for (CommonToken token : tokens) {
				if (token.getLine() == line && "{".equals(token.getText()) && partner(token) != null) {
					end = Math.max(end, partner(token).getLine());
				}
			}
			return end;
		}

		/** How many more closing braces than opening ones the text has; 0 or less where none is stray. */
		int closingsOver() {
			return closings - openings;
		}

		/**
		 * The closing braces that begin a line and that no line's opening brace claims by its
		 * indentation: where a block lost its opening brace, its closing one is among them.
		 */
		List<CommonToken> unclaimedClosings(String text) {
			List<CommonToken> unclaimed = new ArrayList<>();
			for (CommonToken closing : closingTokens) {
				CommonToken opening = partners.get(closing);
				boolean claimed = opening != null && claimedByIndentation.contains(opening) && partners.get(opening) == closing;
				if (!claimed && Indentation.beginsLine(text, closing.getStartIndex())) {
					unclaimed.add(closing);
				}
			}
			return unclaimed;
		}

		/** Whether the text has as many closing braces as opening ones. */
		boolean paired() {
			return openings == closings;
		}

		CommonToken partner(CommonToken brace) {
			return partners.get(brace);
		}
	}

	/** The text's words as the lexer reads them, white space and comments left out. */
	private List<CommonToken> tokens(String text) {
		TokenSource lexer = super.createLexer(new ANTLRStringStream(text));
		Set<Integer> hidden = hiddenTypes();
		List<CommonToken> tokens = new ArrayList<>();
		for (Token token = lexer.nextToken(); token.getType() != Token.EOF; token = lexer.nextToken()) {
			if (!hidden.contains(token.getType()) && token instanceof CommonToken common) {
				tokens.add(common);
			}
		}
		return tokens;
	}

	private Set<Integer> hiddenTypes() {
		Set<Integer> types = new HashSet<>();
		for (Map.Entry<Integer, String> entry : getTokenDefProvider().getTokenDefMap().entrySet()) {
			if (HIDDEN_RULES.contains(entry.getValue())) {
				types.add(entry.getKey());
			}
		}
		return types;
	}

	/** The token type a set-aside word takes: a comment's, which the parser passes over and keeps as a hidden leaf. */
	private int hiddenType() {
		for (Map.Entry<Integer, String> entry : getTokenDefProvider().getTokenDefMap().entrySet()) {
			if ("RULE_SL_COMMENT".equals(entry.getValue())) {
				return entry.getKey();
			}
		}
		return -1;
	}

	/** The text of a later reading, with the offsets of the words it sets aside. */
	private static final class SetAside extends ANTLRStringStream {
		final BitSet starts;
		final int hiddenType;

		SetAside(String text, BitSet starts, int hiddenType) {
			super(text);
			this.starts = starts;
			this.hiddenType = hiddenType;
		}
	}

	/** The lexer's tokens, those starting at a set-aside offset turned into comments. */
	private static final class SettingAside implements TokenSource {
		private final TokenSource lexer;
		private final BitSet starts;
		private final int hiddenType;

		SettingAside(TokenSource lexer, BitSet starts, int hiddenType) {
			this.lexer = lexer;
			this.starts = starts;
			this.hiddenType = hiddenType;
		}

		@Override
		public Token nextToken() {
			Token token = lexer.nextToken();
			if (token instanceof CommonToken common && token.getType() != Token.EOF && starts.get(common.getStartIndex())) {
				common.setType(hiddenType);
			}
			return token;
		}

		@Override
		public String getSourceName() {
			return lexer.getSourceName();
		}
	}

	/**
	 * A statement read again after an edit, its damage set aside. It tells the partial parser it
	 * has no errors, so that it is put in place; its errors are on its nodes, and the reading of
	 * the edit then says the file has errors ({@link #doReparse}).
	 */
	private static final class ReadableStatement extends ParseResult {
		ReadableStatement(IParseResult reading) {
			super(reading.getRootASTElement(), reading.getRootNode(), false);
		}
	}
}
