package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.banneret.model.BanneretFactory;
import org.banneret.model.GridOrientation;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.LabelKind;
import org.banneret.model.LabelScheme;
import org.banneret.model.OffsetParity;
import org.banneret.model.hex.Hex;
import org.banneret.model.validation.FindingDetails;
import org.banneret.render.MapPainter;
import org.banneret.ui.map.parts.Findings;
import org.banneret.ui.map.parts.Findings.Finding;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Range;
import org.junit.jupiter.api.Test;

/** The Map page's findings by hex: the live check's merged with the language server's. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class FindingsTest {

	private final MapPainter painter = new MapPainter(map());

	/**
	 * The page merges its own rule findings with the server's after every move, from the same two
	 * sets again and again: a merge must leave both as they were.
	 */
	@Test
	void findingsMergedWithTheServersTwiceAreTheSameAndLeaveBothAlone() {
		Findings here = Findings.of(List.of(finding("BAN-ENEMY-1", "0203")), painter);
		Findings server = Findings.of(List.of(finding("BAN-ENEMY-1", "0203"), finding("LANG-LINK", "0203"),
				finding("LANG-LINK", "0405")), painter);
		Hex shared = painter.hexOrNull("0203");
		Hex serverOnly = painter.hexOrNull("0405");

		Findings once = here.with(server, code -> code.startsWith("BAN-"));
		Findings twice = here.with(server, code -> code.startsWith("BAN-"));

		assertEquals(List.of("BAN-ENEMY-1", "LANG-LINK"), codes(once.at(shared)), "the rule's finding once, the server's own beside it");
		assertEquals(List.of("LANG-LINK"), codes(once.at(serverOnly)));
		assertEquals(once.all(), twice.all());
		assertEquals(List.of("BAN-ENEMY-1"), codes(here.at(shared)), "the page's own findings stay as they were");
		assertEquals(List.of(), codes(here.at(serverOnly)));
		assertEquals(List.of("BAN-ENEMY-1", "LANG-LINK"), codes(server.at(shared)), "and the server's");
	}

	private static List<String> codes(List<Finding> findings) {
		return findings.stream().map(Finding::code).toList();
	}

	private static Diagnostic finding(String code, String hex) {
		Diagnostic diagnostic = new Diagnostic(new Range(), code + " at " + hex, DiagnosticSeverity.Error, "banneret", code);
		diagnostic.setData(new FindingDetails(code, "", "error", null, List.of(hex), List.of()).toData());
		return diagnostic;
	}

	private static HexMap map() {
		BanneretFactory factory = BanneretFactory.eINSTANCE;
		HexGrid grid = factory.createHexGrid();
		grid.setOrientation(GridOrientation.FLAT);
		grid.setParity(OffsetParity.ODD);
		grid.setColumns(10);
		grid.setRows(10);
		LabelScheme labels = factory.createLabelScheme();
		labels.setKind(LabelKind.NUMERIC);
		labels.setColumnDigits(2);
		labels.setRowDigits(2);
		grid.setLabels(labels);
		HexMap map = factory.createHexMap();
		map.setGrid(grid);
		return map;
	}
}
