package org.banneret.render;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.banneret.model.Nationality;
import org.banneret.model.Side;
import org.banneret.model.UnitClass;

/**
 * What a counter shows: its side's colour, its class's symbol, its name when it is a named
 * counter, its printed values, and how many there are when it stands for several.
 */
public record CounterLook(Rgb colour, Symbol symbol, String name, String values, int count, boolean flipped) {

	/** The symbol in a counter's box, after the unit-type symbols wargamers know. */
	public enum Symbol {
		INFANTRY, CAVALRY, MISSILE, LEADER, SHIP, ENGINE, OTHER
	}

	/** Colours by the nationality's name, as the games print them, for a game system that gives none. */
	private static final List<Map.Entry<String, Rgb>> NATIONALITY_COLOURS = List.of(Map.entry("engl", new Rgb(0xb7, 0x3a, 0x30)),
			Map.entry("scot", new Rgb(0x2f, 0x5f, 0xa8)), Map.entry("fren", new Rgb(0x2a, 0x4f, 0x9e)),
			Map.entry("norman", new Rgb(0x8e, 0x3b, 0x2e)), Map.entry("saxon", new Rgb(0x3e, 0x7d, 0x3a)),
			Map.entry("flem", new Rgb(0xc9, 0x9a, 0x1e)), Map.entry("genoe", new Rgb(0x6a, 0x4c, 0x93)),
			Map.entry("welsh", new Rgb(0x3e, 0x7d, 0x3a)), Map.entry("rebel", new Rgb(0x6a, 0x4c, 0x93)),
			Map.entry("royal", new Rgb(0xb7, 0x3a, 0x30)), Map.entry("besieg", new Rgb(0xb7, 0x3a, 0x30)),
			Map.entry("defend", new Rgb(0x2f, 0x5f, 0xa8)));

	private static final Rgb[] BY_SIDE = { new Rgb(0xb7, 0x3a, 0x30), new Rgb(0x2f, 0x5f, 0xa8), new Rgb(0x3e, 0x7d, 0x3a),
			new Rgb(0x6a, 0x4c, 0x93) };

	/**
	 * A counter's colour: its nationality's as the game system gives it, else its side's as the
	 * scenario gives it, else a nationality's by its name, else the side's by its place.
	 */
	public static Rgb colourOf(Nationality nationality, Side side, int sideIndex) {
		boolean known = nationality != null && !nationality.eIsProxy();
		Rgb given = known ? Rgb.parse(nationality.getColor()) : null;
		if (given == null && side != null) {
			given = Rgb.parse(side.getColor());
		}
		if (given != null) {
			return given;
		}
		if (known) {
			String words = ((nationality.getName() == null ? "" : nationality.getName()) + " "
					+ (nationality.getTitle() == null ? "" : nationality.getTitle())).toLowerCase(Locale.ROOT);
			for (Map.Entry<String, Rgb> entry : NATIONALITY_COLOURS) {
				if (words.contains(entry.getKey())) {
					return entry.getValue();
				}
			}
		}
		return BY_SIDE[Math.floorMod(sideIndex, BY_SIDE.length)];
	}

	/** The symbol of a unit class, from the words in its name. */
	public static Symbol symbolOf(UnitClass unitClass) {
		String name = unitClass == null || unitClass.getName() == null ? "" : unitClass.getName();
		return SYMBOLS_BY_NAME.computeIfAbsent(name, CounterLook::symbolOf);
	}

	private static Symbol symbolOf(String className) {
		String name = className.toLowerCase(Locale.ROOT);
		for (Map.Entry<List<String>, Symbol> words : SYMBOL_WORDS) {
			if (words.getKey().stream().anyMatch(name::contains)) {
				return words.getValue();
			}
		}
		return Symbol.OTHER;
	}

	/** The symbols of the class names met so far: every counter asks, and a game system has a handful of classes. */
	private static final Map<String, Symbol> SYMBOLS_BY_NAME = new java.util.concurrent.ConcurrentHashMap<>();

	/** The words in a class's name that choose its symbol, first match wins. */
	private static final List<Map.Entry<List<String>, Symbol>> SYMBOL_WORDS = List.of(
			Map.entry(List.of("leader", "command", "character", "noble", "king", "hero"), Symbol.LEADER),
			Map.entry(List.of("cav", "horse", "knight", "mounted", "rider"), Symbol.CAVALRY),
			Map.entry(List.of("arch", "bow", "missile", "sling", "ranged", "shot"), Symbol.MISSILE),
			Map.entry(List.of("ship", "galley", "cog", "vessel", "boat", "squadron", "fleet"), Symbol.SHIP),
			Map.entry(List.of("siege", "engine", "artillery", "catapult", "trebuchet", "ram", "tower"), Symbol.ENGINE),
			Map.entry(List.of("inf", "foot", "spear", "pike", "men", "levy", "militia", "soldier"), Symbol.INFANTRY));
}
