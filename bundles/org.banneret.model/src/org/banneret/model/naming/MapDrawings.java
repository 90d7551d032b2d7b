package org.banneret.model.naming;

import org.banneret.model.HexsideGlyph;
import org.banneret.model.TerrainPattern;

/** What each pattern drawn over a terrain, and each glyph drawn along a hexside, shows, in a map maker's words. */
public final class MapDrawings {

	private MapDrawings() {
	}

	/** A designer's description of a pattern, for hovers and completion. */
	public static String describe(TerrainPattern pattern) {
		return switch (pattern) {
			case TREES -> "tree crowns, for a wood or a forest";
			case SCRUB -> "tufts of bushes, for scrub or rough ground";
			case MARSH -> "reeds over lines of water, for a marsh or a swamp";
			case WAVES -> "waves, for a river, a moat or the sea";
			case ROCKS -> "stones, for rock or scree";
			case FURROWS -> "furrows of planting, for fields, gardens and vineyards";
			case HACHURES -> "short strokes down a slope, for hills";
			case MASONRY -> "courses of stone, for walls and fortifications";
			case DOTS -> "a stipple of dots, for sand or a beach";
		};
	}

	/** A designer's description of a hexside's glyph, for hovers and completion. */
	public static String describe(HexsideGlyph glyph) {
		return switch (glyph) {
			case BATTLEMENTS -> "merlons on the outer side, for battlements and crenellations";
			case PALISADE -> "pointed stakes on the outer side, for a palisade or a stockade";
			case HEDGE -> "bushes along the line, for a hedge";
			case RAILS -> "short rails across the line, for a fence";
			case TICKS -> "ticks down from the line, for a slope's lip or a cliff";
		};
	}
}
