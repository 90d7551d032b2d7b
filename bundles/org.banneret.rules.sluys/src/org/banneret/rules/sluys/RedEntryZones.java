package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexFeature;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.EntryOnEdge;

/**
 * An entering squadron is placed in a map-edge hex next to one of the two Red Entry Zones
 * [S 1.4.5]: the edge hexes a map marks with a feature of the trait "entry". In most scenarios
 * the entering squadrons are English ("english_entry"); a French one entering there is doubted,
 * for the scenarios that may say otherwise are lost.
 */
final class RedEntryZones extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-ENTRY-1", "Squadrons enter on edge hexes by a Red Entry Zone", "1.4.5",
			Severity.ERROR);

	private final EntryOnEdge onEdge = new EntryOnEdge();

	/**
	 * Stands in for GEN-ENTRY-1 (which stands down for Sluys
	 * scenarios); the generic rule's map-edge and per-turn checks it makes first.
	 */
	private RedEntryZones() {
		super(INFO, Subject.UNIT);
	}

	static Rule rule() {
		return new RedEntryZones().replacing(EntryOnEdge.INFO.id());
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!(unit.getPlacement() instanceof ReinforcementPlacement entry) || setup.board() == null) {
			return;
		}
		onEdge.checkUnit(unit, setup, report);
		String name = Counters.name(unit);
		if (!mapMarksZones(setup)) {
			report.doubt(entry, BanneretPackage.Literals.REINFORCEMENT_PLACEMENT__ENTRY_HEXES, -1, "Map "
					+ setup.map().getName() + " marks no Red Entry Zone (a feature with the trait 'entry'), so whether " + name
					+ " enters next to one cannot be told [S 1.4.5].", entry.getEntryHexes(), unit);
			return;
		}
		boolean englishOnly = false;
		for (int i = 0; i < entry.getEntryHexes().size(); i++) {
			String label = entry.getEntryHexes().get(i);
			Hex hex = setup.hexOrNull(label);
			if (hex == null || !setup.board().isOnEdge(hex)) {
				continue; // GEN-HEX-1 and the edge check have said so
			}
			List<HexFeature> zones = setup.featuresAt(hex).stream().filter(f -> hasTrait(f, Counters.ENTRY)).toList();
			englishOnly |= zones.stream().anyMatch(f -> hasTrait(f, Counters.ENGLISH_ENTRY));
			if (zones.isEmpty()) {
				report.problem(entry, BanneretPackage.Literals.REINFORCEMENT_PLACEMENT__ENTRY_HEXES, i, name + " enters at "
						+ label + ", which is not by a Red Entry Zone; entering squadrons are placed in the map-edge hexes next"
						+ " to the red zones [S 1.4.5].", List.of(label), unit);
			}
		}
		if (englishOnly && Counters.isSquadron(unit) && Fleet.ownerOf(unit, setup) == Fleet.FRENCH) {
			report.doubt(entry, BanneretPackage.Literals.REINFORCEMENT_PLACEMENT__ENTRY_HEXES, -1, name + " is French and enters"
					+ " through a Red Entry Zone, where in most scenarios only English commands enter [S 1.4.5]; check the"
					+ " scenario's own rules.", entry.getEntryHexes(), unit);
		}
	}

	private static boolean hasTrait(HexFeature feature, String trait) {
		return feature.getType() != null && !feature.getType().eIsProxy() && feature.getType().getTraits().contains(trait);
	}

	private static boolean mapMarksZones(Setup setup) {
		return setup.maps().stream().flatMap(map -> map.getFeatures().stream()).anyMatch(f -> hasTrait(f, Counters.ENTRY));
	}
}
