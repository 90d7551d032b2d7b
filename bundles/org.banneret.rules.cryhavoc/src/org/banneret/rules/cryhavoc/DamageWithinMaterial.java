package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Scenario;
import org.banneret.model.Severity;
import org.banneret.model.Structure;
import org.banneret.model.StructureDamage;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-12: a structure's damage stage lies between 0 and the stage that demolishes it: stone
 * (S) 4, adobe (A) 2, wood (W) 1 by material (Magna Carta §10.12.3), or 4 for every wall under
 * the Siege rules (variant demolition_stages, V-14). Batter and rock cannot be battered at all.
 * Damage on a hex outside the structure, or on a material the rules do not know, is a warning.
 */
public final class DamageWithinMaterial extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-TERR-12", "Damage stages within the material's limit", "Magna Carta §10.12.3, §9.2.5, §9.5.1; Siege §4.13",
					Severity.ERROR)
			.readingVariants("demolition_stages");

	public DamageWithinMaterial() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.map() == null || setup.board() == null) {
			return;
		}
		MapData data = MapData.of(setup);
		data.damage().forEach((hex, damage) -> {
			boolean today = damage.eContainer() instanceof Scenario;
			Structure structure = today ? data.structureAt(hex) : (Structure) damage.eContainer();
			String where = (today ? "The scenario's siege record gives " : "The record sheet gives ")
					+ (structure == null ? "" : Hexes.name(structure) + " at ") + setup.label(hex) + " damage stage "
					+ damage.getStage();
			List<String> hexes = List.of(setup.label(hex));
			if (structure == null) {
				Reports.onMap(report, setup, where + ", but no structure of the map stands there.", hexes, damage);
				return;
			}
			Integer last = Structures.demolitionStage(structure, setup);
			if (Hexes.has(setup, hex, "no_battering") && damage.getStage() > 0) {
				Reports.onMap(report, setup, where + ", but batter and rock cannot be battered.", hexes, damage, structure);
			} else if (damage.getStage() < 0 || last != null && damage.getStage() > last) {
				Reports.onMap(report, setup, where + ", but " + material(structure) + " goes from stage 0 to " + last
						+ " (demolished).", hexes, damage, structure);
			} else if (last == null && damage.getStage() != 0) {
				Reports.doubtOnMap(report, setup, where + ", but its material \"" + structure.getMaterial()
						+ "\" is none of S, A or W, so the stage cannot be judged.", hexes, damage, structure);
			}
			if (!today && !structure.getHexes().contains(damage.getHex())) {
				Reports.doubtOnMap(report, setup, where + ", but " + setup.label(hex) + " is not one of its hexes.", hexes, damage,
						structure);
			}
		});
	}

	private static String material(Structure structure) {
		return switch (structure.getMaterial() == null ? "" : structure.getMaterial().strip().toUpperCase()) {
			case "S" -> "stone (S)";
			case "A" -> "adobe (A)";
			case "W" -> "wood (W)";
			default -> "a wall";
		};
	}
}
