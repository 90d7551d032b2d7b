package org.banneret.ui.problems;

import org.banneret.workspace.FindingMarkers;
import org.eclipse.ui.views.markers.MarkerField;
import org.eclipse.ui.views.markers.MarkerItem;

/** The finding's code: the rule id (BAN-STACK-1) or the language's (LANG-SYNTAX). */
public class CodeField extends MarkerField {

	@Override
	public String getValue(MarkerItem item) {
		return item.getMarker() == null ? "" : item.getAttributeValue(FindingMarkers.CODE, "");
	}

	@Override
	public int getDefaultColumnWidth(org.eclipse.swt.widgets.Control control) {
		return 110;
	}
}
