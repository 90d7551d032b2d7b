package org.banneret.dsl.parser;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.parser.IParseResult;

/**
 * The syntax errors that only follow from an earlier one: once the parser has lost its place, it
 * complains about the good words after the mistake until it finds its footing again. An error is
 * such a consequence unless at least two lines with words and no error stand between it and the
 * error before it: a single good line straight after a mistake is often the rest of the broken
 * statement, read by chance. Only the first error of each run is shown, as compilers show a
 * mistake rather than its echoes; fixing it brings back any that were real.
 */
public final class SyntaxErrorCascades {

	/** The good lines after which the parser is taken to have found its footing again. */
	private static final int CLEAN_LINES = 2;

	private SyntaxErrorCascades() {
	}

	/** The errors of a parse that only follow from the one before them. */
	public static Set<INode> of(IParseResult result) {
		List<INode> errors = new ArrayList<>();
		result.getSyntaxErrors().forEach(errors::add);
		if (errors.size() < 2) {
			return Set.of();
		}
		errors.sort(Comparator.comparingInt(INode::getOffset));
		Set<Integer> errorLines = new HashSet<>();
		errors.forEach(error -> errorLines.add(error.getStartLine()));
		Set<Integer> wordLines = new HashSet<>();
		for (ILeafNode leaf : result.getRootNode().getLeafNodes()) {
			if (!leaf.isHidden() && leaf.getLength() > 0) {
				wordLines.add(leaf.getStartLine());
			}
		}
		Set<INode> cascades = new HashSet<>();
		int previous = errors.get(0).getStartLine();
		for (INode error : errors.subList(1, errors.size())) {
			int line = error.getStartLine();
			if (cleanLinesBetween(previous, line, wordLines, errorLines) < CLEAN_LINES) {
				cascades.add(error);
			}
			previous = line;
		}
		return cascades;
	}

	/** How many lines with words and no error lie between two lines, counting up to {@link #CLEAN_LINES}. */
	private static int cleanLinesBetween(int from, int to, Set<Integer> wordLines, Set<Integer> errorLines) {
		int clean = 0;
		for (int line = from + 1; line < to && clean < CLEAN_LINES; line++) {
			if (wordLines.contains(line) && !errorLines.contains(line)) {
				clean++;
			}
		}
		return clean;
	}
}
