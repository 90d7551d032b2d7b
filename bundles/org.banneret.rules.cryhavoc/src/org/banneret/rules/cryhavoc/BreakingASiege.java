package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.banneret.model.Formation;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-9: to break a siege ({@code siege_action = break_siege}) the besiegers leave near the
 * castle more men than the defenders have soldiers left, armed peasants and civilians not
 * counted (Magna Carta §11.8). Those men are a formation {@code as blockade} of a besieging
 * side, and take no part in the battle.
 */
public final class BreakingASiege extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SCEN-9",
			"Breaking a siege: the besiegers leave more men at the castle than the defenders have soldiers", "Magna Carta §11.8",
			Severity.ERROR).readingVariants("siege_action");
	static final String BREAK_SIEGE = "break_siege";
	static final String BLOCKADE = "blockade";
	private static final Set<String> NOT_SOLDIERS = Set.of("peasant", "civilian");

	public BreakingASiege() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!BREAK_SIEGE.equals(Siege.action(setup))) {
			return;
		}
		List<Formation> blockades = setup.groups(BLOCKADE).stream()
				.filter(group -> Siege.isAttacker(sideOf(group))).toList();
		int soldiers = 0;
		for (Unit unit : setup.units()) {
			if (Siege.isDefender(setup.sideOf(unit)) && Counters.isLivingCharacter(unit)
					&& !NOT_SOLDIERS.contains(Setup.className(unit))) {
				soldiers += unit.getCount();
			}
		}
		if (blockades.isEmpty()) {
			Reports.onVariant(report, setup, "siege_action", "The besiegers break no siege without leaving men at the castle:"
					+ " list them in a formation 'as blockade' on the besieging side (more than the defenders' " + soldiers
					+ " soldiers).", List.of());
			return;
		}
		List<Unit> left = new ArrayList<>();
		blockades.forEach(group -> Setup.members(group).stream().filter(Counters::isLivingCharacter).forEach(left::add));
		int men = left.stream().mapToInt(Unit::getCount).sum();
		if (men <= soldiers) {
			report.problem(blockades.get(0), org.banneret.model.BanneretPackage.Literals.FORMATION__KIND, -1, "The besiegers"
					+ " leave " + men + " men to blockade the castle, but the defenders have " + soldiers
					+ " soldiers left (armed peasants and civilians not counted); more must stay.", List.of(),
					left.toArray(Unit[]::new));
		}
	}

	private static org.banneret.model.Side sideOf(Formation group) {
		for (org.eclipse.emf.ecore.EObject container = group; container != null; container = container.eContainer()) {
			if (container instanceof org.banneret.model.Side side) {
				return side;
			}
		}
		return null;
	}
}
