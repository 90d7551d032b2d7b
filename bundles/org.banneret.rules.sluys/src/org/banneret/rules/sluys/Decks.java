package org.banneret.rules.sluys;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Setup;

/**
 * Where the living counters of a Sluys set-up are. Squadrons stand on hexes; marines and leaders
 * ride aboard them [S 3.3.5], [S 3.4.1], written "aboard" or placed on the squadron's hex.
 * Counters on one hex share a deck; so do counters aboard one squadron whose hex the set-up leaves
 * open (a squadron set up anywhere in a zone).
 */
final class Decks {

	/** A hex when the set-up names it, else the squadron everyone on this deck is aboard. */
	record Deck(Hex hex, Unit squadron) {
	}

	private final Map<Unit, Deck> deckOf = new IdentityHashMap<>();
	private final Map<Deck, List<Unit>> counters = new LinkedHashMap<>();

	Decks(Setup setup) {
		for (Unit unit : setup.units()) {
			if (!Setup.isAlive(unit)) {
				continue;
			}
			Deck deck = locate(unit, setup);
			if (deck != null) {
				deckOf.put(unit, deck);
				counters.computeIfAbsent(deck, d -> new ArrayList<>()).add(unit);
			}
		}
	}

	private static Deck locate(Unit unit, Setup setup) {
		List<Hex> own = setup.hexesOf(unit);
		if (own.size() == 1) {
			return new Deck(own.get(0), null);
		}
		Unit carrier = carrierOf(unit);
		if (carrier != null) {
			List<Hex> carriers = setup.hexesOf(carrier);
			return carriers.size() == 1 ? new Deck(carriers.get(0), null) : new Deck(null, carrier);
		}
		return Counters.isSquadron(unit) && !Counters.isOffMap(unit) ? new Deck(null, unit) : null;
	}

	/** What a counter rides on in the end, through carriers that ride on others; null when aboard nothing. */
	static Unit carrierOf(Unit unit) {
		Set<Unit> seen = Collections.newSetFromMap(new IdentityHashMap<>());
		Unit at = unit;
		for (Unit next = Setup.carrierOf(at); next != null && seen.add(at); next = Setup.carrierOf(at)) {
			at = next;
		}
		return at == unit ? null : at;
	}

	/** The deck a counter is on, or null when the set-up does not say. */
	Deck deckOf(Unit unit) {
		return deckOf.get(unit);
	}

	Collection<Deck> decks() {
		return counters.keySet();
	}

	/** The living counters on a deck, in order-of-battle order. */
	List<Unit> on(Deck deck) {
		return deck == null ? List.of() : counters.getOrDefault(deck, List.of());
	}

	List<Unit> squadronsOn(Deck deck) {
		return on(deck).stream().filter(Counters::isSquadron).toList();
	}

	/** Two squadrons chained together share this deck: the French exception to stacking [S 3.2.1]. */
	boolean isChained(Deck deck) {
		return squadronsOn(deck).stream().filter(s -> s.getTraits().contains(Counters.CHAINED)).mapToInt(Unit::getCount)
				.sum() >= 2;
	}

	/** Where a deck is, for a message: "hex 1212", or "the hex of E1a" when the set-up leaves it open. */
	static String where(Deck deck, Setup setup) {
		return deck.hex() != null ? "hex " + setup.label(deck.hex()) : "the hex of " + Counters.name(deck.squadron());
	}

	static List<String> hexes(Deck deck, Setup setup) {
		return deck.hex() == null ? List.of() : List.of(setup.label(deck.hex()));
	}
}
