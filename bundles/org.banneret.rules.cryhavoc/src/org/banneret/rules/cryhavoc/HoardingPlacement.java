package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-13: hoardings stand against the battlements of the curtain wall: on a battlement hex or
 * across a battlement hexside from one; and only in a scenario that uses them (variant
 * hoardings). Whether the wall is the outer curtain rather than a tower with arrow-slits is not
 * in the map's data.
 */
public final class HoardingPlacement extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-13",
			"Hoardings only against battlements, and only if the scenario uses them", "Magna Carta §9.2.2.1, §9.2.7",
			Severity.ERROR)
			.readingVariants("hoardings");

	public HoardingPlacement() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		List<MapItem> hoardings = MapItem.all(setup, "hoarding", "Hoarding");
		if (hoardings.isEmpty()) {
			return;
		}
		if (!"on".equals(setup.variant("hoardings"))) {
			List<String> labels = hoardings.stream().map(MapItem::label).toList();
			Reports.onVariant(report, setup, "hoardings", "The map has hoardings at " + String.join(", ", labels)
					+ ", but the scenario does not use hoardings (variant hoardings = " + setup.variant("hoardings") + ").", labels,
					hoardings.stream().map(MapItem::element).toArray(org.eclipse.emf.ecore.EObject[]::new));
		}
		for (MapItem hoarding : hoardings) {
			Hex hex = hoarding.hex();
			boolean againstBattlement = Hexes.battlement(setup, hex) || MapData.of(setup).bordersOf(hex).stream()
					.anyMatch(b -> b.hasTrait("battlement") && Hexes.terrainHas(setup, hex.neighbour(b.direction()), "battlement"));
			if (!againstBattlement) {
				Reports.onMap(report, setup, "The map's " + hoarding.name() + " at " + hoarding.label()
						+ " stands against no battlement; hoardings are built out from the battlements of the curtain wall.",
						List.of(hoarding.label()), hoarding.element());
			}
		}
	}
}
