package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexFeature;
import org.banneret.model.SheetPlacement;
import org.banneret.model.hex.Hex;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * Wolf pits stay hidden until an enemy enters their hex [B 11.2.1], so a feature whose type is
 * {@code concealed} is "hidden from" the nationalities of the side that does not own it: all of
 * one side's nationalities, and not all of every side's. Reported on the scenario's map line,
 * because the rules judge scenarios and the map is shared between them.
 */
final class ConcealedFeatures extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-HID-1", "Wolf pits are hidden from the opposing side", "[11.2.1]",
			Severity.ERROR);

	ConcealedFeatures() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (SheetPlacement sheet : setup.scenario().getSheets()) {
			if (sheet.getMap() != null && !sheet.getMap().eIsProxy() && setup.board() != null
					&& setup.board().sheetOf(sheet.getMap()) != null) {
				check(sheet, setup, report);
			}
		}
	}

	private static void check(SheetPlacement sheet, Setup setup, Report report) {
		for (HexFeature feature : sheet.getMap().getFeatures()) {
			if (feature.getType() == null || feature.getType().eIsProxy()
					|| !feature.getType().getTraits().contains(Kinds.CONCEALED)) {
				continue;
			}
			Hex hex = setup.hexOn(feature, feature.getHex());
			String at = hex == null ? feature.getHex() : setup.label(hex);
			String what = Describe.name(feature.getType()) + " on " + at;
			List<Side> blind = setup.scenario().getSides().stream()
					.filter(side -> !side.getNationalities().isEmpty() && feature.getHiddenFrom().containsAll(side.getNationalities()))
					.toList();
			List<Side> partly = setup.scenario().getSides().stream().filter(side -> !blind.contains(side)
					&& side.getNationalities().stream().anyMatch(feature.getHiddenFrom()::contains)).toList();
			String message = null;
			if (!partly.isEmpty()) {
				Side side = partly.get(0);
				message = what + " is hidden from some of " + side.getName() + "'s nationalities but not all; hide it from all"
						+ " of them, or from none.";
			} else if (blind.isEmpty()) {
				message = what + " is hidden from neither side; wolf pits stay hidden from the side that does not own them"
						+ " until it enters their hex (write 'hidden from' and that side's nationality on the map).";
			} else if (blind.size() == setup.scenario().getSides().size()) {
				message = what + " is hidden from every side, so no side owns it; leave the owner's nationality out of 'hidden from'.";
			}
			if (message != null) {
				report.problem(sheet, BanneretPackage.Literals.SHEET_PLACEMENT__MAP, -1, message, List.of(at), feature);
			}
		}
	}
}
