package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.OptionalInt;
import java.util.Map;

import org.banneret.model.Nationality;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * CH-FORCE-8: Magna Carta command (variant command_rules = mc, V-17), for the characters listed
 * under each commander: no more than his printed "commands" (an NCO 8 on foot or 5 light
 * cavalry); nobles and officers under a supreme commander or noble, soldiers under an officer or
 * NCO, clergy under a King or Baron, Bedouins and Assassins under an Emir or Royal Mamluk,
 * engineers under an officer or higher, no rider under a commander on foot; and each within his
 * commander's range at the start, or he can neither shoot nor advance. Warnings, as the digest
 * has them: command is optional and works out in play.
 */
public final class MagnaCartaCommand extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-FORCE-8", "Magna Carta command: capacities, who commands whom, range at the start",
					"Magna Carta §12.2, §12.2.1, §12.3.1", Severity.WARNING)
			.readingVariants("command_rules");

	public MagnaCartaCommand() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"mc".equals(setup.variant("command_rules"))) {
			return;
		}
		for (Map.Entry<Unit, List<Unit>> command : Command.subordinates(setup).entrySet()) {
			Unit leader = command.getKey();
			if (!Command.ranks(leader, Command.SUPREME, Command.NOBLE, Command.OFFICER, Command.NCO)) {
				continue;
			}
			List<Unit> men = command.getValue();
			checkCapacity(leader, men, setup, report);
			for (Unit man : men) {
				String why = whyNot(leader, man, setup);
				if (why != null) {
					report.problem(man, Counters.name(man, setup) + " is under " + Counters.name(leader, setup) + ", but " + why + ".",
							List.of(), leader);
				}
				checkRange(leader, man, setup, report);
			}
		}
	}

	private static void checkCapacity(Unit leader, List<Unit> men, Setup setup, Report report) {
		OptionalInt printed = Values.number(leader, "commands");
		if (printed.isEmpty()) {
			return;
		}
		boolean cavalry = men.stream().anyMatch(Counters::isMounted);
		int most = Command.ranks(leader, Command.NCO) && cavalry ? 5 : printed.getAsInt();
		int count = Command.count(men);
		if (count > most) {
			report.problem(leader, Counters.name(leader, setup) + " commands " + count + " characters; he commands at most " + most
					+ (most == 5 ? " light cavalry" : "") + ".", List.of(), men.toArray(Unit[]::new));
		}
	}

	/** Why this commander cannot command this character, or null. */
	private static String whyNot(Unit leader, Unit man, Setup setup) {
		if (Setup.hasTrait(man, "clergy") && !Command.ranks(leader, Command.SUPREME, Command.NOBLE)) {
			return "clergy are commanded only by a King or a Baron";
		}
		if ((Setup.hasTrait(man, "bedouin") || Setup.hasTrait(man, "throwing_dagger")) && !emirOrRoyalMamluk(leader, setup)) {
			return "Bedouins and Assassins are commanded only by an Emir or a Royal Mamluk";
		}
		if ("engineer".equals(Setup.className(man)) && !Command.ranks(leader, Command.SUPREME, Command.NOBLE, Command.OFFICER)) {
			return "engineers are commanded by an officer or higher";
		}
		if (Command.ranks(man, Command.NOBLE, Command.OFFICER) && !Command.ranks(leader, Command.SUPREME, Command.NOBLE)) {
			return "nobles and officers are commanded by a supreme commander or a noble";
		}
		if ((Setup.hasTrait(man, "soldier") || Setup.hasTrait(man, "irregular"))
				&& !Command.ranks(leader, Command.OFFICER, Command.NCO)) {
			return "soldiers are commanded only by officers and NCOs";
		}
		if (Counters.isMounted(man) && !Counters.isMounted(leader)) {
			return "a commander on foot commands only characters on foot";
		}
		return null;
	}

	/** An Emir (a Saracen noble) or a Royal Mamluk. */
	private static boolean emirOrRoyalMamluk(Unit leader, Setup setup) {
		Nationality army = setup.nationalityOf(leader);
		return Setup.hasTrait(leader, "royal_mamluk")
				|| Command.ranks(leader, Command.NOBLE) && army != null && "Saracens".equals(army.getName());
	}

	private static void checkRange(Unit leader, Unit man, Setup setup, Report report) {
		UnitType type = Setup.typeOf(leader);
		List<Hex> from = setup.hexesOf(leader);
		List<Hex> to = setup.hexesOf(man);
		if (type == null || !type.isSetCommandRange() || from.isEmpty() || to.isEmpty()) {
			return;
		}
		int distance = Integer.MAX_VALUE;
		for (Hex a : from) {
			for (Hex b : to) {
				distance = Math.min(distance, a.distance(b));
			}
		}
		if (distance > type.getCommandRange()) {
			String label = setup.label(to.get(0));
			Reports.onHex(report, man, label, Counters.name(man, setup) + " starts " + distance + " hexes from "
					+ Counters.name(leader, setup) + ", beyond his command range of " + type.getCommandRange()
					+ "; out of command he can neither shoot nor advance.", leader);
		}
	}
}
