package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.RuleFlag;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-1: the besieger places no more filled-moat markers than the scenario allows: its rule
 * flag "filled_moat = n", and in an Assault at most 10 (Magna Carta §11.6.1). Fascine counters
 * (trait fills_moat) and FilledMoat markers on the map count; filled moat drawn into the map
 * does not.
 */
public final class FilledMoatAllowance extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-1", "Filled-moat markers within the scenario's allowance (10 in an Assault)",
					"Magna Carta §10.2, §11.6.1", Severity.ERROR)
			.readingVariants("siege_action");
	private static final int ASSAULT = 10;

	public FilledMoatAllowance() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		boolean assault = "assault".equals(Siege.action(setup));
		RuleFlag flag = Siege.flag(setup, "filled_moat");
		Integer allowed = Siege.flagNumber(setup, "filled_moat");
		if (assault && allowed != null && allowed > ASSAULT) {
			report.problem(flag, BanneretPackage.Literals.RULE_FLAG__VALUE, -1, "The scenario allows " + allowed
					+ " filled-moat markers, but an Assault allows at most " + ASSAULT + ".", List.of());
		}
		int most = allowed != null ? allowed : assault ? ASSAULT : -1;
		if (most < 0) {
			return;
		}
		List<Unit> fascines = setup.units().stream()
				.filter(u -> Setup.hasTrait(u, "fills_moat") && Setup.isAlive(u)).toList();
		List<MapItem> markers = MapItem.markers(setup, "FilledMoat");
		int count = fascines.stream().mapToInt(Unit::getCount).sum() + markers.size();
		if (count > most) {
			String message = "The besieger places " + count + " filled-moat markers, but " + (allowed != null
					? "the scenario allows " + allowed : "an Assault allows " + ASSAULT) + ".";
			if (!fascines.isEmpty()) {
				Unit last = fascines.get(fascines.size() - 1);
				Reports.onPlacement(report, last, message, setup.hexesOf(last).stream().map(setup::label).toList(),
						fascines.toArray(Unit[]::new));
			} else {
				Reports.onMap(report, setup, message, markers.stream().map(MapItem::label).toList(),
						markers.stream().map(MapItem::element).toArray(org.eclipse.emf.ecore.EObject[]::new));
			}
		}
	}
}
