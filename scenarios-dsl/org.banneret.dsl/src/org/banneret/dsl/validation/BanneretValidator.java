package org.banneret.dsl.validation;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.CounterSpec;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.banneret.model.hex.HexLabelException;
import org.banneret.model.map.Board;
import org.banneret.model.map.MapGeometry;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.ComposedChecks;
import org.eclipse.xtext.validation.NamesAreUniqueValidator;

/**
 * Checks that belong to the language: every hex a map names is written in its label scheme and
 * lies on the map; a counter has one back face. The model's own constraints (grid sizes, terrain codes) come from the model's
 * EValidator, and everything about a scenario's set-up from the rules engine.
 */
@ComposedChecks(validators = NamesAreUniqueValidator.class)
public class BanneretValidator extends AbstractBanneretValidator {

	public static final String HEX_LABEL = "org.banneret.dsl.hexLabel";
	public static final String SHEET_PLACEMENT = "org.banneret.dsl.sheetPlacement";
	public static final String AMBIGUOUS_LABEL = "org.banneret.dsl.ambiguousLabel";

	private static final BanneretPackage MODEL = BanneretPackage.eINSTANCE;
	/** Where a scenario writes hexes, which may be qualified with a sheet. */
	private static final List<EAttribute> SCENARIO_HEX_ATTRIBUTES = List.of(MODEL.getHexPlacement_Hexes(),
			MODEL.getAnchor_Hex(), MODEL.getPathSegment_From(), MODEL.getPathSegment_To(),
			MODEL.getReinforcementPlacement_EntryHexes(), MODEL.getVictoryPoints_Hexes(),
			MODEL.getAutomaticCondition_Hexes(), MODEL.getRuleWaiver_Hexes());
	private static final List<EAttribute> MAP_HEX_ATTRIBUTES = List.of(MODEL.getHexFeature_Hex(),
			MODEL.getHexsideFeature_Hex(), MODEL.getMapPath_Hexes(), MODEL.getRegion_Hexes(), MODEL.getHexMarker_Hex(),
			MODEL.getStructure_Hexes(), MODEL.getStructureDamage_Hex());

	/** A counter has one back face: a second 'back' block would silently replace the first. */
	@Check
	public void oneBackFace(CounterSpec counter) {
		List<INode> backs = NodeModelUtils.findNodesForFeature(counter, MODEL.getCounterSpec_Back());
		if (backs.size() > 1) {
			error("A counter has one back face; merge these " + backs.size() + " 'back' blocks into one.", counter,
					MODEL.getCounterSpec_Back(), INSIGNIFICANT_INDEX);
		}
	}

	@Check
	public void mapHexesAreOnTheMap(HexMap map) {
		MapGeometry geometry = geometry(map);
		if (geometry == null) {
			return;
		}
		for (EObject element : (Iterable<EObject>) map::eAllContents) {
			for (EAttribute attribute : MAP_HEX_ATTRIBUTES) {
				if (attribute.getEContainingClass().isInstance(element)) {
					checkLabels(geometry, element, attribute);
				}
			}
		}
	}

	private void checkLabels(MapGeometry geometry, EObject element, EAttribute attribute) {
		Object value = element.eGet(attribute);
		if (value instanceof List<?> labels) {
			for (int i = 0; i < labels.size(); i++) {
				checkLabel(geometry, element, attribute, i, (String) labels.get(i));
			}
		} else if (value instanceof String label) {
			checkLabel(geometry, element, attribute, INSIGNIFICANT_INDEX, label);
		}
	}

	private void checkLabel(MapGeometry geometry, EObject element, EAttribute attribute, int index, String label) {
		try {
			geometry.hex(label);
		} catch (HexLabelException e) {
			error("Hex " + label + " is not on map " + geometry.map().getName() + ": " + e.getMessage() + ".", element,
					attribute, index, HEX_LABEL, label);
		}
	}

	/** The board a scenario's map lines lay, made once for both of its checks. */
	@Check
	public void sheetsAndTheirLabels(Scenario scenario) {
		Board board = board(scenario);
		if (board != null) {
			sheetsLieOnTheBoard(board);
			plainLabelsOnSeveralSheetsAreNamed(scenario, board);
		}
	}

	/**
	 * Each map line lays its sheet on the board: in line with the first sheet's grid, over no other
	 * sheet, turned 0 or 180 degrees, under a name of its own. The error says what would fit.
	 */
	private void sheetsLieOnTheBoard(Board board) {
		for (Board.Misplaced misplaced : board.problems()) {
			error("This map cannot be laid here: " + misplaced.why() + ".", misplaced.placement(), null,
					INSIGNIFICANT_INDEX, SHEET_PLACEMENT);
		}
	}

	/**
	 * On a board of several sheets a plain label is read on the first sheet; where another sheet has
	 * that label too, say so, since the designer may have meant it.
	 */
	private void plainLabelsOnSeveralSheetsAreNamed(Scenario scenario, Board board) {
		if (board.sheets().size() < 2) {
			return;
		}
		for (EObject element : (Iterable<EObject>) scenario::eAllContents) {
			for (EAttribute attribute : SCENARIO_HEX_ATTRIBUTES) {
				if (!attribute.getEContainingClass().isInstance(element)) {
					continue;
				}
				Object value = element.eGet(attribute);
				List<?> labels = value instanceof List<?> list ? list : value == null ? List.of() : List.of(value);
				for (int i = 0; i < labels.size(); i++) {
					String label = (String) labels.get(i);
					if (label == null || label.indexOf(':') >= 0 || board.find(label) == null) {
						continue;
					}
					List<String> also = board.sheets().stream().skip(1).filter(sheet -> sheet.find(label) != null)
							.map(Board.Sheet::id).toList();
					if (!also.isEmpty()) {
						String first = board.sheets().get(0).id();
						warning("Hex " + label + " is read on the first sheet, " + first + ", but " + String.join(" and ", also)
								+ (also.size() == 1 ? " has" : " have") + " a hex " + label + " too: write " + first + ":" + label
								+ " or " + also.get(0) + ":" + label + ".", element, attribute,
								value instanceof List<?> ? i : INSIGNIFICANT_INDEX, AMBIGUOUS_LABEL, label);
					}
				}
			}
		}
	}

	private static Board board(Scenario scenario) {
		try {
			return Board.of(scenario);
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	private static MapGeometry geometry(HexMap map) {
		try {
			return MapGeometry.of(map);
		} catch (IllegalArgumentException e) {
			return null; // the model validator reports an impossible grid
		}
	}
}
