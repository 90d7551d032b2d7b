package org.banneret.rules.cryhavoc;

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

	/** A character's cost as multiples of its attack and defence; a halved defence is rounded down (§12.9 note 1). */
	record Formula(String kind, int perAttack, int perDefence, boolean halfDefence) {

		int cost(int attack, int defence) {
			return perAttack * attack + (halfDefence ? defence / 2 : perDefence * defence);
		}
	}

	private PurchaseCosts() {
	}

	/**
	 * The cost of one counter of the unit, or empty where the table gives none or the counter does
	 * not print the attack and defence its formula reads.
	 */
	static OptionalInt of(Unit unit) {
		Optional<Formula> formula = formulaOf(unit);
		if (formula.isEmpty()) {
			return Values.number(unit, PURCHASE);
		}
		OptionalInt attack = healthy(unit, Values.ATTACK);
		OptionalInt defence = healthy(unit, Values.DEFENCE);
		boolean readsDefence = formula.get().perDefence() > 0 || formula.get().halfDefence();
		if (attack.isEmpty() || readsDefence && defence.isEmpty()) {
			return OptionalInt.empty();
		}
		return OptionalInt.of(formula.get().cost(attack.getAsInt(), defence.orElse(0)));
	}

	/** The §12.9 line a character is bought by; empty for what is not a character, or a fighter the table leaves out. */
	static Optional<Formula> formulaOf(Unit unit) {
		if (!Counters.isCharacter(unit)) {
			return Optional.empty();
		}
		boolean armoured = Counters.isArmoured(unit);
		return Optional.ofNullable(switch (Setup.className(unit)) {
		case "heavyrider" -> new Formula("heavy cavalry", 1, 2, false);
		case "rider" -> Setup.hasTrait(unit, "shortbow") ? new Formula("horse archer", 2, 2, false)
				: new Formula("light cavalry", 1, 1, false);
		case "camel" -> new Formula("light cavalry", 1, 1, false);
		case "engineer" -> new Formula("engineer", 4, 2, false);
		case "civilian", "peasant" -> new Formula("clergy, peasant or civilian", 1, 0, false);
		case "archer" -> Setup.hasTrait(unit, "longbow") ? new Formula("longbowman", 3, 1, false)
				: armoured ? new Formula("armoured shortbowman", 2, 2, false) : new Formula("unarmoured shortbowman", 2, 1, false);
		case "crossbowman" -> armoured ? new Formula("armoured crossbowman", 3, 2, false)
				: new Formula("unarmoured crossbowman", 3, 1, false);
		case "skirmisher" -> Setup.hasTrait(unit, "sling") ? new Formula("slinger", 3, 1, false)
				: Setup.hasTrait(unit, "javelin") ? new Formula("javelinman", 2, 0, false)
						: Setup.hasTrait(unit, "throwing_dagger") ? new Formula("assassin", 2, 2, false) : null;
		default -> armoured ? new Formula("armoured foot", 1, 1, false) : new Formula("unarmoured foot", 1, 0, true);
		});
	}

	/** A value as bought: the scenario's own number, else the healthy face's, whichever face is up. */
	private static OptionalInt healthy(Unit unit, String key) {
		Optional<Value> value = Values.override(unit, key).or(() -> Values.printed(unit, key, false));
		return value.isPresent() ? OptionalInt.of(value.get().value()) : OptionalInt.empty();
	}
}
