package org.banneret.rules;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;

/** A generic rule adopted by a game system's rule set under that rule set's id and citation. */
final class AdoptedRule extends Rule {

	private final Rule original;

	AdoptedRule(Rule original, RuleInfo identity) {
		super(identity, original.subject());
		this.original = original instanceof AdoptedRule adopted ? adopted.original : original;
	}

	@Override
	public String replaced() {
		return original.info().id();
	}

	@Override
	public Rule as(RuleInfo identity) {
		return new AdoptedRule(original, identity);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		original.checkUnit(unit, setup, report);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		original.checkHex(hex, setup, report);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		original.checkScenario(setup, report);
	}
}
