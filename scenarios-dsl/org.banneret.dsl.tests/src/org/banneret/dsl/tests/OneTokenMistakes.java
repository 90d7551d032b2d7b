package org.banneret.dsl.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.resource.XtextResource;

/**
 * The corpus of one-token mistakes: a file's tokens as the parser read them, each in turn
 * dropped, doubled, misspelt or swapped with the next, spread evenly over the file.
 */
final class OneTokenMistakes {

	enum Damage {
		DROP, DOUBLE, MISSPELL, SWAP
	}

	/** One mistake: the damaged text, the token it damaged and how, and the next token where a swap damaged that too. */
	record Mistake(String text, ILeafNode token, Damage damage, ILeafNode swapped) {
		String describe(String file) {
			return file + ", " + damage + " '" + token.getText() + "' at line " + token.getStartLine();
		}
	}

	private OneTokenMistakes() {
	}

	/** Up to {@code count} mistakes spread over the file, each differing from its text. */
	static List<Mistake> of(XtextResource parsed, String text, int count) {
		List<ILeafNode> tokens = new ArrayList<>();
		for (ILeafNode leaf : parsed.getParseResult().getRootNode().getLeafNodes()) {
			if (!leaf.isHidden() && leaf.getLength() > 0) {
				tokens.add(leaf);
			}
		}
		List<Mistake> mistakes = new ArrayList<>();
		for (int i = 0; i < count && !tokens.isEmpty(); i++) {
			int index = (int) ((long) i * (tokens.size() - 1) / count);
			Damage damage = Damage.values()[i % Damage.values().length];
			String damaged = damage(text, tokens, index, damage);
			if (!damaged.equals(text)) {
				mistakes.add(new Mistake(damaged, tokens.get(index), damage, damage == Damage.SWAP ? tokens.get(index + 1) : null));
			}
		}
		return mistakes;
	}

	private static String damage(String text, List<ILeafNode> tokens, int index, Damage damage) {
		ILeafNode token = tokens.get(index);
		int start = token.getOffset();
		int end = token.getEndOffset();
		String word = token.getText();
		return switch (damage) {
			case DROP -> text.substring(0, start) + text.substring(end);
			case DOUBLE -> text.substring(0, end) + " " + word + text.substring(end);
			case MISSPELL -> word.length() < 2 ? text.substring(0, start) + text.substring(end)
					: text.substring(0, start) + word.substring(0, word.length() / 2) + word.substring(word.length() / 2 + 1)
							+ text.substring(end);
			case SWAP -> {
				if (index + 1 >= tokens.size()) {
					yield text;
				}
				ILeafNode next = tokens.get(index + 1);
				yield text.substring(0, start) + next.getText() + text.substring(end, next.getOffset()) + word
						+ text.substring(next.getEndOffset());
			}
		};
	}
}
