package org.banneret.dsl.ide.contentassist;

import org.banneret.dsl.services.BanneretGrammarAccess;
import org.banneret.model.HexMap;
import org.banneret.model.HexsideGlyph;
import org.banneret.model.Scenario;
import org.banneret.model.StructureRole;
import org.banneret.model.naming.StructureRoles;
import org.banneret.model.TerrainPattern;
import org.banneret.model.TerrainType;
import org.banneret.model.naming.MapDrawings;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Board;
import org.banneret.model.map.Hull;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.map.TerrainCodes;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;

import com.google.inject.Inject;

/**
 * Completion beyond names: hex labels of the map being written on, in its own label scheme,
 * whole terrain rows for each terrain code of the game system, rows of a ship's hull drawing,
 * structures' roles, terrains' patterns, hexsides' glyphs and the tasks aboard that the scenario's rule set reads.
 */
public class BanneretProposals extends IdeContentProposalProvider {

	/** A 1000 x 1000 map has a million labels; a prefix narrows them to what a person can read. */
	static final int MAX_HEX_PROPOSALS = 100;

	@Inject
	private BanneretGrammarAccess grammar;

	@Override
	protected void _createProposals(RuleCall ruleCall, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
		if (ruleCall.getRule() == grammar.getHexLabelRule()) {
			proposeHexes(context, acceptor);
		} else if (ruleCall.getRule() == grammar.getGridRowRule()
				&& org.eclipse.xtext.GrammarUtil.containingRule(ruleCall) == grammar.getHullRowsRule()) {
			proposeHullRows(context, acceptor);
		} else if (ruleCall.getRule() == grammar.getGridRowRule()) {
			proposeTerrainRows(context, acceptor);
		} else if (ruleCall.getRule() == grammar.getStructureRoleNameRule()) {
			proposeWords(context, acceptor, StructureRole.VALUES, StructureRole::getLiteral, StructureRoles::describe);
		} else if (ruleCall.getRule() == grammar.getPatternNameRule()) {
			proposeWords(context, acceptor, TerrainPattern.VALUES, TerrainPattern::getLiteral, MapDrawings::describe);
		} else if (ruleCall.getRule() == grammar.getGlyphNameRule()) {
			proposeWords(context, acceptor, HexsideGlyph.VALUES, HexsideGlyph::getLiteral, MapDrawings::describe);
		} else if (ruleCall.getRule() == grammar.getWordRule() && isTask(ruleCall)) {
			proposeTasks(context, acceptor);
		} else {
			super._createProposals(ruleCall, context, acceptor);
		}
	}

	private static boolean isTask(RuleCall ruleCall) {
		org.eclipse.xtext.Assignment assignment = org.eclipse.xtext.GrammarUtil.containingAssignment(ruleCall);
		return assignment != null && "task".equals(assignment.getFeature());
	}

	/** A task aboard is a word of the scenario's rule set (oarsman, steersman...): those it reads. */
	private void proposeTasks(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
		org.eclipse.emf.ecore.EObject root = context.getRootModel();
		if (!(root instanceof org.banneret.model.Scenario scenario) || scenario.getGameSystem() == null
				|| scenario.getGameSystem().eIsProxy() || scenario.getGameSystem().getRuleSet() == null) {
			return;
		}
		java.util.Set<String> tasks = new java.util.TreeSet<>(org.banneret.validation.RuleCatalog
				.vocabulary(scenario.getGameSystem().getRuleSet()).names(org.banneret.rules.Vocabulary.Kind.TASK));
		for (String task : tasks) {
			ContentAssistEntry entry = getProposalCreator().createProposal(task, context);
			if (entry != null) {
				entry.setKind(ContentAssistEntry.KIND_VALUE);
				entry.setDescription("a task aboard in the " + scenario.getGameSystem().getRuleSet() + " rules");
				acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
			}
		}
	}

	/** Words an enumeration is written with (a structure's role, a terrain's pattern): not keywords, so the grammar proposes none. */
	private <E> void proposeWords(ContentAssistContext context, IIdeContentProposalAcceptor acceptor, java.util.List<E> values,
			java.util.function.Function<E, String> word, java.util.function.Function<E, String> meaning) {
		for (E value : values) {
			ContentAssistEntry entry = getProposalCreator().createProposal(word.apply(value), context);
			if (entry != null) {
				entry.setKind(ContentAssistEntry.KIND_VALUE);
				entry.setDescription(meaning.apply(value));
				acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
			}
		}
	}

	private void proposeHexes(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
		Board board = boardOf(context.getCurrentModel());
		if (board != null && board.sheets().size() > 1) {
			proposeBoardHexes(board, context, acceptor);
			return;
		}
		HexMap map = mapOf(context.getCurrentModel());
		if (map == null || map.getGrid() == null) {
			return;
		}
		MapGeometry geometry;
		try {
			geometry = MapGeometry.of(map);
		} catch (IllegalArgumentException e) {
			return;
		}
		String prefix = context.getPrefix();
		int proposed = 0;
		for (Hex hex : geometry.bounds()) {
			String label = geometry.label(hex);
			if (label.startsWith(prefix)) {
				ContentAssistEntry entry = getProposalCreator().createProposal(label, context);
				if (entry != null) {
					TerrainType terrain = geometry.terrainAt(hex);
					entry.setKind(ContentAssistEntry.KIND_VALUE);
					entry.setDescription("hex on " + map.getName() + (terrain == null ? "" : ", " + terrain.getName()));
					acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
				}
				if (++proposed == MAX_HEX_PROPOSALS) {
					return;
				}
			}
		}
	}

	/** On a board of several sheets, every sheet's hexes as sheet:label, the sheet's map and terrain described. */
	private void proposeBoardHexes(Board board, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
		String prefix = context.getPrefix();
		int proposed = 0;
		for (Board.Sheet sheet : board.sheets()) {
			for (Hex local : sheet.geometry().bounds()) {
				Hex hex = sheet.toBoard(local);
				String label = board.label(hex);
				if (label.startsWith(prefix) || sheet.geometry().label(local).startsWith(prefix)) {
					ContentAssistEntry entry = getProposalCreator().createProposal(label, context);
					if (entry != null) {
						TerrainType terrain = board.terrainAt(hex);
						entry.setKind(ContentAssistEntry.KIND_VALUE);
						entry.setDescription("hex of sheet " + sheet.id() + " (" + sheet.map().getName() + ")"
								+ (terrain == null ? "" : ", " + terrain.getName()));
						acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
					}
					if (++proposed == MAX_HEX_PROPOSALS) {
						return;
					}
				}
			}
		}
	}

	/** The board of the scenario a hex is written in, or null in a map or without a usable map. */
	private static Board boardOf(EObject model) {
		EObject root = model == null ? null : EcoreUtil.getRootContainer(model);
		if (!(root instanceof Scenario scenario)) {
			return null;
		}
		try {
			return Board.of(scenario);
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	/**
	 * Rows of a hull drawing as wide as the row above (3 hexes for the first): the bow, the
	 * centre, a mast, the hold, the lower deck, plain deck and the helm, each described by its letters.
	 */
	private void proposeHullRows(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
		org.eclipse.xtext.nodemodel.INode last = context.getLastCompleteNode();
		String above = last == null ? "" : last.getText().trim();
		int width = above.length() > 2 && above.startsWith("\"") && above.endsWith("\"") ? above.length() - 2 : 3;
		String half = ".".repeat(width / 2);
		String inner = "M".repeat(Math.max(0, width - 2));
		String beside = "M".repeat(Math.max(0, (width - 3) / 2));
		for (Hull.Role role : Hull.Role.values()) {
			String row = switch (role) {
				case BOW -> half + "B" + half;
				case HELM -> half + "G" + half;
				case STERN -> half + "S" + half;
				case CENTRE -> "E" + beside + "C" + beside + "E";
				case MAST -> "E" + beside + "T" + beside + "E";
				case EDGE -> "E" + inner + "E";
				case MIDDLE -> "M".repeat(width);
				case HOLD -> "E" + "H".repeat(Math.max(0, width - 2)) + "E";
				case LOWER_DECK -> "L" + inner + "L";
			};
			if (row.length() != width) {
				continue; // a bow or a centre sits in a middle column, which an even row lacks
			}
			ContentAssistEntry entry = getProposalCreator().createProposal("\"" + row + "\"", context);
			if (entry != null) {
				entry.setLabel("\"" + row + "\" - " + role.letter() + " " + role.meaning());
				entry.setDescription("a row of the hull, drawn pointing north; '.' is no hex");
				entry.setKind(ContentAssistEntry.KIND_VALUE);
				acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
			}
		}
	}

	private void proposeTerrainRows(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
		HexMap map = mapOf(context.getCurrentModel());
		if (map == null || map.getGameSystem() == null || map.getGrid() == null) {
			return;
		}
		int columns = map.getGrid().getColumns();
		propose(context, acceptor, "\"" + TerrainCodes.DEFAULT_CHARACTER + "*" + columns + "\"",
				". - " + (map.getDefaultTerrain() == null ? "default terrain" : map.getDefaultTerrain().getName()));
		for (TerrainType terrain : map.getGameSystem().getTerrainTypes()) {
			String code = terrain.getCode();
			if (code != null && code.length() == 1 && code.charAt(0) != TerrainCodes.DEFAULT_CHARACTER) {
				propose(context, acceptor, "\"" + code + "*" + columns + "\"", code + " - " + terrain.getName());
			}
		}
	}

	private void propose(ContentAssistContext context, IIdeContentProposalAcceptor acceptor, String text, String label) {
		ContentAssistEntry entry = getProposalCreator().createProposal(text, context);
		if (entry != null) {
			entry.setLabel(label);
			entry.setDescription("a whole row of this terrain");
			entry.setKind(ContentAssistEntry.KIND_VALUE);
			acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
		}
	}

	/** The map a hex is written on: the map itself, or a scenario's first map. */
	private static HexMap mapOf(EObject model) {
		if (model == null) {
			return null;
		}
		EObject root = EcoreUtil.getRootContainer(model);
		if (root instanceof HexMap map) {
			return map;
		}
		if (root instanceof Scenario scenario && !scenario.getSheets().isEmpty()) {
			HexMap map = scenario.getSheets().get(0).getMap();
			return map == null || map.eIsProxy() ? null : map;
		}
		return null;
	}
}
