package org.banneret.rules;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;

/**
 * A check of a set-up. A rule looks at one unit, at one hex, or at the scenario as a whole; the
 * engine calls the hook that matches its {@link Subject}, so re-validation after an edit runs
 * unit and hex rules only for what the edit touched. A unit rule may read its own unit; a hex
 * rule its hex and the hexes next to it. Scenario rules run every time and must stay cheap: a
 * pass over the order of battle, not over the map.
 */
public abstract class Rule {

	/** What a rule looks at. */
	public enum Subject {
		UNIT, HEX, SCENARIO
	}

	private final RuleInfo info;
	private final Subject subject;
	private String replaced;

	protected Rule(RuleInfo info, Subject subject) {
		this.info = info;
		this.subject = subject;
	}

	public final RuleInfo info() {
		return info;
	}

	public final Subject subject() {
		return subject;
	}

	/**
	 * The same check under another identity: how a game system's rule set adopts a generic rule
	 * as its own. Where the adopted rule applies, the generic one stands down.
	 */
	public Rule as(RuleInfo identity) {
		return new AdoptedRule(this, identity);
	}

	/**
	 * Declares that this rule does a generic rule's job better for its rule set: wherever this
	 * rule applies, the generic rule of that id stands down.
	 */
	public final Rule replacing(String genericId) {
		this.replaced = genericId;
		return this;
	}

	/** The id of the generic rule this one stands in for, or null. */
	public String replaced() {
		return replaced;
	}

	public void checkUnit(Unit unit, Setup setup, Report report) {
	}

	public void checkHex(Hex hex, Setup setup, Report report) {
	}

	public void checkScenario(Setup setup, Report report) {
	}
}
