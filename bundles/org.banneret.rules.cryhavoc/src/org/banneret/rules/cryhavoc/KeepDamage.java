package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.Severity;
import org.banneret.model.Structure;
import org.banneret.model.StructureRole;
import org.banneret.model.hex.Hex;
import org.banneret.model.naming.StructureRoles;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-9: the keep is battered only once a hex of the outer walls (a structure of role
 * curtain, tower or gate) is demolished, and then only its three hexes nearest that breach, so
 * keep damage or rubble shows only there. Judged on maps whose structures say their role.
 */
public final class KeepDamage extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-9",
			"Keep damage only behind an outer breach, on the 3 keep hexes nearest it", "Magna Carta §10.12.5; Siege §4.21",
			Severity.ERROR);
	/** How many keep hexes nearest a breach may be battered (Magna Carta §10.12.5). */
	static final int BATTERED_NEAREST = 3;

	public KeepDamage() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		MapData data = MapData.of(setup);
		Map<Structure, List<Hex>> keeps = data.structures(StructureRole.KEEP);
		if (keeps.isEmpty()) {
			return;
		}
		List<MapItem> onKeep = MapItem.damage(setup).stream().filter(item -> keepOf(data, item.hex()) != null).toList();
		if (onKeep.isEmpty()) {
			return;
		}
		List<Hex> breaches = breaches(setup, data);
		for (MapItem damage : onKeep) {
			Structure keep = keepOf(data, damage.hex());
			if (breaches.isEmpty()) {
				Reports.onMap(report, setup, "The keep hex " + damage.label() + " shows " + damage.name()
						+ ", but no hex of the outer walls is demolished; the keep is battered only through a breach in"
						+ " the outer walls.", List.of(damage.label()), damage.element(), keep);
				continue;
			}
			Set<Hex> batterable = new LinkedHashSet<>();
			for (Hex breach : breaches) {
				batterable.addAll(nearest(keeps.get(keep), breach));
			}
			if (!batterable.contains(damage.hex())) {
				List<String> nearest = batterable.stream().map(setup::label).sorted().toList();
				Reports.onMap(report, setup, "The keep hex " + damage.label() + " shows " + damage.name()
						+ ", but only the " + BATTERED_NEAREST + " keep hexes nearest a breach in the outer walls ("
						+ breaches.stream().map(setup::label).sorted().reduce((a, b) -> a + ", " + b).orElse("")
						+ ") can be battered: " + String.join(", ", nearest) + ".", List.of(damage.label()), damage.element(), keep);
			}
		}
	}

	private static Structure keepOf(MapData data, Hex hex) {
		Structure structure = data.structureAt(hex);
		return structure != null && structure.isSetRole() && structure.getRole() == StructureRole.KEEP ? structure : null;
	}

	/** The demolished hexes of the outer walls. */
	private static List<Hex> breaches(Setup setup, MapData data) {
		List<Hex> breaches = new ArrayList<>();
		for (StructureRole role : StructureRole.VALUES) {
			if (StructureRoles.isOuterWall(role)) {
				data.structures(role).values().forEach(hexes -> hexes.stream()
						.filter(hex -> Hexes.demolished(setup, hex)).forEach(breaches::add));
			}
		}
		return breaches;
	}

	/** The keep hexes nearest a breach: the closest three, and any as close as the third. */
	private static List<Hex> nearest(List<Hex> keep, Hex breach) {
		List<Hex> sorted = new ArrayList<>(keep);
		sorted.sort(Comparator.comparingInt(breach::distance));
		if (sorted.size() <= BATTERED_NEAREST) {
			return sorted;
		}
		int third = breach.distance(sorted.get(BATTERED_NEAREST - 1));
		return sorted.stream().filter(hex -> breach.distance(hex) <= third).toList();
	}
}
