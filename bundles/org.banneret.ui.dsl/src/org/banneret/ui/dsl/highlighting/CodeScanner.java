package org.banneret.ui.dsl.highlighting;

import java.util.Collection;

import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.NumberRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WhitespaceRule;
import org.eclipse.jface.text.rules.WordRule;

/** The lexical colouring of code outside comments and strings: the grammar's keywords and numbers. */
public final class CodeScanner extends RuleBasedScanner {

	public CodeScanner(Collection<String> keywords) {
		IToken keyword = new Token(Styles.KEYWORD);
		IToken other = new Token(Styles.DEFAULT);
		WordRule words = new WordRule(new Words(), other);
		keywords.forEach(word -> words.addWord(word, keyword));
		setRules(new IRule[] { new WhitespaceRule(Character::isWhitespace), words, new NumberRule(new Token(Styles.NUMBER)) });
		setDefaultReturnToken(other);
	}

	/** Names and keywords: letters, digits and underscores, starting with a letter or underscore. */
	private static final class Words implements IWordDetector {
		@Override
		public boolean isWordStart(char c) {
			return Character.isLetter(c) || c == '_';
		}

		@Override
		public boolean isWordPart(char c) {
			return Character.isLetterOrDigit(c) || c == '_';
		}
	}
}
