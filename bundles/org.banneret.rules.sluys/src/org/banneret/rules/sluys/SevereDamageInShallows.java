package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.TerrainEffect;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * In the shallows a sailed squadron counts one damage level worse, so a Severely Damaged one in
 * or entering shallows sinks [S 1.4.4], [S 6.1.8d]: none is set up there. Shallows are the
 * terrain or features with the trait "shallows".
 */
final class SevereDamageInShallows extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-SQ-3", "No Severely Damaged sailed squadron in the shallows",
			"1.4.4, 6.1.8d", Severity.ERROR);
	private static final int SEVERELY_DAMAGED = 2;

	SevereDamageInShallows() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Counters.isSquadron(unit) || !Counters.isSailed(unit) || !Setup.isAlive(unit)
				|| Setup.markers(unit, Counters.DAMAGE).stream()
						.noneMatch(m -> m.isSetValue() && m.getValue() >= SEVERELY_DAMAGED)) {
			return;
		}
		HexPlacement placement = unit.getPlacement() instanceof HexPlacement exact ? exact : null;
		for (Hex hex : setup.hexesOf(unit)) {
			if (isShallows(hex, setup)) {
				String label = setup.label(hex);
				report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
						Counters.name(unit) + " is a Severely Damaged sailed squadron set up in the shallows at " + label
								+ "; there it counts one damage level worse and sinks [S 1.4.4], [S 6.1.8d].",
						List.of(label), unit);
			}
		}
	}

	private static boolean isShallows(Hex hex, Setup setup) {
		TerrainEffect terrain = setup.board().terrainAt(hex);
		return terrain != null && terrain.getTraits().contains(Counters.SHALLOWS) || setup.featuresAt(hex).stream()
				.anyMatch(f -> f.getType() != null && f.getType().getTraits().contains(Counters.SHALLOWS));
	}
}
