package org.banneret.ui.problems;

import org.banneret.workspace.FindingMarkers;
import org.eclipse.ui.views.markers.MarkerField;
import org.eclipse.ui.views.markers.MarkerItem;

/** The rulebook section a rule finding cites, with the waiver's reason when one covers it. */
public class CitationField extends MarkerField {

	@Override
	public String getValue(MarkerItem item) {
		if (item.getMarker() == null) {
			return "";
		}
		String citation = item.getAttributeValue(FindingMarkers.CITATION, "");
		String waived = item.getAttributeValue(FindingMarkers.WAIVED, "");
		return waived.isEmpty() ? citation : citation + " (waived: " + waived + ")";
	}

	@Override
	public int getDefaultColumnWidth(org.eclipse.swt.widgets.Control control) {
		return 180;
	}
}
