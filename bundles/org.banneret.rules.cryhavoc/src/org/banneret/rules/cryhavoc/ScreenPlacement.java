package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.HexFeature;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.TerrainEffect;
import org.banneret.model.TerrainType;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-9: a screen's base lies along one hexside, so it has a facing; and it stands only where
 * a horse could, except on filled moat (terrain or features closed to any horse class).
 */
public final class ScreenPlacement extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-9",
			"A screen is faced and stands where horses could, or on filled moat", "Magna Carta §10.5.1-10.5.2; Siege §5.21-5.22",
			Severity.ERROR);

	public ScreenPlacement() {
		super(INFO);
	}

	@Override
	void check(Unit screen, Setup setup, Report report) {
		if (!Setup.hasTrait(screen, "screen") || !Setup.isAlive(screen)
				|| !(screen.getPlacement() instanceof HexPlacement placement) || setup.hexesOf(screen).isEmpty()) {
			return;
		}
		String who = Counters.name(screen, setup);
		if (!placement.isSetFacing()) {
			Reports.onFacing(report, screen, who + " has no facing; a screen's base lies along one hexside (add 'facing').",
					placement.getHexes());
		}
		for (Hex hex : setup.hexesOf(screen)) {
			TerrainEffect closed = closedToHorses(setup, hex);
			if (closed != null && !Hexes.filledMoat(setup, hex)) {
				String label = setup.label(hex);
				Reports.onHex(report, screen, label, who + " stands at " + label + ", " + Hexes.name(closed)
						+ ", which horses may not enter; a screen stands only where a horse could, or on filled moat.");
			}
		}
	}

	private static TerrainEffect closedToHorses(Setup setup, Hex hex) {
		TerrainType terrain = Hexes.terrain(setup, hex);
		if (terrain != null && closesToHorses(terrain) && !Hexes.crossing(setup, hex)) {
			return terrain;
		}
		for (HexFeature feature : setup.featuresAt(hex)) {
			if (feature.getType() != null && closesToHorses(feature.getType())) {
				return feature.getType();
			}
		}
		return null;
	}

	private static boolean closesToHorses(TerrainEffect effect) {
		return effect.isImpassable() || effect.getImpassableFor().stream().map(UnitClass::getName)
				.anyMatch(List.of("rider", "heavyrider", "camel", "animal")::contains);
	}
}
