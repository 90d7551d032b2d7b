package org.banneret.dsl.parser;

import java.io.StringReader;
import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexMap;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.impl.NodeModelBuilder;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.parser.ParseException;
import org.eclipse.xtext.parser.ParseResult;
import org.eclipse.xtext.util.ReplaceRegion;

import com.google.inject.Inject;

/**
 * Reads an edit inside a map's terrain or elevation rows by reading that block of rows alone.
 * Xtext's partial parser reads the whole file for such an edit: the block is a value (a datatype
 * rule), not an element it could put in place of the old one, so a brush stroke on a
 * 1000 x 1000-hex map had a quarter of a megabyte read again, in the editor and in the language
 * server. The map keeps its elements; only the grid's value and the block's nodes are new.
 */
public class GridRowsReparser {

	/** The rules whose blocks are read alone. Their readings are not salvaged: a broken block is read with its file. */
	static final Set<String> GRID_RULES = Set.of("TerrainRows", "ElevationRows");

	private static final List<EAttribute> GRIDS = List.of(BanneretPackage.Literals.HEX_MAP__TERRAIN,
			BanneretPackage.Literals.HEX_MAP__ELEVATION);

	@Inject
	private NodeModelBuilder nodeModelBuilder;
	@Inject
	private IValueConverterService converters;

	/**
	 * A reading of the file in which only a grid's value changed: the model's elements are those of
	 * before, but what the edit changed is not told element by element, so whoever asks reads it as
	 * a whole reading.
	 */
	public static final class GridReading extends ParseResult {
		GridReading(HexMap map, ICompositeNode root) {
			super(map, root, false);
		}
	}

	/**
	 * The reading after an edit that lies wholly between the braces of a map's grid block, in a
	 * file read without errors; null where that is not so, or the block then cannot be read alone
	 * (the whole file is read then, and tells where it is broken).
	 */
	IParseResult reparse(IParser parser, IParseResult previous, ReplaceRegion edit) {
		if (previous.hasSyntaxErrors() || !(previous.getRootASTElement() instanceof HexMap map)) {
			return null;
		}
		for (EAttribute grid : GRIDS) {
			List<INode> nodes = NodeModelUtils.findNodesForFeature(map, grid);
			if (nodes.size() == 1 && nodes.get(0) instanceof ICompositeNode block && block.getGrammarElement() instanceof RuleCall call
					&& GRID_RULES.contains(call.getRule().getName()) && inside(block, edit)) {
				return read(parser, previous.getRootNode(), map, grid, block, call, edit);
			}
		}
		return null;
	}

	private static boolean inside(ICompositeNode block, ReplaceRegion edit) {
		String text = block.getRootNode().getText();
		int open = block.getOffset();
		int close = block.getEndOffset() - 1;
		return close > open && text.charAt(open) == '{' && text.charAt(close) == '}' && edit.getOffset() > open
				&& edit.getEndOffset() <= close;
	}

	private IParseResult read(IParser parser, ICompositeNode root, HexMap map, EAttribute grid, ICompositeNode block, RuleCall call,
			ReplaceRegion edit) {
		String text = root.getText();
		StringBuilder blockText = new StringBuilder(text.substring(block.getTotalOffset(), block.getTotalEndOffset()));
		edit.shiftBy(-block.getTotalOffset()).applyTo(blockText);
		IParseResult reading;
		Object value;
		try {
			reading = parser.parse(call, new StringReader(blockText.toString()), block.getLookAhead());
			if (reading == null || reading.hasSyntaxErrors()) {
				return null;
			}
			value = converters.toValue(reading.getRootNode().getText(), call.getRule().getName(), reading.getRootNode());
		} catch (ParseException | ValueConverterException e) {
			return null;
		}
		map.eSet(grid, value);
		nodeModelBuilder.replaceAndTransferLookAhead(block, reading.getRootNode());
		StringBuilder all = new StringBuilder(text);
		edit.applyTo(all);
		nodeModelBuilder.setCompleteContent(root, all.toString());
		return new GridReading(map, root);
	}
}
