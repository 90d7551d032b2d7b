package org.banneret.dsl.formatting2;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.banneret.dsl.services.BanneretGrammarAccess;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.AbstractElement;
import org.eclipse.xtext.Alternatives;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.CompoundElement;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Group;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.ParserRule;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.formatting2.AbstractFormatter2;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.IHiddenRegionFormatter;
import org.eclipse.xtext.formatting2.ITextReplacer;
import org.eclipse.xtext.formatting2.ITextReplacerContext;
import org.eclipse.xtext.formatting2.regionaccess.IComment;
import org.eclipse.xtext.formatting2.regionaccess.IEObjectRegion;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.formatting2.regionaccess.ITextSegment;
import org.eclipse.xtext.xbase.lib.Procedures.Procedure1;

import com.google.inject.Inject;

/**
 * Lays the language out as its examples read: one item per line inside braces, braces
 * indenting their content, one space between the words of an item, and at most one blank line
 * kept between items. An item is a first element of a repeated choice between braces in the
 * grammar, so the layout follows the grammar rather than a list of keywords.
 */
public class BanneretFormatter extends AbstractFormatter2 {

	private static final Procedure1<IHiddenRegionFormatter> ITEM_BREAK = it -> it.setNewLines(1, 1, 2);
	private static final Procedure1<IHiddenRegionFormatter> ONE_SPACE = IHiddenRegionFormatter::oneSpace;
	private static final Procedure1<IHiddenRegionFormatter> NO_SPACE = IHiddenRegionFormatter::noSpace;

	private Set<AbstractElement> itemStarts;
	private Set<Keyword> tightAfter;
	private Set<Keyword> tightBefore;
	/** The rules of words that name a sheet's hex or element, village:B07 and castle:Keep. */
	private Set<ParserRule> sheetWords;
	private EObject whitespace;

	/** Takes the grammar's analysis, made once: Xtext makes a formatter for each formatting, a counter move's among them. */
	@Inject
	void analyse(Analysis analysis) {
		itemStarts = analysis.itemStarts;
		tightAfter = analysis.tightAfter;
		tightBefore = analysis.tightBefore;
		sheetWords = analysis.sheetWords;
		whitespace = analysis.whitespace;
	}

	/** What the layout asks of the grammar: its items' first elements and the keywords written tight. */
	@com.google.inject.Singleton
	static final class Analysis {

		private final Set<AbstractElement> itemStarts = new HashSet<>();
		private final Set<Keyword> tightAfter = new HashSet<>();
		private final Set<Keyword> tightBefore = new HashSet<>();
		private final Set<ParserRule> sheetWords;
		private final EObject whitespace;

		@Inject
		Analysis(BanneretGrammarAccess grammar) {
			whitespace = grammar.getWSRule();
			for (ParserRule rule : GrammarUtil.allParserRules(grammar.getGrammar())) {
				for (Group group : EcoreUtil2.eAllOfType(rule, Group.class)) {
					collectItemStarts(group);
				}
			}
			for (Keyword keyword : GrammarUtil.containedKeywords(grammar.getGrammar())) {
				switch (keyword.getValue()) {
					case ",", ":", ")", "]" -> tightBefore.add(keyword);
					case "[" -> tightAfter.add(keyword);
					case "." -> {
						tightBefore.add(keyword);
						tightAfter.add(keyword);
					}
					default -> { }
				}
			}
			sheetWords = Set.of(grammar.getHexLabelRule(), grammar.getSheetNameRule());
			tightBefore.add(grammar.getAnchorAccess().getLeftParenthesisKeyword_1());
			tightBefore.add(grammar.getStructureDamageAccess().getLeftParenthesisKeyword_1());
			for (Keyword open : List.of(grammar.getAnchorAccess().getLeftParenthesisKeyword_1(),
					grammar.getStructureDamageAccess().getLeftParenthesisKeyword_1(),
					grammar.getUnitAccess().getLeftParenthesisKeyword_1_0())) {
				tightAfter.add(open);
			}
		}

		/** Items are the elements repeated between a '{' and a '}' of one group. */
		private void collectItemStarts(Group group) {
			List<AbstractElement> elements = group.getElements();
			for (int i = 1; i + 1 < elements.size(); i++) {
				if (isKeyword(elements.get(i - 1), "{") && isKeyword(elements.get(i + 1), "}")) {
					AbstractElement body = elements.get(i);
					if (body instanceof Alternatives alternatives) {
						alternatives.getElements().forEach(this::addFirst);
					} else {
						addFirst(body);
					}
				}
			}
		}

		private void addFirst(AbstractElement element) {
			AbstractElement first = element;
			while (first instanceof Group group && !group.getElements().isEmpty()) {
				first = group.getElements().get(0);
			}
			if (first instanceof Alternatives alternatives) {
				alternatives.getElements().forEach(this::addFirst);
				return;
			}
			itemStarts.add(first);
			if (first instanceof Assignment assignment) {
				itemStarts.add(assignment.getTerminal());
			}
		}
	}

	private static boolean isKeyword(AbstractElement element, String value) {
		return element instanceof Keyword keyword && keyword.getValue().equals(value) && element.getCardinality() == null;
	}

	@Override
	public void format(Object object, IFormattableDocument document) {
		if (object instanceof org.eclipse.xtext.resource.XtextResource resource) {
			for (EObject root : resource.getContents()) {
				document.format(root);
			}
			return;
		}
		if (!(object instanceof EObject element)) {
			return;
		}
		IEObjectRegion region = getTextRegionAccess().regionForEObject(element);
		if (region == null) {
			// One element serialized alone (a unit's new placement): the formatter is handed the
			// resource's root, which has no text here, so the element with text is formatted.
			IEObjectRegion serialized = getTextRegionAccess().regionForRootEObject();
			if (serialized != null && serialized.getSemanticElement() != null && serialized.getSemanticElement() != element) {
				document.format(serialized.getSemanticElement());
			}
			return;
		}
		if (isItem(region.getGrammarElement())) {
			document.prepend(element, ITEM_BREAK);
		}
		boolean keepBreaks = spansLines(element);
		boolean first = true;
		for (ISemanticRegion token : region.getSemanticRegions()) {
			if (first && !isItem(token.getGrammarElement())) {
				first = false;
				continue;
			}
			first = false;
			if (isSheetWord(token)) {
				document.addReplacer(new Tightened(token));
			}
			if (isItem(token.getGrammarElement())) {
				document.prepend(token, ITEM_BREAK);
			} else if (token.getGrammarElement() instanceof Keyword keyword && keyword.getValue().equals("}")) {
				document.prepend(token, it -> it.setNewLines(1));
			} else {
				document.prepend(token, spacingBefore(token, keepBreaks));
			}
		}
		for (var braces : getTextRegionAccess().getExtensions().regionFor(element).keywordPairs("{", "}")) {
			document.interior(braces, IHiddenRegionFormatter::indent);
			document.append(braces.getKey(), ITEM_BREAK);
		}
		for (EObject child : element.eContents()) {
			document.format(child);
		}
		spaceAroundChildren(element, document, keepBreaks);
	}

	/** The first token of a child that is not an item sits one space after what precedes it. */
	private void spaceAroundChildren(EObject element, IFormattableDocument document, boolean keepBreaks) {
		for (EObject child : element.eContents()) {
			IEObjectRegion region = getTextRegionAccess().regionForEObject(child);
			if (region != null && !isItem(region.getGrammarElement())) {
				ISemanticRegion first = region.getPreviousHiddenRegion() == null ? null
						: region.getPreviousHiddenRegion().getPreviousSemanticRegion();
				if (first != null) {
					document.prepend(child, spacingAfter(first, keepBreaks));
				}
			}
		}
	}

	/**
	 * Whether an element's text as last read spans lines (or it has none yet): its line breaks are
	 * the writer's, and stay. An element written on one line stays on one when a change adds to its
	 * end: the break after its last token is the statement's end, not a break inside it.
	 */
	private static boolean spansLines(EObject element) {
		org.eclipse.xtext.nodemodel.ICompositeNode node = org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(element);
		if (node == null) {
			return true;
		}
		String text = node.getRootNode().getText();
		return text.substring(node.getOffset(), node.getEndOffset()).indexOf('\n') >= 0;
	}

	private Procedure1<IHiddenRegionFormatter> spacingBefore(ISemanticRegion token, boolean keepBreaks) {
		if (tightBefore.contains(token.getGrammarElement())) {
			return NO_SPACE;
		}
		ISemanticRegion previous = token.getPreviousSemanticRegion();
		return previous == null ? ONE_SPACE : spacingAfter(previous, keepBreaks);
	}

	private Procedure1<IHiddenRegionFormatter> spacingAfter(ISemanticRegion previous, boolean keepBreaks) {
		if (tightAfter.contains(previous.getGrammarElement())) {
			return NO_SPACE;
		}
		return keepBreaks && previous.getNextHiddenRegion().isMultiline() && !previous.getNextHiddenRegion().containsComment()
				? it -> it.setNewLines(1) : ONE_SPACE;
	}

	private boolean isItem(EObject grammarElement) {
		if (itemStarts.contains(grammarElement)) {
			return true;
		}
		return grammarElement instanceof RuleCall call && call.eContainer() instanceof Assignment assignment
				&& itemStarts.contains(assignment) || grammarElement instanceof CompoundElement compound
						&& itemStarts.contains(compound);
	}

	/**
	 * A byte order mark is whitespace to the grammar, but not to the formatter, which takes a
	 * hidden token that is no blank for a comment; it is kept where it is.
	 */
	@Override
	public ITextReplacer createCommentReplacer(IComment comment) {
		if (comment.getGrammarElement() == whitespace) {
			return new Kept(comment);
		}
		return super.createCommentReplacer(comment);
	}

	/**
	 * Whether a token is a sheet's hex or element written with blanks round its colon
	 * ({@code village : B07}): one word, which the formatter writes as one.
	 */
	private boolean isSheetWord(ISemanticRegion token) {
		EObject element = token.getGrammarElement();
		if (element instanceof org.eclipse.xtext.CrossReference reference) {
			element = reference.getTerminal();
		}
		return element instanceof RuleCall call && sheetWords.contains(call.getRule()) && token.getText().contains(":")
				&& !token.getText().startsWith("\"") && !token.getText().contains("/") && token.getText().matches("(?s).*\\s.*");
	}

	/** A sheet's hex or element without the blanks round its colon. */
	private static final class Tightened implements ITextReplacer {
		private final ISemanticRegion token;

		Tightened(ISemanticRegion token) {
			this.token = token;
		}

		@Override
		public ITextSegment getRegion() {
			return token;
		}

		@Override
		public ITextReplacerContext createReplacements(ITextReplacerContext context) {
			context.addReplacement(token.replaceWith(token.getText().replaceAll("\\s*:\\s*", ":")));
			return context;
		}
	}

	/** Leaves a region of text as it is. */
	private static final class Kept implements ITextReplacer {
		private final ITextSegment region;

		Kept(ITextSegment region) {
			this.region = region;
		}

		@Override
		public ITextSegment getRegion() {
			return region;
		}

		@Override
		public ITextReplacerContext createReplacements(ITextReplacerContext context) {
			return context;
		}
	}
}
