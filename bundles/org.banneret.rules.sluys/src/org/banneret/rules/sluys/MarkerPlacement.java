package org.banneret.rules.sluys;

import java.util.List;
import java.util.stream.Collectors;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexMarker;
import org.banneret.model.MarkerType;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitMarker;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;

/**
 * Markers go where they belong: on the classes the game system names for them (Damage and Afire
 * on squadrons [S 3.1.4], [S 10.1]) and within their printed values; a Melee marker only where
 * marines face an enemy, aboard his squadron or stacked with his units [S 6.3.5], [S 8.3.9]; and
 * no Ram marker at all, for rams are placed and resolved in play [S 8.1.4], [S 2.1.3].
 */
final class MarkerPlacement extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-MARK-1", "Markers on the counters and hexes they belong to",
			"3.1.4, 10.1, 6.3.5, 8.1.4", Severity.ERROR);

	MarkerPlacement() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Decks decks = null;
		for (Unit unit : setup.units()) {
			for (UnitMarker marker : unit.getMarkers()) {
				MarkerType type = marker.getType();
				if (type == null || type.eIsProxy()) {
					continue;
				}
				String what = Counters.name(unit) + " carries " + article(type.getName()) + " marker";
				UnitClass unitClass = Setup.classOf(unit);
				if (!type.getAppliesTo().isEmpty() && !Setup.holds(type.getAppliesTo(), unitClass)) {
					report.problem(marker, what + ", which goes on " + type.getAppliesTo().stream().map(UnitClass::getName)
							.collect(Collectors.joining(" and ")) + " counters only" + cite(type) + ".", List.of(), unit);
				}
				range(marker, type, marker.isSetValue(), marker.getValue(), what, report);
				if (Counters.RAM.equals(type.getName())) {
					ram(marker, what, report);
				} else if (Counters.MELEE.equals(type.getName())) {
					decks = decks == null ? new Decks(setup) : decks;
					Decks.Deck deck = decks.deckOf(unit);
					if (deck != null && !boarded(decks.on(deck), setup)) {
						melee(marker, what + " on " + Decks.where(deck, setup), Decks.hexes(deck, setup), report);
					}
				}
			}
		}
		for (HexMarker marker : setup.maps().stream().flatMap(map -> map.getMarkers().stream()).toList()) {
			MarkerType type = marker.getType();
			if (type == null || type.eIsProxy()) {
				continue;
			}
			Hex at = setup.hexOn(marker, marker.getHex());
			String label = at == null ? marker.getHex() : setup.label(at);
			String what = "Hex " + label + " has " + article(type.getName()) + " marker";
			range(marker, type, marker.isSetValue(), marker.getValue(), what, report);
			if (Counters.RAM.equals(type.getName())) {
				ram(marker, what, report);
			} else if (Counters.MELEE.equals(type.getName())) {
				Hex hex = at;
				decks = decks == null ? new Decks(setup) : decks;
				if (hex != null && !boarded(decks.on(new Decks.Deck(hex, null)), setup)) {
					melee(marker, what, List.of(label), report);
				}
			}
		}
	}

	/** Marines of one fleet with a squadron, marine or leader of the other. */
	private static boolean boarded(List<Unit> onDeck, Setup setup) {
		for (Unit marine : onDeck) {
			Fleet fleet = Counters.isMarine(marine) ? Fleet.ownerOf(marine, setup) : null;
			if (fleet != null && onDeck.stream().anyMatch(other -> fleetOf(other, setup) == fleet.other())) {
				return true;
			}
		}
		return false;
	}

	private static Fleet fleetOf(Unit unit, Setup setup) {
		return Counters.isSquadron(unit) ? Fleet.controllerOf(unit, setup) : Fleet.ownerOf(unit, setup);
	}

	private static void range(EObject marker, MarkerType type, boolean set, int value, String what, Report report) {
		if (set && (type.isSetMinimum() && value < type.getMinimum() || type.isSetMaximum() && value > type.getMaximum())) {
			report.problem(marker, marker instanceof UnitMarker ? BanneretPackage.Literals.UNIT_MARKER__VALUE
					: BanneretPackage.Literals.HEX_MARKER__VALUE, -1, what + " showing " + value + "; it shows "
							+ type.getMinimum() + " to " + type.getMaximum() + cite(type) + ".", List.of());
		}
	}

	private static void ram(EObject marker, String what, Report report) {
		report.problem(marker, what + ", but Ram markers are placed while squadrons move and removed when the ram is"
				+ " resolved [S 8.1.4], [S 2.1.3]; a set-up has none.", List.of());
	}

	private static void melee(EObject marker, String what, List<String> hexes, Report report) {
		report.problem(marker, what + ", where no marines face an enemy; a Melee marker goes where marines have boarded an"
				+ " enemy squadron or stand with enemy units [S 6.3.5], [S 8.3.9].", hexes);
	}

	/** "a Ram", "an Afire". */
	private static String article(String name) {
		return (!name.isEmpty() && "AEIOU".indexOf(Character.toUpperCase(name.charAt(0))) >= 0 ? "an " : "a ") + name;
	}

	private static String cite(MarkerType type) {
		return type.getCitation() == null ? "" : " " + type.getCitation();
	}
}
