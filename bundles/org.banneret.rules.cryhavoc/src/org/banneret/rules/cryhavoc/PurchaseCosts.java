package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.banneret.model.Unit;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.banneret.rules.Values.Value;

/**
 * The purchase table of Magna Carta §12.9: a character's basic cost from the attack and defence
 * printed on its healthy face, by the kind of fighter it is; animals, equipment, engines and ships
 * cost the points their type gives as the value {@code purchase}.
 */
final class PurchaseCosts {

	/** The value a type gives for the fixed price of an animal, a piece of equipment, an engine or a ship. */
	static final String PURCHASE = "purchase";

	/**
	 * A character's cost as multiples of its attack and of half its defence, so that the table's
	 * "ATT + ½ DEF" is 1 and 1, rounded down (§12.9 note 1), and "ATT + 2 DEF" 1 and 4.
	 */
	private record Formula(int perAttack, int perHalfDefence) {

		int cost(int attack, int defence) {
			return perAttack * attack + perHalfDefence * defence / 2;
		}
	}

	private PurchaseCosts() {
	}

	/**
	 * The cost of one counter of the unit, or empty where the table gives none or the counter does
	 * not print the attack and defence its formula reads.
	 */
	static OptionalInt of(Unit unit) {
		Formula formula = formulaOf(unit);
		if (formula == null) {
			return Values.number(unit, PURCHASE);
		}
		OptionalInt attack = healthy(unit, Values.ATTACK);
		OptionalInt defence = healthy(unit, Values.DEFENCE);
		if (attack.isEmpty() || formula.perHalfDefence() > 0 && defence.isEmpty()) {
			return OptionalInt.empty();
		}
		return OptionalInt.of(formula.cost(attack.getAsInt(), defence.orElse(0)));
	}

	/** What the units cost together, each counted as often as its row has counters; empty if any of them has no price. */
	static OptionalInt total(List<Unit> units) {
		int points = 0;
		for (Unit unit : units) {
			OptionalInt cost = of(unit);
			if (cost.isEmpty()) {
				return OptionalInt.empty();
			}
			points += cost.getAsInt() * unit.getCount();
		}
		return OptionalInt.of(points);
	}

	/** The §12.9 line a character is bought by; null for what is not a character, or a fighter the table leaves out. */
	private static Formula formulaOf(Unit unit) {
		if (!Counters.isCharacter(unit)) {
			return null;
		}
		boolean armoured = Counters.isArmoured(unit);
		return switch (Setup.className(unit)) {
		case "heavyrider" -> new Formula(1, 4); // heavy cavalry
		case "rider" -> Setup.hasTrait(unit, "shortbow") ? new Formula(2, 4) /* horse archer */ : new Formula(1, 2); // light cavalry
		case "camel" -> new Formula(1, 2); // light cavalry
		case "engineer" -> new Formula(4, 4);
		case "civilian", "peasant" -> new Formula(1, 0); // clergy, peasants, civilians
		case "archer" -> Setup.hasTrait(unit, "longbow") ? new Formula(3, 2) : armoured ? new Formula(2, 4) : new Formula(2, 2);
		case "crossbowman" -> armoured ? new Formula(3, 4) : new Formula(3, 2);
		case "skirmisher" -> Setup.hasTrait(unit, "sling") ? new Formula(3, 2) // slinger
				: Setup.hasTrait(unit, "javelin") ? new Formula(2, 0) // javelinman
						: Setup.hasTrait(unit, "throwing_dagger") ? new Formula(2, 4) : null; // assassin; axe throwers unpriced
		default -> armoured ? new Formula(1, 2) : new Formula(1, 1); // armoured foot; unarmoured foot, ATT + ½ DEF
		};
	}

	/** A value as bought: the scenario's own number, else the healthy face's, whichever face is up. */
	private static OptionalInt healthy(Unit unit, String key) {
		Optional<Value> value = Values.override(unit, key).or(() -> Values.printed(unit, key, false));
		return value.isPresent() ? OptionalInt.of(value.get().value()) : OptionalInt.empty();
	}
}
