package org.banneret.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

import org.banneret.setup.CounterLooks;
import org.banneret.model.AutomaticCondition;
import org.banneret.model.ForceElement;
import org.banneret.model.Formation;
import org.banneret.model.HexMap;
import org.banneret.model.Nationality;
import org.banneret.model.RuleWaiver;
import org.banneret.model.Scenario;
import org.banneret.model.ScenarioLink;
import org.banneret.model.Side;
import org.banneret.model.SpecialRule;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.VictoryPoints;
import org.banneret.model.map.Board;
import org.banneret.model.naming.DisplayNames;
import org.banneret.render.Anchor;
import org.banneret.render.CounterLook;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * The printed pages of a scenario: the set-up card, as the rulebooks print a scenario (title,
 * situation, turns, each side's forces and placements, victory, special rules), and the order of
 * battle chart, a table of every side's units with their values and placements.
 */
public final class SetupCard {

	private static final double[] CARD_COLUMNS = { 0, 0.5 };
	private static final double[] CHART_COLUMNS = { 0, 0.3, 0.38, 0.52, 0.61, 0.71, 0.78 };

	private final Scenario scenario;
	private final Setup setup;

	public SetupCard(Scenario scenario, Setup setup) {
		this.scenario = scenario;
		this.setup = setup;
	}

	/** The set-up card. */
	public TextPages card(Paper paper) {
		TextPages pages = new TextPages(paper, DisplayNames.title(scenario) + ": set-up card");
		pages.title(DisplayNames.title(scenario));
		pages.paragraph(facts(), 0, true);
		if (scenario.getDescription() != null) {
			pages.paragraph(scenario.getDescription(), 0, false);
		}
		if (setup.sheets().size() > 1) {
			pages.subheading("Map layout");
			pages.paragraph(layoutText(), 0, false);
			pages.figure(LAYOUT_HEIGHT, this::drawLayout);
		}
		for (ScenarioLink link : scenario.getLinks()) {
			pages.paragraph("Follows " + DisplayNames.title(link.getSource()) + (link.getDescription() != null ? ": " + link.getDescription() : "."), 0,
					false);
		}
		for (Side side : scenario.getSides()) {
			pages.heading(DisplayNames.title(side), colourOf(side));
			String sideFacts = sideFacts(side);
			if (!sideFacts.isEmpty()) {
				pages.paragraph(sideFacts, 0, false);
			}
			pages.subheading("Forces and set-up");
			for (ForceElement element : side.getElements()) {
				forces(pages, element, 0);
			}
			if (!side.getAutomaticVictory().isEmpty() || !side.getVictoryPoints().isEmpty()) {
				pages.subheading("Victory");
				for (AutomaticCondition condition : side.getAutomaticVictory()) {
					pages.paragraph("Automatic victory: " + (condition.getDescription() != null ? condition.getDescription()
							: condition.getKind().getLiteral().replace('_', ' ')), 0, false);
				}
				for (VictoryPoints points : side.getVictoryPoints()) {
					pages.row(List.of(String.format(Locale.ROOT, "%+d", points.getPoints()),
							points.getDescription() != null ? points.getDescription() : points.getEvent().getLiteral()), new double[] { 0, 0.08 }, false,
							null);
				}
			}
		}
		if (!scenario.getSpecialRules().isEmpty()) {
			pages.heading("Special rules", new Rgb(0x44, 0x44, 0x44));
			for (SpecialRule rule : scenario.getSpecialRules()) {
				pages.subheading(DisplayNames.title(rule));
				pages.paragraph(rule.getText(), 0, false);
			}
		}
		if (!scenario.getWaivers().isEmpty()) {
			pages.heading("Rules this scenario sets aside", new Rgb(0x44, 0x44, 0x44));
			for (RuleWaiver waiver : scenario.getWaivers()) {
				pages.paragraph(waiver.getRuleId() + ": " + (waiver.getReason() != null ? waiver.getReason() : ""), 0, false);
			}
		}
		return pages;
	}

	/** How tall the layout's diagram prints on the card. */
	private static final double LAYOUT_HEIGHT = 55;

	/** The sheets in words: "castle: The border castle; village: The village, 26 columns east, turned 180 degrees." */
	private String layoutText() {
		List<String> parts = new ArrayList<>();
		for (Board.Sheet sheet : setup.sheets()) {
			String where = sheet.column() == 0 && sheet.row() == 0 ? "" : ", at column " + sheet.column() + ", row " + sheet.row();
			parts.add(sheet.id() + ": " + DisplayNames.title(sheet.map()) + where + (sheet.turned() ? ", turned 180 degrees" : ""));
		}
		return "Lay out the maps as shown (" + String.join("; ", parts) + ").";
	}

	/** The sheets as rectangles where they lie, each with its id and title, scaled to the card. */
	private void drawLayout(Canvas canvas, double x, double top, double width) {
		MapPainter board = MapPainter.of(setup.board());
		double scale = Math.min(width / board.width(), LAYOUT_HEIGHT / board.height());
		for (MapPainter.SheetOutline sheet : board.sheetOutlines()) {
			double[] corners = sheet.corners().clone();
			for (int i = 0; i < corners.length; i += 2) {
				corners[i] = x + corners[i] * scale;
				corners[i + 1] = top + corners[i + 1] * scale;
			}
			canvas.fill(new Rgb(0xf4, 0xf1, 0xea));
			canvas.fillPolygon(corners);
			canvas.line(new Rgb(0x1a, 0x1a, 0x1a), 0.4, false);
			canvas.strokePolygon(corners);
			double left = Math.min(corners[0], corners[4]);
			double right = Math.max(corners[0], corners[4]);
			double upper = Math.min(corners[1], corners[5]);
			double lower = Math.max(corners[1], corners[5]);
			canvas.fill(new Rgb(0x1a, 0x1a, 0x1a));
			canvas.text(sheet.id(), (left + right) / 2, (upper + lower) / 2 - 2.5, 3.2, true, Anchor.CENTRE);
			canvas.text(sheet.title() + (sheet.turned() ? " (turned 180)" : ""), (left + right) / 2, (upper + lower) / 2 + 2.5, 2.4,
					false, Anchor.CENTRE);
		}
	}

	/** The order of battle chart. */
	public TextPages orderOfBattle(Paper paper) {
		TextPages pages = new TextPages(paper, DisplayNames.title(scenario) + ": order of battle");
		pages.title(DisplayNames.title(scenario) + ": order of battle");
		pages.paragraph(facts(), 0, true);
		for (Side side : scenario.getSides()) {
			pages.heading(DisplayNames.title(side), colourOf(side));
			pages.row(List.of("Unit", "Count", "Class", "Armour", "Strength", "Move", "Set-up"), CHART_COLUMNS, true, null);
			int[] totals = new int[2];
			for (ForceElement element : side.getElements()) {
				chart(pages, element, 0, totals);
			}
			pages.paragraph(String.format(Locale.ROOT, "%d counters in %d rows.", totals[0], totals[1]), 0, true);
		}
		return pages;
	}

	private String facts() {
		List<String> facts = new ArrayList<>();
		if (scenario.getGameSystem() != null && !scenario.getGameSystem().eIsProxy()) {
			facts.add(DisplayNames.title(scenario.getGameSystem()));
		}
		HexMap map = Setup.mapOf(scenario);
		if (setup.sheets().size() > 1) {
			facts.add("maps: " + String.join(", ", setup.sheets().stream().map(sheet -> DisplayNames.title(sheet.map())).toList()));
		} else if (map != null) {
			facts.add("map: " + DisplayNames.title(map));
		} else if (!scenario.getSheets().isEmpty() && scenario.getSheets().get(0).getMap() != null) {
			facts.add("map: not found");
		}
		if (scenario.isSetFirstTurn() && scenario.isSetLastTurn()) {
			facts.add("turns " + scenario.getFirstTurn() + " to " + scenario.getLastTurn());
		}
		return String.join(" · ", facts);
	}

	private static String sideFacts(Side side) {
		List<String> facts = new ArrayList<>();
		if (side.isInitiative()) {
			facts.add("Has the initiative");
		}
		if (side.isSetSetupOrder()) {
			facts.add("sets up " + (side.getSetupOrder() == 1 ? "first" : side.getSetupOrder() == 2 ? "second" : "in turn " + side.getSetupOrder()));
		}
		if (side.isSetMorale()) {
			facts.add("morale " + side.getMorale());
		}
		if (side.isSetBanners()) {
			facts.add(side.getBanners() + (side.getBanners() == 1 ? " banner" : " banners"));
		}
		if (!side.getNationalities().isEmpty()) {
			facts.add(String.join(", ", side.getNationalities().stream().map(DisplayNames::title).toList()));
		}
		if (facts.isEmpty()) {
			return "";
		}
		String text = String.join("; ", facts) + ".";
		return Character.toUpperCase(text.charAt(0)) + text.substring(1);
	}

	/** A force as the rulebooks list it: "11 x INF [0]" and where it sets up, its units indented under a leader or formation. */
	private void forces(TextPages pages, ForceElement element, int depth) {
		String indent = "    ".repeat(depth);
		if (element instanceof Unit unit) {
			pages.row(List.of(indent + notation(unit), DisplayNames.notation(unit.getPlacement())), CARD_COLUMNS, false, colourOf(unit));
		} else if (element instanceof Formation formation) {
			pages.row(List.of(indent + DisplayNames.title(formation) + ":", ""), CARD_COLUMNS, false, null);
		}
		for (ForceElement child : element.getElements()) {
			forces(pages, child, depth + 1);
		}
	}

	private void chart(TextPages pages, ForceElement element, int depth, int[] totals) {
		String indent = "    ".repeat(depth);
		if (element instanceof Unit unit) {
			UnitType type = Setup.typeOf(unit);
			pages.row(List.of(indent + (unit.getName() != null ? DisplayNames.title(unit) : type != null ? DisplayNames.title(type) : "?"),
					Integer.toString(Math.max(1, unit.getCount())), type == null || type.getUnitClass() == null ? "" : DisplayNames.title(type.getUnitClass()),
					number(unit.isSetArmour() ? OptionalInt.of(unit.getArmour()) : Values.number(unit, Values.ARMOUR)),
					number(Values.number(unit, Values.STRENGTH)), number(Values.number(unit, Values.MOVEMENT)),
					DisplayNames.notation(unit.getPlacement())), CHART_COLUMNS, false, colourOf(unit));
			totals[0] += Math.max(1, unit.getCount());
			totals[1]++;
		} else if (element instanceof Formation formation) {
			pages.row(List.of(indent + DisplayNames.title(formation), "", "", "", "", "", ""), CHART_COLUMNS, false, null);
		}
		for (ForceElement child : element.getElements()) {
			chart(pages, child, depth + 1, totals);
		}
	}

	/** "Edward Bruce (leader, banner)", "11 x INF [0]", "4 x ARCH flipped". */
	private static String notation(Unit unit) {
		UnitType type = Setup.typeOf(unit);
		StringBuilder text = new StringBuilder();
		if (unit.getName() != null) {
			text.append(DisplayNames.title(unit));
			List<String> notes = new ArrayList<>();
			if (type != null) {
				notes.add(DisplayNames.title(type).toLowerCase(Locale.ROOT));
			}
			if (unit.isBanner()) {
				notes.add("banner");
			}
			if (!notes.isEmpty()) {
				text.append(" (").append(String.join(", ", notes)).append(')');
			}
		} else {
			text.append(DisplayNames.shortName(unit));
		}
		if (unit.isFlipped()) {
			text.append(type != null && type.getBackFace() != null ? ", " + type.getBackFace() : ", flipped");
		}
		return text.toString();
	}

	private static String number(OptionalInt value) {
		return value.isPresent() ? Integer.toString(value.getAsInt()) : "";
	}

	private Rgb colourOf(Unit unit) {
		return CounterLooks.colourOf(setup, scenario, unit);
	}

	private Rgb colourOf(Side side) {
		Nationality first = side.getNationalities().isEmpty() ? null : side.getNationalities().get(0);
		return CounterLook.colourOf(first, side, scenario.getSides().indexOf(side));
	}
}
