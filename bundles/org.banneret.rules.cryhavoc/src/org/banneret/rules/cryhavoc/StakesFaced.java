package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.HexFeature;
import org.banneret.model.HexMarker;
import org.banneret.model.Severity;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-19: stakes have a front, the arrow on their marker, since crossing them costs more from
 * their front than from their back; a feature or marker of stakes says which way it faces
 * ({@code hex F07 stakes facing N}, {@code marker Stakes at F07 facing N}).
 */
public final class StakesFaced extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-19", "Stakes have a facing", "Magna Carta §7.9.1",
			Severity.ERROR);

	public StakesFaced() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (MapItem stakes : MapItem.all(setup, "stakes", "Stakes")) {
			boolean faced = switch (stakes.element()) {
				case HexFeature feature -> feature.isSetFacing();
				case HexMarker marker -> marker.isSetFacing();
				default -> true;
			};
			if (!faced) {
				Reports.onMap(report, setup, "The map's " + stakes.name() + " at " + stakes.label()
						+ " has no facing; stakes point one way (their arrow), so write 'facing' and the direction.",
						List.of(stakes.label()), stakes.element());
			}
		}
	}
}
