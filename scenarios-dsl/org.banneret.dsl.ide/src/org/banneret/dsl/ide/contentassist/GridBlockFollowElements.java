package org.banneret.dsl.ide.contentassist;

import java.util.Collection;
import java.util.Set;

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

	/** The datatype rules whose rows and closing brace are proposed. */
	static final Set<String> BLOCKS = Set.of("TerrainRows", "ElevationRows", "HullRows");

	@Inject
	private Provider<FollowElementCalculator> calculators;

	@Override
	public void computeFollowElements(Collection<FollowElement> followElements, IFollowElementAcceptor acceptor) {
		FollowElementCalculator calculator = calculators.get();
		calculator.setAcceptor(element -> {
			ParserRule rule = GrammarUtil.containingParserRule(element);
			if (rule == null || !GrammarUtil.isDatatypeRule(rule) || BLOCKS.contains(rule.getName())) {
				acceptor.accept(element);
			}
		});
		for (FollowElement element : followElements) {
			computeFollowElements(calculator, element);
		}
	}
}
