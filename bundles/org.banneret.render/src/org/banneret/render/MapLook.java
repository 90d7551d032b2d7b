package org.banneret.render;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.banneret.model.FeatureType;
import org.banneret.model.HexsideFeatureType;
import org.banneret.model.LineStyle;
import org.banneret.model.MapSymbol;
import org.banneret.model.NamedElement;
import org.banneret.model.TerrainEffect;
import org.banneret.model.TerrainPattern;
import org.banneret.model.TerrainType;

/**
 * How a map's things look: the game system's own colours where it gives them, else a default
 * that a wargamer recognises from the name (water blue, forest green, roads brown), else a colour
 * of its own derived from the name, so that two terrains never look alike by accident.
 */
public final class MapLook {

	/** Defaults by words in a terrain's or feature's name; the first word found decides, so the specific come first. */
	private static final List<Map.Entry<String, Rgb>> BY_NAME = List.of(Map.entry("deep", new Rgb(0x3a, 0x6e, 0xb0)),
			Map.entry("shallow", new Rgb(0x8e, 0xc3, 0xe8)),
			Map.entry("ford", new Rgb(0x8e, 0xc3, 0xe8)),
			Map.entry("bridge", new Rgb(0x6d, 0x4c, 0x2e)),
			Map.entry("beach", new Rgb(0xf0, 0xe0, 0xb0)),
			Map.entry("interior", new Rgb(0xd8, 0xc8, 0xb0)),
			Map.entry("vineyard", new Rgb(0xa8, 0xb8, 0x5a)),
			Map.entry("orchard", new Rgb(0x8c, 0xb8, 0x5a)),
			Map.entry("garden", new Rgb(0x9c, 0xc8, 0x7a)),
			Map.entry("scrub", new Rgb(0x9c, 0xb8, 0x6a)),
			Map.entry("river", new Rgb(0x5b, 0x9b, 0xd5)),
			Map.entry("stream", new Rgb(0x5b, 0x9b, 0xd5)),
			Map.entry("burn", new Rgb(0x5b, 0x9b, 0xd5)),
			Map.entry("sea", new Rgb(0x3a, 0x6e, 0xb0)),
			Map.entry("water", new Rgb(0x5b, 0x9b, 0xd5)),
			Map.entry("mountain", new Rgb(0x9e, 0x86, 0x5a)),
			Map.entry("hill", new Rgb(0xc9, 0xa8, 0x6a)),
			Map.entry("slope", new Rgb(0xc9, 0xa8, 0x6a)),
			Map.entry("rock", new Rgb(0x9e, 0x9e, 0x9e)),
			Map.entry("forest", new Rgb(0x4f, 0x8a, 0x3c)),
			Map.entry("wood", new Rgb(0x4f, 0x8a, 0x3c)),
			Map.entry("tree", new Rgb(0x4f, 0x8a, 0x3c)),
			Map.entry("swamp", new Rgb(0x8a, 0x9a, 0x6a)),
			Map.entry("marsh", new Rgb(0x8a, 0x9a, 0x6a)),
			Map.entry("bog", new Rgb(0x8a, 0x9a, 0x6a)),
			Map.entry("grass", new Rgb(0xc8, 0xe0, 0x9c)),
			Map.entry("field", new Rgb(0xe8, 0xe0, 0xa0)),
			Map.entry("clear", new Rgb(0xdc, 0xe8, 0xb4)),
			Map.entry("open", new Rgb(0xdc, 0xe8, 0xb4)),
			Map.entry("flat", new Rgb(0xdc, 0xe8, 0xb4)),
			Map.entry("land", new Rgb(0xe8, 0xdc, 0xb4)),
			Map.entry("village", new Rgb(0xc8, 0xa0, 0x80)),
			Map.entry("town", new Rgb(0xb8, 0x90, 0x70)),
			Map.entry("building", new Rgb(0xa0, 0x80, 0x70)),
			Map.entry("house", new Rgb(0xa0, 0x80, 0x70)),
			Map.entry("castle", new Rgb(0x90, 0x90, 0x90)),
			Map.entry("fort", new Rgb(0x90, 0x90, 0x90)),
			Map.entry("wall", new Rgb(0x50, 0x50, 0x50)),
			Map.entry("road", new Rgb(0x8d, 0x6e, 0x4a)),
			Map.entry("track", new Rgb(0xa0, 0x80, 0x58)),
			Map.entry("gate", new Rgb(0x6d, 0x4c, 0x2e)),
			Map.entry("door", new Rgb(0x6d, 0x4c, 0x2e)),
			Map.entry("fence", new Rgb(0x8d, 0x6e, 0x4a)),
			Map.entry("hedge", new Rgb(0x3e, 0x6e, 0x30)),
			Map.entry("fire", new Rgb(0xe6, 0x51, 0x00)),
			Map.entry("pit", new Rgb(0x5d, 0x40, 0x37)),
			Map.entry("sand", new Rgb(0xf0, 0xe0, 0xb0)));

	private MapLook() {
	}

	/** The colour a hex of this terrain is filled with. */
	public static Rgb terrain(TerrainType terrain) {
		return colour(terrain, new Rgb(0xee, 0xee, 0xe0));
	}

	/** The colour of a hex feature's symbol, or a path (road, river) of that feature type. */
	public static Rgb feature(FeatureType feature) {
		return colour(feature, new Rgb(0x60, 0x50, 0x40));
	}

	/** The colour of a hexside feature's stroke. */
	public static Rgb hexside(HexsideFeatureType hexside) {
		return colour(hexside, new Rgb(0x40, 0x40, 0x40));
	}

	/** The pattern drawn over a terrain's fill in each of its hexes, or null for a plain fill. */
	public static TerrainPattern pattern(TerrainType terrain) {
		return terrain != null && terrain.isSetPattern() ? terrain.getPattern() : null;
	}

	/** The symbol a hex feature of this type is drawn with, or null for the default: a disc with its initial. */
	public static MapSymbol symbol(FeatureType feature) {
		return feature != null && feature.isSetSymbol() ? feature.getSymbol() : null;
	}

	/** A path's (road's, river's) line as the game system gives it, else water wide and a road narrower, both solid. */
	public static Line path(FeatureType type, double hexMm) {
		return line(type, feature(type), hexMm * (isWater(type) ? 0.16 : 0.1), LineStyle.SOLID);
	}

	/**
	 * The strokes a path of this type is drawn with, in turn: a map draws every path's first
	 * stroke, then every path's second, so that where roads meet their fills join over the
	 * casings. A solid road (the default) is drawn as print maps draw one: its line over a thin,
	 * darker casing. Water, a double road and a path the game system asks to be dashed or dotted (a
	 * track) are drawn in their line, as asked.
	 */
	public static List<Line> pathStrokes(FeatureType type, double hexMm) {
		Line line = path(type, hexMm);
		if (isWater(type) || line.style() != LineStyle.SOLID) {
			return List.of(line); // as the game system asks: a river, a double road, a dashed or dotted track
		}
		double casing = line.widthMm() * 0.18;
		return List.of(new Line(line.colour().mix(Rgb.BLACK, 0.45), line.widthMm() + 2 * casing, LineStyle.SOLID),
				new Line(line.colour(), line.widthMm(), LineStyle.SOLID));
	}

	/** How a hexside feature (wall, stream, door) of this type is stroked: the game system's line, else solid. */
	public static Line hexside(HexsideFeatureType type, double hexMm) {
		return line(type, hexside(type), hexMm * 0.09, LineStyle.SOLID);
	}

	private static Line line(TerrainEffect effect, Rgb colour, double width, LineStyle style) {
		return new Line(colour, effect != null && effect.isSetLineWidthMm() ? effect.getLineWidthMm() : width,
				effect != null && effect.isSetLineStyle() ? effect.getLineStyle() : style);
	}

	/** A stroke: colour, width in millimetres, style. */
	public record Line(Rgb colour, double widthMm, LineStyle style) {

		/** Strokes a polyline in this line; a double line is a wide stroke with a paper-coloured middle. */
		public void stroke(Painter painter, double[] xy) {
			painter.line(colour, widthMm, style);
			painter.strokePolyline(xy);
			if (style == LineStyle.DOUBLE) {
				painter.line(PAPER, widthMm / 3, LineStyle.SOLID);
				painter.strokePolyline(xy);
			}
		}
	}

	/** The colour of the paper: between the two strokes of a double line, behind a name. */
	static final Rgb PAPER = new Rgb(0xf7, 0xf3, 0xe8);

	/** Whether a path of this feature type is water (a river, a stream), drawn in its line, rather than a road. */
	public static boolean isWater(FeatureType feature) {
		Rgb rgb = feature(feature);
		return rgb.blue() > rgb.red() + 40 && rgb.blue() > rgb.green();
	}

	private static Rgb colour(TerrainEffect effect, Rgb fallback) {
		if (effect == null) {
			return fallback;
		}
		Rgb own = Rgb.parse(effect.getColor());
		if (own != null) {
			return own;
		}
		String words = (nameOf(effect) + " " + (effect.getTitle() == null ? "" : effect.getTitle())).toLowerCase(Locale.ROOT);
		for (Map.Entry<String, Rgb> entry : BY_NAME) {
			if (words.contains(entry.getKey())) {
				return entry.getValue();
			}
		}
		return derived(nameOf(effect));
	}

	/** A muted colour of its own for a name no default knows. */
	static Rgb derived(String name) {
		int hash = name.hashCode();
		float hue = ((hash & 0xffff) % 360) / 360f;
		int rgb = java.awt.Color.HSBtoRGB(hue, 0.35f, 0.85f);
		return new Rgb(rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff);
	}

	private static String nameOf(NamedElement element) {
		return element.getName() == null ? "" : element.getName();
	}
}
