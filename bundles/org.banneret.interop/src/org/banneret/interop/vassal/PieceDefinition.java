package org.banneret.interop.vassal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The text of a VASSAL piece slot: the command that adds one piece, {@code +/null/TYPE/STATE}
 * ({@code VASSAL.build.module.BasicCommandEncoder}, AddPiece), for a two-faced counter: a Layer
 * of its back face around a Marker of its properties around the basic piece with its front.
 */
final class PieceDefinition {

	/** Ctrl+F, as a Swing key stroke's code and modifiers (CTRL_DOWN_MASK | CTRL_MASK): the usual "flip" key of VASSAL modules. */
	static final String FLIP_KEY = "70,130";

	private PieceDefinition() {
	}

	/**
	 * A counter with a front and, if {@code back} is not null, a back face a Layer shows.
	 *
	 * @param name the piece's name in the palette and in reports
	 * @param properties marker properties the module can filter on (side, class, type)
	 * @param flipped whether the piece starts showing its back
	 * @param gpid the slot's unique piece id
	 */
	static String slot(String name, String front, String back, String backName, Map<String, String> properties, boolean flipped, String gpid) {
		List<String[]> traits = new ArrayList<>(); // outermost first: type, state
		if (back != null) {
			traits.add(layer(back, backName, flipped));
		}
		if (!properties.isEmpty()) {
			traits.add(marker(properties));
		}
		return piece(traits, front, name, gpid);
	}

	/** The add-piece command of a basic piece with its image and name inside its traits, outermost first. */
	private static String piece(List<String[]> traits, String image, String name, String gpid) {
		// VASSAL.counters.BasicPiece: type piece;cloneKey;deleteKey;image;name, state map;x;y;gpid;property count
		String type = "piece;" + SequenceText.join(';', List.of("", "", image, name));
		String state = SequenceText.join(';', List.of("null", 0, 0, gpid, 0));
		for (int i = traits.size() - 1; i >= 0; i--) { // VASSAL.counters.Decorator: own part, TAB, the inner piece as one field
			type = SequenceText.join('\t', List.of(traits.get(i)[0], type));
			state = SequenceText.join('\t', List.of(traits.get(i)[1], state));
		}
		return "+/" + SequenceText.join('/', List.of("null", type, state));
	}

	/** A Marker ({@code VASSAL.counters.Marker}) of the properties a module can filter pieces on. */
	private static String[] marker(Map<String, String> properties) {
		return new String[] { "mark;" + SequenceText.join(',', List.copyOf(properties.keySet())),
				SequenceText.join(',', List.copyOf(properties.values())) };
	}

	/**
	 * A ship: one piece drawn over its hull, turned to its facing, which players turn a sixth at a
	 * time about its centre hex (a Can Rotate trait, {@code VASSAL.counters.FreeRotator}, 6 angles
	 * on ] and [) and which does not stack with its crew nor moves unless selected
	 * ({@code VASSAL.counters.Immobilized}: never band-selected, moved only when selected), so
	 * that the counters on its deck are picked up, not the ship under them.
	 */
	static String ship(String name, String image, Map<String, String> properties, String gpid) {
		List<String[]> traits = new ArrayList<>();
		traits.add(new String[] { "rotate;" + SequenceText.join(';', List.of(6, "]", "[", "Turn clockwise", "Turn counter-clockwise", "", "",
				"Heading", "")), "0" });
		traits.add(new String[] { "immob;Z;I", "" });
		if (!properties.isEmpty()) {
			traits.add(marker(properties));
		}
		return piece(traits, image, name, gpid);
	}

	/**
	 * A Layer ({@code VASSAL.counters.Embellishment}, id {@code emb2;}) whose first level is
	 * empty, so that the basic piece's front shows, and whose second is the back; always active,
	 * stepped by Ctrl+F, looping. Its state is the level shown, from 1.
	 */
	private static String[] layer(String back, String backName, boolean flipped) {
		List<Object> fields = List.of(
				"", 0, "", // activate: command, modifiers, key (old-style; unused when always active)
				"Flip", 0, "", // increase: menu command, modifiers, key
				"", 0, "", // decrease
				"", "", "1", // reset: command, key, level
				false, 0, 0, // draw underneath when selected, x and y offset
				SequenceText.join(',', List.of("", back)), // images of the levels
				SequenceText.join(',', List.of("", backName.isEmpty() ? "" : "+ (" + backName + ")")), // level names: a suffix to the piece's
				true, "Face", // loop levels, layer name
				"", "", // random: key, menu text
				false, "", 1, // follow a property: whether, which, first level's value
				1, true, // version (CURRENT_VERSION: key strokes below are read as they are), always active
				"", FLIP_KEY, "", // activate, increase, decrease key strokes
				"Face", 1.0, "", "true"); // description, scale, only-when property and its value
		return new String[] { "emb2;" + SequenceText.join(';', fields), flipped ? "2" : "1" };
	}
}
