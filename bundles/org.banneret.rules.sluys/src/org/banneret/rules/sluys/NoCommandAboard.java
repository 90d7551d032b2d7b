package org.banneret.rules.sluys;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.ForceElement;
import org.banneret.model.Formation;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Only squadrons belong to commands; marines and leaders act with the squadron they are aboard
 * [S 3.3.1], [S 5.1.3]. So no marine or leader is listed in a command's formation, and no command
 * has a commander. Optional rule 13.1 Squadron Command may change this for leaders; its text is
 * lost, so with it in play a leader in a command is only doubted.
 */
final class NoCommandAboard extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-CMD-2", "Marines and leaders belong to no command", "3.3.1, 5.1.3",
			Severity.ERROR).readingVariants("squadron_command");

	NoCommandAboard() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		boolean squadronCommand = "on".equals(setup.variant("squadron_command"));
		Set<Formation> commands = Collections.newSetFromMap(new IdentityHashMap<>());
		for (Unit unit : setup.units()) {
			if (Counters.isSquadron(unit) && Counters.commandOf(unit) != null) {
				commands.add(Counters.commandOf(unit));
			}
		}
		for (Unit unit : setup.units()) {
			Formation command = Counters.commandOf(unit);
			boolean leader = Counters.isLeader(unit);
			if ((Counters.isMarine(unit) || leader) && commands.contains(command)) {
				String message = Counters.name(unit) + " is listed in the command " + command.getName() + ", but only squadrons"
						+ " belong to commands; marines and leaders act with the squadron they are aboard [S 3.3.1], [S 5.1.3]."
						+ " List it outside the command formations.";
				if (leader && squadronCommand) {
					report.doubt(unit, null, -1, message + " (Optional rule 13.1 Squadron Command is in play; its text is lost.)",
							List.of());
				} else {
					report.problem(unit, message, List.of());
				}
			}
		}
		for (Side side : setup.scenario().getSides()) {
			checkCommanders(side, squadronCommand, report);
		}
	}

	private static void checkCommanders(ForceElement element, boolean squadronCommand, Report report) {
		for (ForceElement child : element.getElements()) {
			if (child instanceof Formation formation && formation.getCommander() != null) {
				String message = "Command " + formation.getName() + " is commanded by " + formation.getCommander().getName()
						+ ", but leaders command no squadrons [S 5.1.3]; a command activates by chit [S 4.1].";
				if (squadronCommand) {
					report.doubt(formation, BanneretPackage.Literals.FORMATION__COMMANDER, -1, message
							+ " (Optional rule 13.1 Squadron Command is in play; its text is lost.)", List.of());
				} else {
					report.problem(formation, BanneretPackage.Literals.FORMATION__COMMANDER, -1, message, List.of());
				}
			}
			checkCommanders(child, squadronCommand, report);
		}
	}
}
