package org.banneret.dsl.ide.contentassist;

import java.util.Collection;
import java.util.Set;

import org.banneret.dsl.services.BanneretGrammarAccess;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.ParserRule;
import org.eclipse.xtext.ide.editor.contentassist.IFollowElementAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.antlr.FollowElement;
import org.eclipse.xtext.ide.editor.contentassist.antlr.FollowElementCalculator;
import org.eclipse.xtext.ide.editor.contentassist.antlr.FollowElementComputer;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * Lets completion look inside a block of rows (a map's terrain or elevation, a ship's hull).
 * Such a block is one value, read by a datatype rule, and Xtext proposes nothing that a datatype
 * rule holds: behind a row it offered no row and not even the closing brace.
 */
public class GridBlockFollowElements extends FollowElementComputer {

	@Inject
	private Provider<FollowElementCalculator> calculators;
	/** The datatype rules whose rows and closing brace are proposed. */
	private final Set<ParserRule> blocks;

	@Inject
	GridBlockFollowElements(BanneretGrammarAccess grammar) {
		blocks = Set.of(grammar.getTerrainRowsRule(), grammar.getElevationRowsRule(), grammar.getHullRowsRule());
	}

	@Override
	public void computeFollowElements(Collection<FollowElement> followElements, IFollowElementAcceptor acceptor) {
		FollowElementCalculator calculator = calculators.get();
		calculator.setAcceptor(element -> {
			ParserRule rule = GrammarUtil.containingParserRule(element);
			if (rule == null || !GrammarUtil.isDatatypeRule(rule) || blocks.contains(rule)) {
				acceptor.accept(element);
			}
		});
		for (FollowElement element : followElements) {
			computeFollowElements(calculator, element);
		}
	}
}
