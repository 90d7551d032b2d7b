package org.banneret.rules.medieval;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Region;
import org.banneret.model.RegionPlacement;
import org.banneret.model.RuleFlag;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;
import org.banneret.rules.generic.Areas;

/**
 * In the free set-up variant each side sets up inside its own region ("Scottish Player sets up
 * his forces freely on Ochill Hills and English forces are placed freely on southern bank of
 * Forth River", Stirling): with the variant free_setup on, every unit placed on exact hexes or in
 * a region lies within the regions its side's {@code setup_region} flags name. A region whose
 * hexes the map does not give cannot be judged: a warning, once.
 */
final class FreeSetupRegions extends Rule {

	static final String VARIANT = "free_setup";
	static final String FLAG = "setup_region";
	static final RuleInfo INFO = MedievalRules.ban("BAN-PLACE-5", "In free set-up, units lie in their side's set-up region",
			"Stirling / Notes", Severity.ERROR).readingVariants(VARIANT);

	FreeSetupRegions() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"on".equals(setup.variant(VARIANT)) || setup.board() == null) {
			return;
		}
		Map<Side, Set<Hex>> allowed = new LinkedHashMap<>();
		Map<Side, List<Region>> regions = new LinkedHashMap<>();
		for (RuleFlag flag : Flags.withKey(setup, FLAG)) {
			List<Side> sides = Flags.sides(flag).isEmpty() ? setup.scenario().getSides() : Flags.sides(flag);
			for (Region region : Flags.regions(flag)) {
				Set<Hex> hexes = Areas.regionHexes(region, setup);
				if (hexes.isEmpty()) {
					report.doubt(flag, BanneretPackage.Literals.RULE_FLAG__TARGETS, flag.getTargets().indexOf(region), "Free"
							+ " set-up region " + Describe.name(region) + " has no hexes on map " + setup.map().getName()
							+ ", so the set-up in it cannot be checked.", List.of());
				}
				for (Side side : sides) {
					allowed.computeIfAbsent(side, s -> new HashSet<>()).addAll(hexes);
					regions.computeIfAbsent(side, s -> new ArrayList<>()).add(region);
				}
			}
		}
		if (regions.isEmpty()) {
			report.doubt(setup.scenario(), null, -1, "The free set-up variant is on, but this scenario names no set-up"
					+ " regions (a flag '" + FLAG + " for <side>, <region>'), so its free set-up cannot be checked.", List.of());
			return;
		}
		for (Side side : setup.scenario().getSides()) {
			if (!regions.containsKey(side)) {
				report.doubt(side, null, -1, "The free set-up variant is on, but no '" + FLAG + " for " + side.getName()
						+ ", <region>' flag says where " + side.getName() + " sets up.", List.of());
			}
		}
		for (Unit unit : setup.units()) {
			Set<Hex> inside = allowed.getOrDefault(setup.sideOf(unit), Set.of());
			if (!inside.isEmpty()) {
				check(unit, inside, regions.get(setup.sideOf(unit)), setup, report);
			}
		}
	}

	private static void check(Unit unit, Set<Hex> inside, List<Region> regions, Setup setup, Report report) {
		String where = regions.stream().map(Describe::name).distinct().reduce((a, b) -> a + " or " + b).orElse("");
		if (unit.getPlacement() instanceof HexPlacement placement) {
			for (Hex hex : setup.hexesOf(unit)) {
				if (!inside.contains(hex)) {
					String label = setup.label(hex);
					report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
							Describe.unit(unit, setup) + " is placed on " + label + ", outside " + where + ", where "
									+ setup.sideOf(unit).getName() + " sets up in the free set-up variant.", List.of(label), unit);
					return;
				}
			}
		} else if (unit.getPlacement() instanceof RegionPlacement inRegion && inRegion.getRegion() != null
				&& !regions.contains(inRegion.getRegion())) {
			Set<Hex> hexes = Areas.regionHexes(inRegion.getRegion(), setup);
			if (!hexes.isEmpty() && !inside.containsAll(hexes)) {
				report.problem(inRegion, BanneretPackage.Literals.REGION_PLACEMENT__REGION, -1, Describe.unit(unit, setup)
						+ " is placed in " + Describe.name(inRegion.getRegion()) + ", which reaches outside " + where + ", where "
						+ setup.sideOf(unit).getName() + " sets up in the free set-up variant.", List.of(), unit);
			}
		}
	}
}
