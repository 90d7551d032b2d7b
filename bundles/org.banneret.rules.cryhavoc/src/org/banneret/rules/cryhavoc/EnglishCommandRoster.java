package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Map;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-7: under the English Cry Havoc command rule (variant command_rules = cry_havoc_english,
 * V-17) a sergeant commands at most 20 characters, named before play (those listed under him),
 * and a knight at most 30.
 */
public final class EnglishCommandRoster extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-FORCE-7", "English Cry Havoc command: a sergeant's 20 men, a knight's 30", "Siege §6.5",
					Severity.ERROR)
			.readingVariants("command_rules");

	public EnglishCommandRoster() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"cry_havoc_english".equals(setup.variant("command_rules"))) {
			return;
		}
		for (Map.Entry<Unit, List<Unit>> command : Command.subordinates(setup).entrySet()) {
			Unit leader = command.getKey();
			int most = Command.ranks(leader, Command.NCO) ? 20
					: Setup.hasTrait(leader, "knight") || Command.ranks(leader, Command.OFFICER, Command.NOBLE, Command.SUPREME) ? 30
							: Integer.MAX_VALUE;
			int count = Command.count(command.getValue());
			if (count > most) {
				report.problem(leader, Counters.name(leader, setup) + " commands " + count + " characters; under the English Cry"
						+ " Havoc rule a " + (most == 20 ? "sergeant commands at most 20" : "knight commands at most 30") + ".",
						List.of(), command.getValue().toArray(Unit[]::new));
			}
		}
	}
}
