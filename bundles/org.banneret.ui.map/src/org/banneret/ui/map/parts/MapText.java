package org.banneret.ui.map.parts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.GameSystem;
import org.banneret.model.HexMap;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * A map file's text as the Map page read it, with the spans of its terrain and elevation rows.
 * Two readings whose texts differ only within those spans, of one game system, differ only in
 * cells: a brush, fill or elevation stroke. Kept with the view, since the model itself is changed
 * in place or unloaded by the next reading.
 */
record MapText(String text, List<int[]> rows, GameSystem system) {

	/** The text a map was read from; null for a map without a node model (made in code). */
	static MapText of(HexMap map) {
		ICompositeNode node = NodeModelUtils.getNode(map);
		if (node == null) {
			return null;
		}
		List<int[]> rows = new ArrayList<>();
		for (EAttribute grid : List.of(BanneretPackage.Literals.HEX_MAP__TERRAIN, BanneretPackage.Literals.HEX_MAP__ELEVATION)) {
			for (INode value : NodeModelUtils.findNodesForFeature(map, grid)) {
				rows.add(new int[] { value.getOffset(), value.getEndOffset() });
			}
		}
		rows.sort(Comparator.comparingInt(span -> span[0]));
		return new MapText(node.getRootNode().getText(), rows, map.getGameSystem());
	}

	/** Whether a later reading's text differs from this one's only within the rows of its cells. */
	boolean differsOnlyInRows(MapText later) {
		if (later.system != system || later.rows.size() != rows.size()) {
			return false;
		}
		int from = 0;
		int laterFrom = 0;
		for (int i = 0; i <= rows.size(); i++) {
			int to = i < rows.size() ? rows.get(i)[0] : text.length();
			int laterTo = i < rows.size() ? later.rows.get(i)[0] : later.text.length();
			if (to - from != laterTo - laterFrom || !text.regionMatches(from, later.text, laterFrom, to - from)) {
				return false;
			}
			if (i < rows.size()) {
				from = rows.get(i)[1];
				laterFrom = later.rows.get(i)[1];
			}
		}
		return true;
	}
}
