package org.banneret.rules.sluys;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Formation;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Each fleet has three commands [S 5.1.1], six in all [S 2.0]; every squadron serves in one
 * command of the fleet that controls it [S 5.2.5]. A command is the formation a squadron is
 * listed in. A squadron listed with the other fleet must be under a Captured marker, and a
 * Captured one must be listed with its captor. Command colours are lost with the counter art.
 */
final class Commands extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-CMD-1", "Three commands a fleet; every squadron in one of its controller's",
			"5.1.1, 2.0, 5.2.5", Severity.ERROR);
	private static final int COMMANDS = 3;

	Commands() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Map<Side, Set<Formation>> commands = new LinkedHashMap<>();
		setup.scenario().getSides().forEach(side -> commands.put(side, new LinkedHashSet<>()));
		for (Unit unit : setup.units()) {
			if (!Counters.isSquadron(unit)) {
				continue;
			}
			Formation command = Counters.commandOf(unit);
			if (command == null) {
				report.problem(unit, Counters.name(unit) + " is in no command. Every squadron serves in one of its fleet's three"
						+ " commands [S 5.1.1]: list it in the formation of its command.", List.of());
			} else if (setup.sideOf(unit) != null) {
				commands.get(setup.sideOf(unit)).add(command);
			}
			checkController(unit, command, setup, report);
		}
		for (Map.Entry<Side, Set<Formation>> side : commands.entrySet()) {
			List<Formation> formations = new ArrayList<>(side.getValue());
			String names = String.join(", ", formations.stream().map(Formation::getName).toList());
			if (formations.size() > COMMANDS) {
				report.problem(formations.get(COMMANDS), "Side " + side.getKey().getName() + " has " + formations.size()
						+ " commands (" + names + "); each fleet has three [S 5.1.1], [S 2.0].", List.of(),
						formations.toArray(Formation[]::new));
			} else if (formations.size() < COMMANDS) {
				report.problem(side.getKey(), "Side " + side.getKey().getName() + " has " + formations.size() + " command"
						+ (formations.size() == 1 ? "" : "s") + (names.isEmpty() ? "" : " (" + names + ")")
						+ " holding squadrons; each fleet has three [S 5.1.1], [S 2.0]. A command is the formation its"
						+ " squadrons are listed in.", List.of(), formations.toArray(Formation[]::new));
			}
		}
	}

	private static void checkController(Unit squadron, Formation command, Setup setup, Report report) {
		Side side = setup.sideOf(squadron);
		Fleet serves = Fleet.of(side);
		Fleet owner = Fleet.ownerOf(squadron, setup);
		if (serves == null || owner == null) {
			return;
		}
		String name = Counters.name(squadron);
		String where = command == null ? "side " + side.getName() : "command " + command.getName();
		boolean captured = Setup.hasMarker(squadron, Counters.CAPTURED);
		if (owner != serves && !captured) {
			report.problem(squadron, BanneretPackage.Literals.UNIT__MARKERS, -1, name + " is " + owner.withArticle() + " squadron"
					+ " serving in the " + serves.title() + " " + where + " without a Captured marker; a squadron serves the"
					+ " other fleet only once captured [S 5.2.3], [S 5.2.5a]: mark it 'with Captured = n', n the command.",
					List.of());
		} else if (owner == serves && captured) {
			report.problem(Setup.markers(squadron, Counters.CAPTURED).get(0), name + " carries a Captured marker but serves"
					+ " its own fleet's " + where + "; a captured squadron joins a command of its captor [S 5.2.5a]: list it"
					+ " with the " + serves.other().title() + " side and give it its nationality ('of ...').", List.of());
		} else if (owner != serves && Setup.hasMarker(squadron, Counters.LIBERATED)) {
			report.problem(Setup.markers(squadron, Counters.LIBERATED).get(0), name + " carries a Liberated marker but"
					+ " serves the " + serves.title() + " " + where + "; a liberated squadron serves its own fleet again"
					+ " [S 5.2.4], [S 5.2.5b].", List.of());
		}
	}
}
