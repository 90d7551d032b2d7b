package org.banneret.rules.sluys;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.eclipse.emf.ecore.EObject;

/**
 * An archery factor is 0 or more; English archers shoot longbows, every other archer a crossbow
 * [S 8.2], [S 8.2.4-8.2.5]; knights never shoot [S 3.3.2a]. Printed factors are lost with the
 * counter art: a scenario sets them ("set archery 2") and marks the bow with the trait "longbow"
 * or "crossbow"; knights carry the trait "no_archery".
 */
final class ArcheryFactors extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-ARCH-1", "Archery factors are 0 or more; longbows English only",
			"8.2, 8.2.1, 8.2.4-8.2.5, 3.3.2a", Severity.ERROR);

	ArcheryFactors() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		String name = Counters.name(unit);
		Optional<Values.Value> value = Values.current(unit, Counters.ARCHERY);
		OptionalInt archery = value.map(v -> OptionalInt.of(v.value())).orElse(OptionalInt.empty());
		EObject where = value.filter(Values.Value::inScenario).map(Values.Value::element).orElse(unit);
		if (archery.isPresent() && archery.getAsInt() < 0) {
			report.problem(where, name + " has an archery factor of " + archery.getAsInt() + "; an archery factor is 0 or"
					+ " more [S 8.2.1].", List.of());
		} else if (archery.isPresent() && archery.getAsInt() > 0 && Setup.hasTrait(unit, Counters.NO_ARCHERY)) {
			report.problem(where, name + " has an archery factor of " + archery.getAsInt() + ", but its counter never shoots:"
					+ " knights have no archery [S 3.3.2a].", List.of());
		}
		boolean longbow = Setup.hasTrait(unit, Counters.LONGBOW);
		boolean crossbow = Setup.hasTrait(unit, Counters.CROSSBOW);
		Fleet owner = Fleet.ownerOf(unit, setup);
		if (longbow && crossbow) {
			report.problem(unit, BanneretPackage.Literals.UNIT__TRAITS, -1, name + " is marked with both a longbow and a"
					+ " crossbow; an archery factor shows one bow [S 8.2].", List.of());
		} else if (longbow && owner == Fleet.FRENCH) {
			report.problem(unit, BanneretPackage.Literals.UNIT__TRAITS, unit.getTraits().indexOf(Counters.LONGBOW), name
					+ " is French or allied but shoots a longbow; only English archers have longbows, all others crossbows"
					+ " [S 8.2.4], [S 8.2.5].", List.of());
		} else if (crossbow && owner == Fleet.ENGLISH) {
			report.problem(unit, BanneretPackage.Literals.UNIT__TRAITS, unit.getTraits().indexOf(Counters.CROSSBOW), name
					+ " is English but shoots a crossbow; English archery is the longbow [S 8.2.4].", List.of());
		}
	}

}
