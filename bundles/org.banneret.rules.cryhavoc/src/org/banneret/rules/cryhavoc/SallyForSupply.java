package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.EdgePlacement;
import org.banneret.model.ForceElement;
import org.banneret.model.MapSide;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.map.MapGeometry;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * CH-SCEN-6: in a sally for supply (siege_action = sally_supply) each patrol of the besieger (each
 * group of his order of battle) has at most 8 men, 2 of them mounted and 2 with missile weapons;
 * the garrison's supply group enters through Side 3 of the Village map: every defender who enters
 * (off the map or as a reinforcement) does so there. Mules and carts from the
 * garrison's allowance, and one attempt a day, are not in a single scenario's data.
 */
public final class SallyForSupply extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-6", "Sally for supply: patrols of 8 (2 mounted, 2 missile), the supply group through Side 3",
					"Magna Carta §11.6.3", Severity.ERROR)
			.readingVariants("siege_action");
	private static final int SIDE = 3;

	public SallyForSupply() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"sally_supply".equals(Siege.action(setup))) {
			return;
		}
		for (Side side : setup.scenario().getSides()) {
			if (Siege.isAttacker(side)) {
				side.getElements().forEach(patrol -> checkPatrol(patrol, setup, report));
			}
		}
		MapSide entry = setup.maps().stream().flatMap(map -> map.getSides().stream()).filter(s -> s.getNumber() == SIDE)
				.findFirst().orElse(null);
		for (Unit unit : setup.units()) {
			boolean enters = unit.getPlacement() instanceof EdgePlacement || unit.getPlacement() instanceof ReinforcementPlacement;
			if (enters && Siege.isDefender(setup.sideOf(unit)) && !entersBySide(unit, entry, setup)) {
				Reports.onPlacement(report, unit, Counters.name(unit, setup) + " belongs to the supply group, which enters through"
						+ " Side " + SIDE + " of the Village map" + (entry == null ? " (the map numbers no side " + SIDE + ")" : "")
						+ ".", List.of());
			}
		}
	}

	private static void checkPatrol(ForceElement patrol, Setup setup, Report report) {
		List<Unit> men = new ArrayList<>();
		if (patrol instanceof Unit leader) {
			men.add(leader);
		}
		patrol.eAllContents().forEachRemaining(o -> {
			if (o instanceof Unit unit) {
				men.add(unit);
			}
		});
		men.removeIf(u -> !Counters.isLivingCharacter(u));
		int total = men.stream().mapToInt(Unit::getCount).sum();
		int mounted = men.stream().filter(Counters::isMounted).mapToInt(Unit::getCount).sum();
		int missile = men.stream().filter(SallyForSupply::shoots).mapToInt(Unit::getCount).sum();
		if (total > 8 || mounted > 2 || missile > 2) {
			report.problem(patrol, "The patrol " + (patrol.getName() == null ? "" : patrol.getName() + " ") + "has " + total
					+ " men, " + mounted + " mounted and " + missile + " with missile weapons; a patrol has at most 8, 2 mounted and"
					+ " 2 missile-men.", List.of(), men.toArray(Unit[]::new));
		}
	}

	private static boolean shoots(Unit unit) {
		return List.of("archer", "crossbowman", "skirmisher").contains(Setup.className(unit))
				|| Values.number(unit, "long_range").isPresent();
	}

	/** Set up off the map along side 3, or entering on hexes of its edge. */
	private static boolean entersBySide(Unit unit, MapSide entry, Setup setup) {
		if (entry == null) {
			return false;
		}
		MapEdge edge = setup.sheetOf(entry) == null ? MapGeometry.edge(entry.getEdge()) : setup.sheetOf(entry).edge(entry.getEdge());
		return switch (unit.getPlacement()) {
			case EdgePlacement off -> off.getMapSide() == entry
					|| off.getMapSide() == null && off.isSetEdge() && off.getEdge() == entry.getEdge();
			case ReinforcementPlacement enters -> !enters.getEntryHexes().isEmpty() && enters.getEntryHexes().stream()
					.map(setup::hexOrNull).allMatch(h -> h != null && onEdge(h, edge, setup));
			case null, default -> false;
		};
	}

	private static boolean onEdge(Hex hex, MapEdge edge, Setup setup) {
		return setup.board().edgesOf(hex).contains(edge);
	}
}
