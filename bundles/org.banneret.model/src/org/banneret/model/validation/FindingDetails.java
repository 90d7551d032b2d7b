package org.banneret.model.validation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a finding says beyond its message: the check's code ("BAN-STACK-1", "LANG-SYNTAX"), the
 * rulebook citation, the check's own severity, the waiver's reason when a waiver covers it, and
 * the hexes and elements involved. Editors receive findings as Xtext issues and LSP diagnostics,
 * which carry only strings, so the details travel as a string array ({@link #toData()}).
 */
public record FindingDetails(String code, String citation, String severity, String waivedBecause, List<String> hexes,
		List<String> elements) {

	private static final int FIXED = 4;

	public FindingDetails {
		citation = citation == null ? "" : citation;
		severity = severity == null ? "" : severity;
		hexes = List.copyOf(hexes);
		elements = List.copyOf(elements);
	}

	/** A finding of the language itself: no citation, hexes or elements. */
	public static FindingDetails of(String code) {
		return new FindingDetails(code, "", "", null, List.of(), List.of());
	}

	public boolean isWaived() {
		return waivedBecause != null;
	}

	/** citation, severity, waiver reason ("" when none), the number of hexes, the hexes, the elements. */
	public String[] toData() {
		List<String> data = new ArrayList<>(FIXED + hexes.size() + elements.size());
		data.add(citation);
		data.add(severity);
		data.add(waivedBecause == null ? "" : waivedBecause);
		data.add(Integer.toString(hexes.size()));
		data.addAll(hexes);
		data.addAll(elements);
		return data.toArray(String[]::new);
	}

	/** The details of a finding with this code and data; data that is not {@link #toData()}'s gives none. */
	public static FindingDetails fromData(String code, String[] data) {
		if (data == null || data.length < FIXED) {
			return of(code);
		}
		int hexCount;
		try {
			hexCount = Integer.parseInt(data[3]);
		} catch (NumberFormatException e) {
			return of(code);
		}
		if (hexCount < 0 || FIXED + hexCount > data.length) {
			return of(code);
		}
		List<String> all = Arrays.asList(data);
		return new FindingDetails(code, data[0], data[1], data[2].isEmpty() ? null : data[2],
				all.subList(FIXED, FIXED + hexCount), all.subList(FIXED + hexCount, data.length));
	}
}
