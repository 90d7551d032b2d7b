package org.banneret.rules.cryhavoc;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

import org.banneret.model.AreaPlacement;
import org.banneret.model.HexPlacement;
import org.banneret.model.HexMap;
import org.banneret.model.Region;
import org.banneret.model.RegionPlacement;
import org.banneret.model.RuleFlag;
import org.banneret.model.Side;
import org.banneret.model.SpecialRule;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Board;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Areas;

/**
 * The siege side of a scenario: which side attacks and which defends (by the side's role), the
 * day's action (variant siege_action), the fortification's regions, and the flags of its rules.
 */
final class Siege {

	private static final Set<String> ATTACKERS = Set.of("attacker", "attackers", "besieger", "besiegers");
	private static final Set<String> DEFENDERS = Set.of("defender", "defenders", "besieged", "garrison");

	private Siege() {
	}

	static boolean isAttacker(Side side) {
		return side != null && side.getRole() != null && ATTACKERS.contains(side.getRole().strip().toLowerCase(Locale.ROOT));
	}

	static boolean isDefender(Side side) {
		return side != null && side.getRole() != null && DEFENDERS.contains(side.getRole().strip().toLowerCase(Locale.ROOT));
	}

	/** The day's action of a siege, "none" in an ordinary battle. */
	static String action(Setup setup) {
		String action = setup.variant("siege_action");
		return action == null ? "none" : action;
	}

	/** A region of the board's maps by name (any case), the first sheet's first; or null. */
	static Region region(Setup setup, String... names) {
		for (String name : names) {
			for (Region region : setup.maps().stream().flatMap(map -> map.getRegions().stream()).toList()) {
				if (name.equalsIgnoreCase(region.getName())) {
					return region;
				}
			}
		}
		return null;
	}

	/** The inside of the fortification: the map's region Castle or Town (Magna Carta §11.6.1). */
	static Region fortification(Setup setup) {
		return region(setup, "Castle", "Town");
	}

	/** The sheet whose map holds the fortification (its region Castle or Town), or null. */
	static Board.Sheet fortificationSheet(Setup setup) {
		Region fortification = fortification(setup);
		return fortification == null ? null : setup.sheetOf(fortification);
	}

	/** Whether a map shows a castle or a town: it has a region Castle or Town. */
	static boolean isFortification(HexMap map) {
		return map.getRegions().stream()
				.anyMatch(region -> "Castle".equalsIgnoreCase(region.getName()) || "Town".equalsIgnoreCase(region.getName()));
	}

	/**
	 * Whether a map is "The Village" of the Cry Havoc maps, which the siege actions lay beside the
	 * castle or town (Magna Carta §11.6.1, §11.6.3): named or titled so, and holding no fortification.
	 */
	static boolean isVillage(HexMap map) {
		String name = map.getName() == null ? "" : map.getName().substring(map.getName().lastIndexOf('.') + 1);
		String title = map.getTitle() == null ? "" : map.getTitle();
		return (name.toLowerCase(java.util.Locale.ROOT).contains("village")
				|| title.toLowerCase(java.util.Locale.ROOT).contains("village")) && !isFortification(map);
	}

	/** How a message names a sheet: its id and its map's title or name. */
	static String describe(Board.Sheet sheet) {
		String title = sheet.map().getTitle() != null ? sheet.map().getTitle() : sheet.map().getName();
		return "sheet " + sheet.id() + " (" + title + ")";
	}

	/** The hexes of a region on the board; none for no region. */
	static Set<Hex> hexes(Region region, Setup setup) {
		return region == null ? new LinkedHashSet<>() : Areas.regionHexes(region, setup);
	}

	/** Every hex a unit may stand on by its placement on the map: its exact hexes, its region, its area. */
	static Set<Hex> placedHexes(Unit unit, Setup setup) {
		Set<Hex> hexes = new LinkedHashSet<>();
		switch (unit.getPlacement()) {
			case HexPlacement exact -> hexes.addAll(setup.hexesOf(unit));
			case RegionPlacement inRegion when inRegion.getRegion() != null && !inRegion.getRegion().eIsProxy() ->
				hexes.addAll(hexes(inRegion.getRegion(), setup));
			case AreaPlacement area -> hexes.addAll(Areas.hexesOf(area, setup));
			case null, default -> {
			}
		}
		return hexes;
	}

	/** The first flag with this key among the scenario's special rules, or null. */
	static RuleFlag flag(Setup setup, String key) {
		for (SpecialRule rule : setup.scenario().getSpecialRules()) {
			for (RuleFlag flag : rule.getFlags()) {
				if (key.equals(flag.getKey())) {
					return flag;
				}
			}
		}
		return null;
	}

	static String flagValue(Setup setup, String key) {
		RuleFlag flag = flag(setup, key);
		return flag == null || flag.getValue() == null ? null : flag.getValue().strip().toLowerCase(Locale.ROOT);
	}

	/** The flag is set to one of the values. */
	static boolean flagIs(Setup setup, String key, String... values) {
		String value = flagValue(setup, key);
		return value != null && Set.of(values).contains(value);
	}

	/** A flag's whole-number value, or null when the flag is absent or not a number. */
	static Integer flagNumber(Setup setup, String key) {
		String value = flagValue(setup, key);
		if (value == null) {
			return null;
		}
		try {
			return Integer.valueOf(value);
		} catch (NumberFormatException e) {
			return null;
		}
	}
}
