package org.banneret.rules.cryhavoc;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Report;

/**
 * Puts a rule of this rule set in the place of a generic rule whose check it refines. The
 * engine stands a generic rule down only for an adoption of it, so the replacement runs behind a
 * stand-in that carries the generic rule's id and is adopted under the replacement's identity.
 */
final class Replacement extends Rule {

	private final Rule replacement;

	private Replacement(RuleInfo generic, Rule replacement) {
		super(generic, replacement.subject());
		this.replacement = replacement;
	}

	/** The replacement, standing in for the generic rule of the given identity. */
	static Rule of(RuleInfo generic, Rule replacement) {
		return new Replacement(generic, replacement).as(replacement.info());
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		replacement.checkUnit(unit, setup, report);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		replacement.checkHex(hex, setup, report);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		replacement.checkScenario(setup, report);
	}
}
