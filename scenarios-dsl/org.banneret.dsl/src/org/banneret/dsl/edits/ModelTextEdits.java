package org.banneret.dsl.edits;

import java.util.ArrayList;
import java.util.List;

import org.banneret.dsl.formatting2.Indentation;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.SaveOptions;
import org.eclipse.xtext.serializer.ISerializer;
import org.eclipse.xtext.util.ReplaceRegion;

import com.google.inject.Inject;

/**
 * The edits that write a change of a model into the text it was read from, touching only the
 * statement the change is about: a new line after its siblings, a line taken out, one element
 * written again in place, a placement replaced in its row. Everything else in the text stays byte
 * for byte, comments and layout included. Xtext's change serializer, which these stand in for,
 * writes a whole container again for a changed list of it.
 * <p>
 * Each returns the edits in offsets of the whole text, in order and not overlapping; an empty list
 * where the text already says so; null where the text has no statement to write beside (an empty
 * list, an element without text), so that the caller writes the change through the change
 * serializer instead. Headless: the Studio's editor applies them to its document as one undoable
 * step.
 */
public final class ModelTextEdits {

	@Inject
	private ISerializer serializer;

	/**
	 * A new element of a container's list, written as a new line after the list's last element in
	 * its indentation. The element is added to the list only while it is written: the model stays
	 * the text's until it reads the new line.
	 */
	@SuppressWarnings("unchecked")
	public List<ReplaceRegion> insert(EObject container, EReference list, EObject element) {
		List<INode> siblings = NodeModelUtils.findNodesForFeature(container, list);
		if (siblings.isEmpty() || NodeModelUtils.getNode(container) == null) {
			return null;
		}
		List<EObject> elements = (List<EObject>) container.eGet(list);
		elements.add(element);
		String text;
		try {
			text = serialized(element);
		} finally {
			elements.remove(element);
		}
		INode last = siblings.get(siblings.size() - 1);
		String all = textOf(last);
		String indent = Indentation.at(all, last.getOffset());
		// After the comment that ends the last element's line: that comment is the element's own.
		return List.of(new ReplaceRegion(withRestOfLine(all, last.getEndOffset()), 0, "\n" + indent + text));
	}

	/**
	 * An element's text taken out, with its line where it has the line to itself; a comment after
	 * it on its line is its own, and goes with it rather than onto the line above.
	 */
	public List<ReplaceRegion> delete(EObject element) {
		ICompositeNode node = NodeModelUtils.getNode(element);
		if (node == null) {
			return null;
		}
		String all = textOf(node);
		int start = node.getOffset();
		int end = node.getEndOffset();
		int lineStart = start;
		while (lineStart > 0 && (all.charAt(lineStart - 1) == ' ' || all.charAt(lineStart - 1) == '\t')) {
			lineStart--;
		}
		if (lineStart > 0 && all.charAt(lineStart - 1) == '\n') {
			start = lineStart - 1;
			end = withRestOfLine(all, end);
		}
		return List.of(new ReplaceRegion(start, end - start, ""));
	}

	/** The end of an element's text with the rest of its line, where that is only blanks or a comment; else its own end. */
	private static int withRestOfLine(String all, int end) {
		int lineEnd = all.indexOf('\n', end);
		String rest = all.substring(end, lineEnd < 0 ? all.length() : lineEnd);
		return rest.isBlank() || rest.strip().startsWith("//") ? end + rest.length() : end;
	}

	/**
	 * An element changed and written again in place of its text, formatted and indented as it
	 * stood. For a change of one element's own values (a region's hexes); the element stays changed.
	 */
	public List<ReplaceRegion> replace(EObject element, Runnable change) {
		ICompositeNode node = NodeModelUtils.getNode(element);
		if (node == null) {
			return null;
		}
		String all = textOf(node);
		change.run();
		String indent = Indentation.at(all, node.getOffset());
		// The serializer writes the comments before the element too; they stand before its text, and stay there.
		String text = withoutLeadingComments(serialized(element)).replace("\n", "\n" + indent);
		return text.equals(all.substring(node.getOffset(), node.getEndOffset())) ? List.of()
				: List.of(new ReplaceRegion(node.getOffset(), node.getLength(), text));
	}

	/**
	 * The element a single containment reference of each owner holds (a unit's placement),
	 * changed, and each written in place of the old one's text, or the old text taken out where the
	 * reference is now empty. An owner without text for the reference yet gets it at the end of its
	 * line, before its block. The change may touch only the owners' elements of the reference: it is
	 * made on copies of them, and the owners keep the text's elements.
	 */
	public List<ReplaceRegion> replaceContained(List<? extends EObject> owners, EReference reference, Runnable change) {
		if (owners.isEmpty()) {
			return List.of();
		}
		List<int[]> ranges = new ArrayList<>();
		for (EObject owner : owners) {
			List<INode> nodes = NodeModelUtils.findNodesForFeature(owner, reference);
			int head = nodes.isEmpty() ? endOfHead(owner) : -1;
			if (nodes.isEmpty() && head < 0) {
				return null;
			}
			ranges.add(nodes.isEmpty() ? new int[] { head, head }
					: new int[] { nodes.get(0).getOffset(), nodes.get(nodes.size() - 1).getEndOffset() });
		}
		List<EObject> before = new ArrayList<>();
		List<String> texts = new ArrayList<>();
		try {
			for (EObject owner : owners) {
				EObject value = (EObject) owner.eGet(reference);
				before.add(value);
				owner.eSet(reference, value == null ? null : EcoreUtil.copy(value));
			}
			change.run();
			for (EObject owner : owners) {
				EObject value = (EObject) owner.eGet(reference);
				texts.add(value == null ? null : serialized(value));
			}
		} finally {
			for (int i = 0; i < before.size(); i++) {
				owners.get(i).eSet(reference, before.get(i));
			}
		}
		String all = textOf(NodeModelUtils.getNode(owners.get(0)));
		List<ReplaceRegion> edits = new ArrayList<>();
		for (int i = 0; i < owners.size(); i++) {
			int start = ranges.get(i)[0];
			int end = ranges.get(i)[1];
			String text = texts.get(i) == null ? "" : start == end ? " " + texts.get(i) : texts.get(i);
			if (texts.get(i) == null) {
				while (start > 0 && (all.charAt(start - 1) == ' ' || all.charAt(start - 1) == '\t')) {
					start--;
				}
			}
			if (!text.equals(all.substring(start, end))) {
				edits.add(new ReplaceRegion(start, end - start, text));
			}
		}
		edits.sort(java.util.Comparator.comparingInt(ReplaceRegion::getOffset));
		return edits;
	}

	/** An element's text as the language writes it, formatted by the language's formatter. */
	public String serialized(EObject element) {
		return serializer.serialize(element, SaveOptions.newBuilder().format().getOptions()).strip();
	}

	/** A serialized element without the comments the serializer put before it. */
	private static String withoutLeadingComments(String text) {
		String rest = text.strip();
		while (true) {
			if (rest.startsWith("//")) {
				int end = rest.indexOf('\n');
				rest = end < 0 ? "" : rest.substring(end + 1).strip();
			} else if (rest.startsWith("/*") && rest.indexOf("*/") > 0) {
				rest = rest.substring(rest.indexOf("*/") + 2).strip();
			} else {
				return rest;
			}
		}
	}

	/**
	 * Where an owner without text for a reference gets it: after the last word of its own line,
	 * before its block ('{'), where the grammar writes a unit's placement; -1 without a node.
	 */
	private static int endOfHead(EObject owner) {
		ICompositeNode node = NodeModelUtils.getNode(owner);
		if (node == null) {
			return -1;
		}
		int end = -1;
		for (ILeafNode leaf : node.getLeafNodes()) {
			if (leaf.isHidden()) {
				continue;
			}
			if (leaf.getGrammarElement() instanceof Keyword keyword && "{".equals(keyword.getValue())) {
				break;
			}
			end = leaf.getEndOffset();
		}
		return end;
	}

	private static String textOf(INode node) {
		return node.getRootNode().getText();
	}
}
