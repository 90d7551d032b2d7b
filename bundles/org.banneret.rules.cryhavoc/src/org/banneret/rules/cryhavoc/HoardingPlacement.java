package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Structure;
import org.banneret.model.StructureRole;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-13: hoardings stand against the battlements of the curtain wall: on a battlement hex or
 * across a battlement hexside from one; and only in a scenario that uses them (variant
 * hoardings). Not against a stone tower or the keep, whose arrow-slits they would block (a
 * structure of role tower or keep; a wooden tower may carry them).
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
			List<Hex> walls = wallsBehind(setup, hex);
			if (walls.isEmpty()) {
				Reports.onMap(report, setup, "The map's " + hoarding.name() + " at " + hoarding.label()
						+ " stands against no battlement; hoardings are built out from the battlements of the curtain wall.",
						List.of(hoarding.label()), hoarding.element());
			}
			for (Hex wall : walls) {
				Structure structure = MapData.of(setup).structureAt(wall);
				if (structure != null && structure.isSetRole()
						&& (structure.getRole() == StructureRole.TOWER || structure.getRole() == StructureRole.KEEP)
						&& !"W".equalsIgnoreCase(String.valueOf(structure.getMaterial()).strip())) {
					Reports.onMap(report, setup, "The map's " + hoarding.name() + " at " + hoarding.label() + " stands against "
							+ Hexes.name(structure) + " (role " + structure.getRole().getLiteral() + ") at " + setup.label(wall)
							+ "; hoardings go on the outer curtain wall, not on a stone tower or keep with arrow-slits.",
							List.of(hoarding.label(), setup.label(wall)), hoarding.element(), structure);
				}
			}
		}
	}

	/** The battlement hexes a hoarding is built on or out from. */
	private static List<Hex> wallsBehind(Setup setup, Hex hex) {
		if (Hexes.battlement(setup, hex)) {
			return List.of(hex);
		}
		return MapData.of(setup).bordersOf(hex).stream().filter(b -> b.hasTrait("battlement"))
				.map(b -> hex.neighbour(b.direction())).filter(n -> Hexes.terrainHas(setup, n, "battlement")).toList();
	}
}
