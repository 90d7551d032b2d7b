package org.banneret.dsl.ide.server;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import org.banneret.model.BanneretPackage;
import org.banneret.model.CounterTemplate;
import org.banneret.model.ForceElement;
import org.banneret.model.GameSystem;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.banneret.model.TerrainEffect;
import org.banneret.model.UnitType;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.EnumLiteralDeclaration;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.ide.editor.syntaxcoloring.DefaultSemanticHighlightingCalculator;
import org.eclipse.xtext.ide.editor.syntaxcoloring.IHighlightedPositionAcceptor;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

import com.google.inject.Inject;

/**
 * Semantic tokens, named after the LSP token types: unit types and counters as types, terrain
 * as classes, units and sides as variables, hexes as enum members, game systems and maps as
 * namespaces, waived rule ids as decorators. The language's words and its numbers are tokens too,
 * as the lexer reads them, so that an editor's own grammar (the VS Code extension's TextMate
 * grammar) can be held to the same reading and nothing changes colour when the server starts.
 */
public class BanneretHighlighting extends DefaultSemanticHighlightingCalculator {

	static final String TYPE = "type";
	static final String TERRAIN = "class";
	static final String FORCE = "variable";
	static final String HEX = "enumMember";
	static final String CONTAINER = "namespace";
	static final String RULE = "decorator";
	static final String KEYWORD = "keyword";
	static final String NUMBER = "number";

	/** A keyword that reads as a word (not punctuation): 'unit', 'at', 'wounded-stunned'. */
	private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");

	@Inject
	private ClientTokenTypes clientTypes;

	private static final BanneretPackage MODEL = BanneretPackage.eINSTANCE;
	private static final List<EAttribute> HEX_ATTRIBUTES = List.of(MODEL.getHexPlacement_Hexes(), MODEL.getAnchor_Hex(),
			MODEL.getPathSegment_From(), MODEL.getPathSegment_To(), MODEL.getReinforcementPlacement_EntryHexes(),
			MODEL.getHexFeature_Hex(), MODEL.getHexsideFeature_Hex(), MODEL.getMapPath_Hexes(), MODEL.getRegion_Hexes(),
			MODEL.getHexMarker_Hex(), MODEL.getStructure_Hexes(), MODEL.getStructureDamage_Hex(),
			MODEL.getVictoryPoints_Hexes(), MODEL.getAutomaticCondition_Hexes(), MODEL.getRuleWaiver_Hexes());

	@Override
	protected void doProvideHighlightingFor(XtextResource resource, IHighlightedPositionAcceptor acceptor,
			CancelIndicator cancel) {
		super.doProvideHighlightingFor(resource, acceptor, cancel);
		IParseResult parse = resource.getParseResult();
		boolean keywords = clientTypes.wants(KEYWORD);
		boolean numbers = clientTypes.wants(NUMBER);
		if (parse != null && parse.getRootNode() != null && (keywords || numbers)) {
			highlightWordsAndNumbers(parse.getRootNode(), keywords, numbers, acceptor, cancel);
		}
	}

	/**
	 * Keywords and integers, leaf by leaf. Those inside a hex label, a rule id or a fatigue rating
	 * are left out: the label and the id are one token each, and a fatigue rating is a word.
	 */
	private static void highlightWordsAndNumbers(ICompositeNode root, boolean keywords, boolean numbers,
			IHighlightedPositionAcceptor acceptor, CancelIndicator cancel) {
		int count = 0;
		for (ILeafNode leaf : root.getLeafNodes()) {
			if (++count % 4096 == 0 && cancel.isCanceled()) {
				return;
			}
			if (leaf.isHidden()) {
				continue;
			}
			EObject element = leaf.getGrammarElement();
			if (element instanceof EnumLiteralDeclaration literal) {
				element = literal.getLiteral(); // 'flat', 'wounded', 'N': the enum rules' words
			}
			String style = keywords && element instanceof Keyword keyword && WORD.matcher(keyword.getValue()).matches()
					? KEYWORD
					: numbers && element instanceof RuleCall call && "INT".equals(call.getRule().getName()) ? NUMBER : null;
			if (style != null && !OWN_TOKENS.contains(GrammarUtil.containingRule(element).getName())) {
				acceptor.addPosition(leaf.getOffset(), leaf.getLength(), style);
			}
		}
	}

	/** The data type rules whose text is one token of its own, or none. */
	private static final Set<String> OWN_TOKENS = Set.of("HexLabel", "RuleId", "Fatigue");

	@Override
	protected boolean highlightElement(EObject object, IHighlightedPositionAcceptor acceptor, CancelIndicator cancel) {
		String own = style(object);
		if (own != null) {
			highlightFeature(acceptor, object, MODEL.getNamedElement_Name(), own);
		}
		for (EAttribute attribute : HEX_ATTRIBUTES) {
			if (attribute.getEContainingClass().isInstance(object)) {
				// Every label of a list; Xtext's highlightFeature takes only the first.
				for (INode node : NodeModelUtils.findNodesForFeature(object, attribute)) {
					acceptor.addPosition(node.getOffset(), node.getLength(), HEX);
				}
			}
		}
		if (object.eClass() == MODEL.getRuleWaiver()) {
			highlightFeature(acceptor, object, MODEL.getRuleWaiver_RuleId(), RULE);
		}
		for (EReference reference : object.eClass().getEAllReferences()) {
			if (reference.isContainment() || reference.isContainer()) {
				continue;
			}
			for (INode node : NodeModelUtils.findNodesForFeature(object, reference)) {
				EObject target = targetOf(object, reference, node);
				String style = target == null ? null : style(target);
				if (style != null) {
					acceptor.addPosition(node.getOffset(), node.getLength(), style);
				}
			}
		}
		return false;
	}

	private static EObject targetOf(EObject object, EReference reference, INode node) {
		Object value = object.eGet(reference, false);
		if (value instanceof List<?> list) {
			int index = NodeModelUtils.findNodesForFeature(object, reference).indexOf(node);
			return index >= 0 && index < list.size() ? (EObject) list.get(index) : null;
		}
		return (EObject) value;
	}

	/** Styles by the target's class; proxies carry their class, so unresolved names need no resolution. */
	private static String style(EObject element) {
		return switch (element) {
			case UnitType type -> TYPE;
			case CounterTemplate template -> TYPE;
			case TerrainEffect terrain -> TERRAIN;
			case ForceElement force -> FORCE;
			case GameSystem system -> CONTAINER;
			case HexMap map -> CONTAINER;
			case Scenario scenario -> CONTAINER;
			default -> null;
		};
	}
}
