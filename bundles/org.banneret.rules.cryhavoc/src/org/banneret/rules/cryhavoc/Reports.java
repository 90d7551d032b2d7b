package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.VariantSetting;
import org.banneret.rules.Report;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;

/**
 * Where the Cry Havoc rules put what they find: on a unit's hex entry, its slot or one of its
 * markers; on the scenario's variant setting; or, for the map's own data, on the scenario's
 * reference to the map, with the map element among the elements so a waiver can name it.
 */
final class Reports {

	private Reports() {
	}

	/** On one hex of a unit's exact placement. */
	static void onHex(Report report, Unit unit, String label, String message, EObject... others) {
		HexPlacement placement = (HexPlacement) unit.getPlacement();
		report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label), message,
				List.of(label), with(unit, others));
	}

	static void doubtOnHex(Report report, Unit unit, String label, String message, EObject... others) {
		HexPlacement placement = (HexPlacement) unit.getPlacement();
		report.doubt(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label), message,
				List.of(label), with(unit, others));
	}

	/** On the placement of a unit as a whole, or on the unit when it has none. */
	static void onPlacement(Report report, Unit unit, String message, List<String> hexes, EObject... others) {
		if (unit.getPlacement() == null) {
			report.problem(unit, message, hexes, others);
		} else {
			report.problem(unit.getPlacement(), null, -1, message, hexes, with(unit, others));
		}
	}

	/** On the level slot of a unit's exact placement, or its placement when it names none. */
	static void onSlot(Report report, Unit unit, String message, List<String> hexes, EObject... others) {
		if (unit.getPlacement() instanceof HexPlacement placement && placement.getSlot() != null) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__SLOT, -1, message, hexes, with(unit, others));
		} else {
			onPlacement(report, unit, message, hexes, others);
		}
	}

	static void onFacing(Report report, Unit unit, String message, List<String> hexes, EObject... others) {
		HexPlacement placement = (HexPlacement) unit.getPlacement();
		report.problem(placement, placement.isSetFacing() ? BanneretPackage.Literals.HEX_PLACEMENT__FACING
				: BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.isSetFacing() ? -1 : 0, message, hexes,
				with(unit, others));
	}

	static void onMarker(Report report, Unit unit, UnitMarker marker, String message, List<String> hexes, EObject... others) {
		report.problem(unit, BanneretPackage.Literals.UNIT__MARKERS, unit.getMarkers().indexOf(marker), message, hexes, others);
	}

	static void onCarrier(Report report, Unit unit, String message, List<String> hexes, EObject... others) {
		report.problem(unit, BanneretPackage.Literals.UNIT__CARRIER, -1, message, hexes, others);
	}

	/**
	 * On the scenario's reference to its map: for problems in the map's own data. Where the first
	 * element lies in the scenario itself (its siege record of the day), on that element.
	 */
	static void onMap(Report report, Setup setup, String message, List<String> hexes, EObject... mapElements) {
		if (inScenario(setup, mapElements)) {
			report.problem(mapElements[0], null, -1, message, hexes, rest(mapElements));
		} else {
			report.problem(setup.scenario().getSheets().get(0), BanneretPackage.Literals.SHEET_PLACEMENT__MAP, -1, message,
					hexes, mapElements);
		}
	}

	static void doubtOnMap(Report report, Setup setup, String message, List<String> hexes, EObject... mapElements) {
		if (inScenario(setup, mapElements)) {
			report.doubt(mapElements[0], null, -1, message, hexes, rest(mapElements));
		} else {
			report.doubt(setup.scenario().getSheets().get(0), BanneretPackage.Literals.SHEET_PLACEMENT__MAP, -1, message, hexes,
					mapElements);
		}
	}

	private static boolean inScenario(Setup setup, EObject... elements) {
		return elements.length > 0 && org.eclipse.emf.ecore.util.EcoreUtil.getRootContainer(elements[0]) == setup.scenario();
	}

	private static EObject[] rest(EObject... elements) {
		return java.util.Arrays.copyOfRange(elements, 1, elements.length);
	}

	/** On the scenario's setting of a variant, or on the scenario when it leaves the variant at its default. */
	static void onVariant(Report report, Setup setup, String variant, String message, List<String> hexes, EObject... others) {
		VariantSetting setting = setting(setup, variant);
		if (setting != null) {
			report.problem(setting, BanneretPackage.Literals.VARIANT_SETTING__VALUE, -1, message, hexes, others);
		} else {
			report.problem(setup.scenario(), BanneretPackage.Literals.SCENARIO__VARIANT_SETTINGS, -1, message, hexes, others);
		}
	}

	static void doubtOnVariant(Report report, Setup setup, String variant, String message, List<String> hexes,
			EObject... others) {
		VariantSetting setting = setting(setup, variant);
		if (setting != null) {
			report.doubt(setting, BanneretPackage.Literals.VARIANT_SETTING__VALUE, -1, message, hexes, others);
		} else {
			report.doubt(setup.scenario(), BanneretPackage.Literals.SCENARIO__VARIANT_SETTINGS, -1, message, hexes, others);
		}
	}

	static VariantSetting setting(Setup setup, String variant) {
		for (VariantSetting setting : setup.scenario().getVariantSettings()) {
			if (setting.getVariant() != null && variant.equals(setting.getVariant().getName())) {
				return setting;
			}
		}
		return null;
	}

	private static EObject[] with(Unit unit, EObject... others) {
		List<EObject> all = new ArrayList<>();
		all.add(unit);
		all.addAll(List.of(others));
		return all.toArray(EObject[]::new);
	}
}
