package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Set;

import org.banneret.model.Region;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * CH-SCEN-4: an assault renewed after a halt (siege_action = renewed_assault) starts with the
 * defenders in the keep (the map's region Keep) or, where Magna Carta lets them hold inner walls
 * (variant assault_halt = keep_or_inner_walls, V-28), inside the castle; the attackers outside the
 * keep and, if a defender has a bow or crossbow, beyond its longest range of the keep.
 */
public final class RenewedAssault extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-4", "Renewed assault: defenders in the keep, attackers out of the keep and out of bowshot",
					"Magna Carta §11.6.1; Siege §6.72", Severity.ERROR)
			.readingVariants("siege_action", "assault_halt");

	public RenewedAssault() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"renewed_assault".equals(Siege.action(setup)) || setup.board() == null) {
			return;
		}
		Region keep = Siege.region(setup, "Keep");
		if (keep == null) {
			Reports.doubtOnMap(report, setup, "The renewed assault's map has no region Keep, so the set-up cannot be checked.",
					List.of());
			return;
		}
		Region held = "keep_only".equals(setup.variant("assault_halt")) || Siege.fortification(setup) == null ? keep
				: Siege.fortification(setup);
		Set<Hex> keepHexes = Siege.hexes(keep, setup);
		Set<Hex> heldHexes = Siege.hexes(held, setup);
		int bowshot = bowshot(setup);
		for (Unit unit : setup.units()) {
			Side side = setup.sideOf(unit);
			Set<Hex> hexes = Siege.placedHexes(unit, setup);
			String who = Counters.name(unit, setup);
			if (Siege.isDefender(side) && Counters.isCharacter(unit)) {
				if (hexes.isEmpty() || !heldHexes.containsAll(hexes)) {
					Reports.onPlacement(report, unit, who + " defends but is not set up in " + Hexes.name(held)
							+ "; a renewed assault starts with every defender there.", List.of());
				}
			} else if (Siege.isAttacker(side)) {
				Hex near = hexes.stream().filter(h -> distance(h, keepHexes) <= bowshot).findFirst().orElse(null);
				if (near != null) {
					boolean in = keepHexes.contains(near);
					Reports.onPlacement(report, unit, who + " attacks and is set up at " + setup.label(near) + ", "
							+ (in ? "inside " + Hexes.name(keep) : distance(near, keepHexes) + " hexes from " + Hexes.name(keep)
									+ ", within the defenders' bowshot of " + bowshot)
							+ "; a renewed assault starts with the attackers outside the keep and out of bowshot.",
							List.of(setup.label(near)));
				}
			}
		}
	}

	/** The longest range of a defender's bow or crossbow, or 0 when none has one. */
	private static int bowshot(Setup setup) {
		int range = 0;
		for (Unit unit : setup.units()) {
			if (Siege.isDefender(setup.sideOf(unit)) && Counters.isLivingCharacter(unit)
					&& List.of("longbow", "shortbow", "crossbow").stream().anyMatch(t -> Setup.hasTrait(unit, t))) {
				range = Math.max(range, Values.currentOr(unit, "long_range", 0));
			}
		}
		return range;
	}

	private static int distance(Hex hex, Set<Hex> keep) {
		return keep.stream().mapToInt(hex::distance).min().orElse(Integer.MAX_VALUE);
	}
}
