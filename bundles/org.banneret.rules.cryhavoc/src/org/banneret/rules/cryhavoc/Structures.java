package org.banneret.rules.cryhavoc;

import org.banneret.model.Structure;
import org.banneret.rules.Setup;

/** The damage stages of the siege record sheet (Magna Carta §10.12.3; variant V-14). */
final class Structures {

	private Structures() {
	}

	/**
	 * The stage at which a structure hex is demolished: stone 4, adobe 2, wood 1 by material
	 * (Magna Carta §10.12.3), or 4 for every wall under the Siege rules (Siege §4.13). Null for a
	 * material the rules do not know.
	 */
	static Integer demolitionStage(Structure structure, Setup setup) {
		String rule = setup.variant("demolition_stages");
		if ("four_stages".equals(rule) || "extension_sets".equals(rule)) {
			return 4;
		}
		String material = structure.getMaterial() == null ? "" : structure.getMaterial().strip().toUpperCase();
		return switch (material) {
			case "S" -> 4;
			case "A" -> 2;
			case "W" -> 1;
			default -> null;
		};
	}
}
