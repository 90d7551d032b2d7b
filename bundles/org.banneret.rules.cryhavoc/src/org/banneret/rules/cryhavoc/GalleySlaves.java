package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Nationality;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/**
 * CH-FORCE-12: a galley's oarsmen are designated as the scenario starts: galley slaves, Byzantine
 * oarsmen or sailors. A galley rowed by slaves, unless Byzantine, moves only with a guard on its
 * lower deck (Magna Carta §14.2.1, §14.3.5.2).
 */
public final class GalleySlaves extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-12",
			"Galley oarsmen designated; a guard on a non-Byzantine galley's lower deck", "Magna Carta §14.2.1, §14.3.5.2",
			Severity.WARNING);

	public GalleySlaves() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		if (!Setup.hasTrait(ship, Crews.GALLEY)) {
			return;
		}
		String name = Counters.name(ship, setup);
		List<Unit> oarsmen = Ships.atTask(setup, ship, Crews.OARSMAN);
		for (Unit oarsman : oarsmen) {
			if (!Crews.isGalleySlave(oarsman) && !Setup.hasTrait(oarsman, Crews.BYZANTINE_OARSMAN) && !Crews.isSailor(oarsman)) {
				Crews.onTask(report, setup, oarsman, Counters.name(oarsman, setup) + " rows " + name + " but is not designated a"
						+ " galley slave, a Byzantine oarsman or a sailor (traits galley_slave, byzantine_oarsman, sailor).", ship);
			}
		}
		Nationality nation = setup.nationalityOf(ship);
		boolean byzantine = nation != null && "Byzantines".equals(nation.getName());
		boolean slaves = oarsmen.stream().anyMatch(Crews::isGalleySlave);
		boolean guard = Ships.atTask(setup, ship, Crews.GUARD).stream()
				.anyMatch(u -> Counters.isLivingCharacter(u) && "lowerdeck".equals(Counters.slot(u, setup)));
		if (slaves && !byzantine && !guard) {
			Reports.onPlacement(report, ship, name + " is rowed by galley slaves and has no guard on its lower deck; it cannot"
					+ " move until one stands there ('task guard ... on lowerdeck').", setup.labelsOf(ship));
		}
	}
}
