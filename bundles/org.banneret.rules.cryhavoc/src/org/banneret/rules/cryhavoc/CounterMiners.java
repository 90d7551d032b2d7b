package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Formation;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * CH-EQ-17: a counter-mine's team meets in the court facing the mined wall, and counts no more
 * characters than the open hexes that lead in a straight line to the mined hex (Magna Carta
 * §10.17.7). The team is a formation {@code as counter_mine at COURT, MINED}.
 */
public final class CounterMiners extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-17",
			"Counter-miners no more than the open hexes in line to the mined hex", "Magna Carta §10.17.7", Severity.ERROR);
	static final String COUNTER_MINE = "counter_mine";

	public CounterMiners() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.board() == null) {
			return;
		}
		for (Formation team : setup.groups(COUNTER_MINE)) {
			String name = Describe.name(team);
			List<String> labels = team.getHexes();
			if (labels.size() != 2) {
				report.problem(team, BanneretPackage.Literals.FORMATION__KIND, -1, name + " is a counter-mine; write 'at' the"
						+ " court it starts from and then the mined wall hex (at K12, M14).", labels);
				continue;
			}
			Hex court = setup.hexOrNull(labels.get(0));
			Hex mined = setup.hexOrNull(labels.get(1));
			if (court == null || mined == null) {
				continue; // a hex off the board: the language reports it
			}
			if (!court.inLineWith(mined) || court.equals(mined)) {
				report.problem(team, BanneretPackage.Literals.FORMATION__HEXES, 1, name + " digs from " + labels.get(0) + " to "
						+ labels.get(1) + ", which are not in a straight line of hexes; a counter-mine runs straight at the"
						+ " mined hex.", labels);
				continue;
			}
			if (!Hexes.mine(setup, mined)) {
				report.problem(team, BanneretPackage.Literals.FORMATION__HEXES, 1, name + " digs towards " + labels.get(1)
						+ ", where the map shows no mine to intercept.", List.of(labels.get(1)));
			}
			int open = openHexesLeadingTo(court, mined, setup);
			List<Unit> diggers = Setup.members(team).stream().filter(Counters::isLivingCharacter).toList();
			int count = diggers.stream().mapToInt(Unit::getCount).sum();
			if (count > open) {
				report.problem(team, BanneretPackage.Literals.FORMATION__KIND, -1, name + " has " + count
						+ " counter-miners, but only " + open + " open hex(es) lead in a straight line from " + labels.get(0)
						+ " to the mined hex " + labels.get(1) + ".", labels, diggers.toArray(Unit[]::new));
			}
		}
	}

	/** The open hexes from the mined hex back towards the court, up to the first wall or closed hex. */
	static int openHexesLeadingTo(Hex court, Hex mined, Setup setup) {
		List<Hex> line = mined.lineTo(court);
		int open = 0;
		for (Hex hex : line.subList(1, line.size())) {
			if (!setup.board().contains(hex) || Hexes.structure(setup, hex) || Hexes.closed(setup, hex) != null) {
				break;
			}
			open++;
		}
		return open;
	}
}
