package org.banneret.dsl.conversion;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

import org.banneret.dsl.conversion.CellRows.CellAlphabet;
import org.banneret.dsl.conversion.CellRows.RowException;
import org.banneret.dsl.conversion.CellRows.RowText;
import org.banneret.dsl.conversion.CellRows.WrittenRow;
import org.banneret.dsl.resource.ChangedRegion;
import org.banneret.model.HexsideGlyph;
import org.banneret.model.StructureRole;
import org.banneret.model.TerrainPattern;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.map.Hull;
import org.banneret.model.map.TerrainCodes;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.AbstractNullSafeConverter;
import org.eclipse.xtext.conversion.impl.QualifiedNameValueConverter;
import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.util.ReplaceRegion;

import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * How the scenario language's own value notations read and write. One per injector, as Xtext's
 * own converters are (the scope annotation is not inherited): it reads the grammar's keywords once.
 */
@Singleton
public class BanneretValueConverters extends DefaultTerminalConverters {

	private static final Pattern PLAIN_ID = Pattern.compile("[a-zA-Z_][a-zA-Z_0-9]*");
	private static final Pattern DIGITS = Pattern.compile("[0-9]+");
	private static final Pattern RULE_ID = Pattern.compile("[a-zA-Z_][a-zA-Z_0-9]*(-[a-zA-Z_0-9]+)*");
	private static final Pattern FATIGUE = Pattern.compile("F([0-9])");

	@Inject
	private QualifiedNameValueConverter qualifiedNameConverter;

	private Set<String> keywords;
	private Set<String> wordKeywords;

	@Inject
	void collectKeywords(IGrammarAccess grammarAccess) {
		keywords = GrammarUtil.getAllKeywords(grammarAccess.getGrammar());
		wordKeywords = new java.util.HashSet<>();
		GrammarUtil.containedKeywords(GrammarUtil.findRuleForName(grammarAccess.getGrammar(), "Word"))
				.forEach(keyword -> wordKeywords.add(keyword.getValue()));
	}

	@ValueConverter(rule = "QualifiedName")
	public IValueConverter<String> QualifiedName() {
		return qualifiedNameConverter;
	}

	/** A sheet's map element, {@code castle:Castle}: identifiers around one colon, read without the blanks between. */
	@ValueConverter(rule = "SheetName")
	public IValueConverter<String> SheetName() {
		return new AbstractNullSafeConverter<>() {
			@Override
			protected String internalToValue(String string, INode node) {
				List<String> parts = new ArrayList<>();
				for (String part : string.split(":", -1)) {
					parts.add(ID().toValue(part.strip(), null));
				}
				return String.join(":", parts);
			}

			@Override
			protected String internalToString(String value) {
				List<String> parts = new ArrayList<>();
				for (String part : value.split(":", -1)) {
					parts.add(ID().toString(part));
				}
				return String.join(":", parts);
			}
		};
	}

	/** A label is written bare when the lexer reads it back as one token, else quoted. */
	@ValueConverter(rule = "HexLabel")
	public IValueConverter<String> HexLabel() {
		return new TextOrString() {
			@Override
			boolean isBare(String value) {
				int colon = value.indexOf(':');
				String local = colon < 0 ? value : value.substring(colon + 1);
				return (colon < 0 || isPlainId(value.substring(0, colon)))
						&& (DIGITS.matcher(local).matches() || isPlainId(local));
			}

			@Override
			protected String internalToValue(String string, INode node) {
				String value = super.internalToValue(string, node);
				// "village : B07" reads as the sheet label it is; a quoted label is taken as written.
				return string.startsWith("\"") || string.startsWith("'") ? value
						: value.replaceAll("\\s*:\\s*", ":").replace(":^", ":");
			}
		};
	}

	/** Variant and flag values: bare words, numbers and compass points, or quoted text. */
	@ValueConverter(rule = "Value")
	public IValueConverter<String> Value() {
		return new TextOrString() {
			@Override
			boolean isBare(String value) {
				return value.matches("[+-]?[0-9]+") && value.length() < 10 || isPlainId(value) || wordKeywords.contains(value)
						|| Set.of("N", "NE", "E", "SE", "S", "SW", "W", "NW").contains(value);
			}
		};
	}

	/** A free word: an identifier or one of the language's words; identifiers escape with '^' as usual. */
	@ValueConverter(rule = "Word")
	public IValueConverter<String> Word() {
		return new AbstractNullSafeConverter<>() {
			@Override
			protected String internalToValue(String string, INode node) {
				return string.startsWith("^") ? string.substring(1) : string;
			}

			@Override
			protected String internalToString(String value) {
				if (!PLAIN_ID.matcher(value).matches()) {
					throw new ValueConverterException("'" + value + "' is not a word: use letters, digits and _.", null, null);
				}
				return keywords.contains(value) && !wordKeywords.contains(value) ? "^" + value : value;
			}
		};
	}

	@ValueConverter(rule = "RuleId")
	public IValueConverter<String> RuleId() {
		return new AbstractNullSafeConverter<>() {
			@Override
			protected String internalToValue(String string, INode node) {
				return string;
			}

			@Override
			protected String internalToString(String value) {
				if (!RULE_ID.matcher(value).matches()) {
					throw new ValueConverterException("A rule id is written like BAN-STACK-1, not '" + value + "'.", null, null);
				}
				return value;
			}
		};
	}

	@ValueConverter(rule = "Fatigue")
	public IValueConverter<Integer> Fatigue() {
		return new AbstractNullSafeConverter<>() {
			@Override
			protected Integer internalToValue(String string, INode node) {
				var matcher = FATIGUE.matcher(string);
				if (!matcher.matches()) {
					throw new ValueConverterException("Fatigue is written F0 to F9, as the rulebooks print it, not '"
							+ string + "'.", node, null);
				}
				return Integer.valueOf(matcher.group(1));
			}

			@Override
			protected String internalToString(Integer value) {
				if (value < 0 || value > 9) {
					throw new ValueConverterException("Fatigue runs from F0 to F9, not " + value + ".", null, null);
				}
				return "F" + value;
			}
		};
	}

	@ValueConverter(rule = "StructureRoleName")
	public IValueConverter<StructureRole> StructureRoleName() {
		return word("a structure's role", StructureRole::get, StructureRole.VALUES, StructureRole::getLiteral);
	}

	@ValueConverter(rule = "PatternName")
	public IValueConverter<TerrainPattern> PatternName() {
		return word("a terrain's pattern", TerrainPattern::get, TerrainPattern.VALUES, TerrainPattern::getLiteral);
	}

	@ValueConverter(rule = "GlyphName")
	public IValueConverter<HexsideGlyph> GlyphName() {
		return word("a hexside's glyph", HexsideGlyph::get, HexsideGlyph.VALUES, HexsideGlyph::getLiteral);
	}

	/** An enumeration written as a plain word, not a keyword, so that the same word stays free for names. */
	private static <E> IValueConverter<E> word(String what, Function<String, E> byLiteral, List<E> values,
			Function<E, String> literal) {
		return new AbstractNullSafeConverter<>() {
			@Override
			protected E internalToValue(String string, INode node) {
				E value = byLiteral.apply(string);
				if (value == null) {
					throw new ValueConverterException("'" + string + "' is not " + what + ": write one of "
							+ String.join(", ", values.stream().map(literal).toList()) + ".", node, null);
				}
				return value;
			}

			@Override
			protected String internalToString(E value) {
				return literal.apply(value);
			}
		};
	}

	@ValueConverter(rule = "SignedInt")
	public IValueConverter<Integer> SignedInt() {
		return new AbstractNullSafeConverter<>() {
			@Override
			protected Integer internalToValue(String string, INode node) {
				try {
					return Integer.valueOf(string.startsWith("+") ? string.substring(1) : string);
				} catch (NumberFormatException e) {
					String digits = string.replaceAll("^[+-]", "").strip();
					throw new ValueConverterException(digits.isEmpty() ? "'" + string.strip() + "' needs a number after it, such as +3."
							: digits.chars().allMatch(Character::isDigit) && !string.contains(" ") && !string.contains("\t")
									? "'" + string + "' is not a whole number from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + "."
									: "'" + string + "' is not a number: write one such as 3, +3 or -3, without spaces.",
							node, e);
				}
			}

			@Override
			protected String internalToString(Integer value) {
				return value.toString();
			}
		};
	}

	@ValueConverter(rule = "Millimetres")
	public IValueConverter<Double> Millimetres() {
		return new AbstractNullSafeConverter<>() {
			@Override
			protected Double internalToValue(String string, INode node) {
				try {
					return Double.valueOf(string);
				} catch (NumberFormatException e) {
					throw new ValueConverterException("'" + string + "' is not a size in millimetres: write one such as 16 or 15.5,"
							+ " without spaces.", node, e);
				}
			}

			@Override
			protected String internalToString(Double value) {
				if (value.isNaN() || value.isInfinite() || value < 0) {
					throw new ValueConverterException("A hex size is a positive number of millimetres, not " + value + ".",
							null, null);
				}
				return new BigDecimal(value.toString()).stripTrailingZeros().toPlainString();
			}
		};
	}

	@ValueConverter(rule = "TerrainRows")
	public IValueConverter<CellGrid> TerrainRows() {
		return new CellRowsConverter(new CellAlphabet() {
			@Override
			public int value(char character) {
				boolean usable = character > ' ' && character < 0x7f && character != '"' && character != '\\'
						&& character != '*' && !Character.isDigit(character);
				return usable ? TerrainCodes.cellValue(character) : -1;
			}

			@Override
			public char character(int value) {
				return TerrainCodes.character(value);
			}

			@Override
			public String expected() {
				return "write a terrain code, or '.' for the map's default terrain.";
			}
		});
	}

	@ValueConverter(rule = "HullRows")
	public IValueConverter<CellGrid> HullRows() {
		return new CellRowsConverter(new CellAlphabet() {
			@Override
			public int value(char character) {
				if (character == '.') {
					return 0;
				}
				Hull.Role role = Character.isUpperCase(character) ? Hull.Role.ofLetter(character) : null;
				return role == null ? -1 : role.cellValue();
			}

			@Override
			public char character(int value) {
				Hull.Role role = Hull.Role.ofCell(value);
				if (value != 0 && role == null) {
					throw new ValueConverterException("A hull cell holds no role " + value + ".", null, null);
				}
				return role == null ? '.' : role.letter();
			}

			@Override
			public String expected() {
				StringBuilder letters = new StringBuilder();
				for (Hull.Role role : Hull.Role.values()) {
					letters.append(letters.isEmpty() ? "" : ", ").append(role.letter()).append(' ').append(role.name().toLowerCase().replace('_', ' '));
				}
				return "write a hex's role (" + letters + ") or '.' where the ship has no hex.";
			}
		});
	}

	@ValueConverter(rule = "ElevationRows")
	public IValueConverter<CellGrid> ElevationRows() {
		return new CellRowsConverter(new CellAlphabet() {
			private static final String LEVELS = "0123456789abcdefghijklmnopqrstuvwxyz";

			@Override
			public int value(char character) {
				return character == '.' ? 0 : LEVELS.indexOf(character);
			}

			@Override
			public char character(int value) {
				if (value < 0 || value >= LEVELS.length()) {
					throw new ValueConverterException("Level " + value + " cannot be written in an elevation grid;"
							+ " levels run from 0 to " + (LEVELS.length() - 1) + ".", null, null);
				}
				return value == 0 ? '.' : LEVELS.charAt(value);
			}

			@Override
			public String expected() {
				return "write a level 0-9, a-z for 10-35, or '.' for level 0.";
			}
		});
	}

	/**
	 * The edit of a grid block's text (the node of a {@code TerrainRows} or {@code ElevationRows}
	 * rule), which reads {@code before}, that makes it read {@code after}, in offsets of the whole
	 * text the node is part of. Only the rows that changed are written anew; the others keep their text, and so
	 * do comments between them. Null when the block reads so already.
	 */
	public ReplaceRegion gridEdit(INode block, CellGrid before, CellGrid after, String rule) {
		if ((Object) getConverter(rule) instanceof CellRowsConverter rows) {
			return rows.edit(block, before, after);
		}
		throw new IllegalArgumentException(rule + " is not a grid's rule.");
	}

	/**
	 * The grid row (from 0) that a grid block's text writes at an offset: the rows its text has
	 * written wholly before the offset, each counted with its repeat. A row the offset lies in is
	 * that row; an offset past the last row gives the number of rows written.
	 */
	public static int gridRowAt(INode block, int offset) {
		List<String> tokens = new ArrayList<>();
		List<INode> nodes = new ArrayList<>();
		CellRowsConverter.tokensOf(block, tokens, nodes);
		long row = 0;
		for (CellRowsConverter.RowTokens written : CellRowsConverter.rowTokens(tokens, nodes)) {
			if (written.node().getEndOffset() > offset) {
				break;
			}
			row += written.repeat();
		}
		return (int) Math.min(Integer.MAX_VALUE, row);
	}

	/**
	 * Where a grid block's text writes one cell: the offset and length of the code (with its
	 * "*n" repeat, where the cell is one of a run) in the whole text; null where the block's rows
	 * do not reach the cell.
	 */
	public static int[] gridCellRegion(INode block, int row, int column) {
		List<String> tokens = new ArrayList<>();
		List<INode> nodes = new ArrayList<>();
		CellRowsConverter.tokensOf(block, tokens, nodes);
		long first = 0;
		for (CellRowsConverter.RowTokens written : CellRowsConverter.rowTokens(tokens, nodes)) {
			if (row < first + written.repeat()) {
				int[] code = CellRows.codeOf(written.node().getText(), column);
				return code == null ? null : new int[] { written.node().getOffset() + code[0], code[1] };
			}
			first += written.repeat();
		}
		return null;
	}

	private boolean isPlainId(String value) {
		return PLAIN_ID.matcher(value).matches() && !keywords.contains(value);
	}

	/** Bare text where the lexer allows it, a quoted string elsewhere. */
	private abstract class TextOrString extends AbstractNullSafeConverter<String> {

		abstract boolean isBare(String value);

		@Override
		protected String internalToValue(String string, INode node) {
			if (string.startsWith("\"") || string.startsWith("'")) {
				return STRING().toValue(string, node);
			}
			return string.startsWith("^") ? string.substring(1) : string;
		}

		@Override
		protected String internalToString(String value) {
			return isBare(value) ? value : STRING().toString(value);
		}
	}

	/** Reads a grid block token by token, so that an error points at its row. */
	private final class CellRowsConverter extends AbstractNullSafeConverter<CellGrid> {

		private final CellAlphabet alphabet;

		CellRowsConverter(CellAlphabet alphabet) {
			this.alphabet = alphabet;
		}

		@Override
		protected CellGrid internalToValue(String string, INode node) {
			List<String> tokens = new ArrayList<>();
			List<INode> tokenNodes = new ArrayList<>();
			if (node != null) {
				tokensOf(node, tokens, tokenNodes);
			} else {
				tokens.addAll(tokenize(string));
			}
			List<WrittenRow> rows = new ArrayList<>();
			List<INode> rowNodes = new ArrayList<>();
			for (RowTokens row : rowTokens(tokens, tokenNodes)) {
				INode rowNode = row.node() == null ? node : row.node();
				rows.add(new WrittenRow(row.repeat(), rowText(row.string(), rowNode)));
				rowNodes.add(rowNode);
			}
			try {
				return CellRows.parse(rows, alphabet);
			} catch (RowException e) {
				INode at = rowNodes.isEmpty() ? node : rowNodes.get(Math.min(e.row, rowNodes.size() - 1));
				throw new ValueConverterException(e.getMessage(), at, e);
			}
		}

		ReplaceRegion edit(INode block, CellGrid before, CellGrid after) {
			String text = block.getRootNode().getText();
			List<String> tokens = new ArrayList<>();
			List<INode> tokenNodes = new ArrayList<>();
			tokensOf(block, tokens, tokenNodes);
			List<RowText> written = new ArrayList<>();
			for (RowTokens row : rowTokens(tokens, tokenNodes)) {
				INode start = row.repeatNode() == null ? row.node() : row.repeatNode();
				written.add(new RowText(start.getOffset(), row.node().getOffset(), row.node().getEndOffset(), row.repeat()));
			}
			try {
				return CellRows.edit(text, written, before, after, alphabet);
			} catch (IllegalArgumentException e) {
				// The grid's size changed, or the rows do not read as a grid: the whole block is written anew.
				ReplaceRegion whole = ChangedRegion.between(text.substring(block.getOffset(), block.getEndOffset()),
						internalToString(after));
				return whole == null ? null
						: new ReplaceRegion(block.getOffset() + whole.getOffset(), whole.getLength(), whole.getText());
			}
		}

		/** The block's tokens, hidden ones left out, and their nodes. */
		private static void tokensOf(INode block, List<String> tokens, List<INode> nodes) {
			for (ILeafNode leaf : block.getLeafNodes()) {
				if (!leaf.isHidden()) {
					tokens.add(leaf.getText());
					nodes.add(leaf);
				}
			}
		}

		/**
		 * A written row as its tokens stand: its repeat (1 where none is written; the largest int
		 * where the count is too large to be one), and its string's token. The nodes are null where
		 * the tokens have none.
		 */
		private record RowTokens(int repeat, INode repeatNode, String string, INode node) {
		}

		/** The written rows of a block's tokens; {@code nodes} holds each token's node, or is empty. */
		private static List<RowTokens> rowTokens(List<String> tokens, List<INode> nodes) {
			List<RowTokens> rows = new ArrayList<>();
			int repeat = 1;
			INode repeatNode = null;
			for (int i = 0; i < tokens.size(); i++) {
				String token = tokens.get(i);
				INode tokenNode = nodes.isEmpty() ? null : nodes.get(i);
				if (token.equals("{") || token.equals("}") || token.equals("*")) {
					continue;
				}
				if (DIGITS.matcher(token).matches()) {
					try {
						repeat = Integer.parseInt(token);
					} catch (NumberFormatException e) {
						repeat = Integer.MAX_VALUE;
					}
					repeatNode = tokenNode;
					continue;
				}
				rows.add(new RowTokens(repeat, repeatNode, token, tokenNode));
				repeat = 1;
				repeatNode = null;
			}
			return rows;
		}

		/** A row's text; a broken string fails the whole grid rather than leaving text where a grid belongs. */
		private String rowText(String token, INode tokenNode) {
			try {
				return STRING().toValue(token, tokenNode);
			} catch (ValueConverterException e) {
				throw new ValueConverterException(e.getMessage(), tokenNode, e);
			}
		}

		@Override
		protected String internalToString(CellGrid value) {
			return CellRows.format(value, alphabet::character, "\t\t");
		}

		private static List<String> tokenize(String text) {
			List<String> tokens = new ArrayList<>();
			int i = 0;
			while (i < text.length()) {
				char c = text.charAt(i);
				if (c == '"') {
					int end = text.indexOf('"', i + 1);
					end = end < 0 ? text.length() : end + 1;
					tokens.add(text.substring(i, end));
					i = end;
				} else if (Character.isDigit(c)) {
					int start = i;
					while (i < text.length() && Character.isDigit(text.charAt(i))) {
						i++;
					}
					tokens.add(text.substring(start, i));
				} else {
					if (!Character.isWhitespace(c)) {
						tokens.add(String.valueOf(c));
					}
					i++;
				}
			}
			return tokens;
		}
	}
}
