package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Formation;
import org.banneret.model.HexPlacement;
import org.banneret.model.Nationality;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * CH-FORCE-3: characters who act together stand together. A formation says what it does
 * ({@code formation Wall as shield_wall { ... }}): a Huscarls' shield wall is at least 3 Huscarls
 * side by side (Magna Carta §7.2), a lance charge at least 3 adjacent mounted knights (§7.6.4),
 * and a row that missile troops shoot through at least 3 identically armed characters side by
 * side, of one nationality on the Saracen side (§5.5.3.1).
 */
public final class GroupFormations extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-3",
			"A shield wall, lance charge or shooting row is 3 or more characters side by side", "Magna Carta §7.2, §7.6.4, §5.5.3.1",
			Severity.WARNING).readingVariants("huscarls", "lance_charge");
	static final String SHIELD_WALL = "shield_wall";
	static final String LANCE_CHARGE = "lance_charge";
	static final String SHOOTING_ROW = "shooting_row";
	/** The fewest characters of a group (Magna Carta §7.2, §7.6.4, §5.5.3.1). */
	static final int FEWEST = 3;
	private static final String SARACENS = "Saracens";

	public GroupFormations() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Formation wall : setup.groups(SHIELD_WALL)) {
			judge(wall, "a shield wall", "huscarls", unit -> Setup.hasTrait(unit, SHIELD_WALL), "Huscarls", setup, report);
		}
		for (Formation charge : setup.groups(LANCE_CHARGE)) {
			judge(charge, "a lance charge", LANCE_CHARGE, unit -> Counters.isMounted(unit) && Counters.isArmoured(unit),
					"mounted knights", setup, report);
		}
		for (Formation row : setup.groups(SHOOTING_ROW)) {
			if (judge(row, "a shooting row", null, Counters::isCharacter, "characters", setup, report)) {
				sameArms(row, setup, report);
			}
		}
	}

	/** Reports what keeps a group from forming; true when it forms. */
	private static boolean judge(Formation group, String what, String variant, java.util.function.Predicate<Unit> eligible,
			String who, Setup setup, Report report) {
		String name = Describe.name(group);
		if (variant != null && !"on".equals(setup.variant(variant))) {
			report.problem(group, BanneretPackage.Literals.FORMATION__KIND, -1, name + " is " + what
					+ ", but the scenario does not use that rule (variant " + variant + " = " + setup.variant(variant) + ").",
					List.of());
			return false;
		}
		List<Unit> members = Setup.members(group).stream().filter(Setup::isAlive).toList();
		List<Unit> strangers = members.stream().filter(eligible.negate()).toList();
		if (!strangers.isEmpty()) {
			report.problem(group, BanneretPackage.Literals.FORMATION__KIND, -1, name + " is " + what + " of " + who
					+ " only, but holds " + Counters.names(strangers, setup) + ".", List.of(), strangers.toArray(Unit[]::new));
			return false;
		}
		int count = members.stream().mapToInt(Unit::getCount).sum();
		if (count < FEWEST) {
			report.problem(group, BanneretPackage.Literals.FORMATION__KIND, -1, name + " is " + what + " of " + count
					+ " character(s); it takes at least " + FEWEST + ".", List.of(), members.toArray(Unit[]::new));
			return false;
		}
		List<Hex> heads = new ArrayList<>();
		for (Unit member : members) {
			List<Hex> hexes = setup.hexesOf(member);
			if (!(member.getPlacement() instanceof HexPlacement) || hexes.isEmpty() || member.getCount() > 1) {
				report.problem(group, BanneretPackage.Literals.FORMATION__KIND, -1, name + " is " + what + ", but "
						+ Counters.name(member, setup) + " has no hex of his own; set each character of the group on his hex.",
						List.of(), member);
				return false;
			}
			heads.add(hexes.get(0));
		}
		if (!Hex.connected(heads)) {
			List<String> labels = heads.stream().map(setup::label).toList();
			report.problem(group, BanneretPackage.Literals.FORMATION__KIND, -1, name + " is " + what + ", but its characters at "
					+ String.join(", ", labels) + " do not stand side by side.", labels, members.toArray(Unit[]::new));
			return false;
		}
		return true;
	}

	/** A row shot through is identically armed: one unit type, and one nationality among Saracens. */
	private static void sameArms(Formation row, Setup setup, Report report) {
		List<Unit> members = Setup.members(row).stream().filter(Setup::isAlive).toList();
		List<UnitType> types = members.stream().map(Setup::typeOf).filter(Objects::nonNull).distinct().toList();
		if (types.size() > 1) {
			report.problem(row, BanneretPackage.Literals.FORMATION__KIND, -1, Describe.name(row)
					+ " is a shooting row, but its characters are armed differently ("
					+ String.join(", ", types.stream().map(Describe::name).toList()) + "); the row is identically armed.",
					List.of(), members.toArray(Unit[]::new));
			return;
		}
		List<Nationality> nations = members.stream().map(setup::nationalityOf).filter(Objects::nonNull).distinct().toList();
		if (nations.size() > 1 && nations.stream().anyMatch(n -> SARACENS.equals(n.getName()))) {
			report.problem(row, BanneretPackage.Literals.FORMATION__KIND, -1, Describe.name(row)
					+ " is a shooting row of several nationalities; on the Saracen side a row is of one nationality.", List.of(),
					members.toArray(Unit[]::new));
		}
	}
}
