package org.banneret.rules.medieval;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.GameSystem;
import org.banneret.model.Severity;
import org.banneret.model.StackingLimit;
import org.banneret.model.TerrainEffect;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitType;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * The game system's stacking limits leave leaders out [B 8.1.1] (banners are carried by leaders
 * [B 7.1.2]). The Medieval stacking checks never count leaders, but the area capacity check
 * (BAN-PLACE-2) reads the limits as written, so a limit that counts the leader class is wrong data.
 */
final class LeadersOutsideStacking extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-STACK-2", "Leaders and banners do not count towards stacking",
			"[8.1.1], [7.1.2]", Severity.ERROR);

	LeadersOutsideStacking() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		GameSystem system = setup.system();
		if (system == null) {
			return;
		}
		Set<UnitClass> leaderClasses = leaderClasses(system);
		List<StackingLimit> limits = new ArrayList<>(system.getStackingLimits());
		List<TerrainEffect> effects = new ArrayList<>(system.getTerrainTypes());
		effects.addAll(system.getFeatureTypes());
		effects.forEach(effect -> limits.addAll(effect.getStackingLimits()));
		for (StackingLimit limit : limits) {
			for (UnitClass leader : leaderClasses) {
				boolean counted = limit.getAppliesTo().isEmpty() ? !Setup.holds(limit.getExempt(), leader)
						: Setup.holds(limit.getAppliesTo(), leader);
				if (counted) {
					String where = limit.eContainer() instanceof TerrainEffect effect ? " of " + Describe.name(effect) : "";
					report.problem(setup.scenario(), BanneretPackage.Literals.SCENARIO__GAME_SYSTEM, -1, "Game system "
							+ system.getName() + " has a stacking limit" + where + " (max " + HexStacking.quantity(limit.getMaximum(),
									limit) + ") that counts class " + leader.getName() + "; leaders do not count for stacking, so write"
							+ " 'except " + leader.getName() + "' in it.", List.of(), limit);
				}
			}
		}
	}

	/** The classes of leader types: the class named leader, and any class of a type with a command range. */
	static Set<UnitClass> leaderClasses(GameSystem system) {
		Set<UnitClass> classes = new LinkedHashSet<>();
		for (UnitClass unitClass : system.getUnitClasses()) {
			if (Kinds.LEADER.equals(unitClass.getName())) {
				classes.add(unitClass);
			}
		}
		for (UnitType type : system.getUnitTypes()) {
			if (type.isSetCommandRange() && type.getUnitClass() != null) {
				classes.add(type.getUnitClass());
			}
		}
		return classes;
	}
}
