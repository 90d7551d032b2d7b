package org.banneret.model.naming;

import org.banneret.model.StructureRole;

/** What each role of a structure means, in the words of the siege rules. */
public final class StructureRoles {

	private StructureRoles() {
	}

	/** A designer's description of a role, for hovers and completion. */
	public static String describe(StructureRole role) {
		return switch (role) {
			case CURTAIN -> "the outer curtain wall and its battlements";
			case TOWER -> "a tower of the outer walls";
			case GATE -> "a gate, gatehouse or the wall sections beside it";
			case KEEP -> "the keep, battered only through a breach in the outer walls";
			case RAMPART -> "an interior rampart behind the outer face";
			case BUILDING -> "a building: a house, a stable, a tent";
			case BRIDGE -> "a bridge or a drawbridge";
		};
	}

	/** Whether a structure of this role is part of the outer walls (curtain, tower or gate). */
	public static boolean isOuterWall(StructureRole role) {
		return role == StructureRole.CURTAIN || role == StructureRole.TOWER || role == StructureRole.GATE;
	}
}
