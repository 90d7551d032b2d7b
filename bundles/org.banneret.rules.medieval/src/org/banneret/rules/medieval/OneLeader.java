package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Formation;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;
import org.eclipse.emf.ecore.EObject;

/**
 * Every unit serves one leader of its own side, or belongs to the side's pool of unassigned
 * units [B 12.1.1], [B 12.1.2]. A unit listed under one leader and marked "under" another
 * serves two; "under" a leader of the other side, or under a counter that is no leader, serves
 * none.
 */
final class OneLeader extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-ORG-1", "Each unit serves one leader of its own side, or the pool",
			"[12.1.1], [12.1.2]", Severity.ERROR);

	OneLeader() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (Kinds.isLeader(unit)) {
			return;
		}
		// The unit's own name, not "under ...": which leader it serves is the question here.
		String who = DisplayNames.shortName(unit);
		Unit holder = holdingLeader(unit);
		Unit named = unit.getLeader() != null && !unit.getLeader().eIsProxy() ? unit.getLeader() : null;
		if (named != null && holder != null && named != holder) {
			report.problem(unit, BanneretPackage.Literals.UNIT__LEADER, -1, who + " is listed under " + holder.getName()
					+ " but marked 'under " + named.getName() + "'; a unit serves one leader, and assignments never change.",
					List.of(), holder, named);
			return;
		}
		Unit leader = named != null ? named : holder;
		if (leader == null) {
			return;
		}
		if (!Kinds.isLeader(leader)) {
			report.problem(unit, named != null ? BanneretPackage.Literals.UNIT__LEADER : null, -1, who + " serves "
					+ Describe.unit(leader, setup) + ", which is not a leader; list it under a leader or in the side's pool.",
					List.of(), leader);
			return;
		}
		Side own = setup.sideOf(unit);
		Side theirs = setup.sideOf(leader);
		if (own != null && theirs != null && own != theirs) {
			report.problem(unit, BanneretPackage.Literals.UNIT__LEADER, -1, who + " of " + own.getName() + " is under "
					+ leader.getName() + ", a leader of " + theirs.getName() + "; a unit serves a leader of its own side.",
					List.of(), leader);
		}
	}

	/**
	 * The leader whose block lists the unit: the nearest enclosing counter, or the commander of
	 * the nearest enclosing formation that has one; null for a unit of the pool.
	 */
	private static Unit holdingLeader(Unit unit) {
		for (EObject container = unit.eContainer(); container != null && !(container instanceof Side);
				container = container.eContainer()) {
			if (container instanceof Unit holder) {
				return holder;
			}
			if (container instanceof Formation formation && formation.getCommander() != null
					&& !formation.getCommander().eIsProxy()) {
				return formation.getCommander();
			}
		}
		return null;
	}
}
