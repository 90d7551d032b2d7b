package org.banneret.interop.tiled;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.banneret.interop.tiled.TiledMap.TileLayer;
import org.banneret.interop.tiled.TiledMap.TiledObject;

/**
 * Reads a Tiled map (TMX) and its tilesets (embedded, or TSX files beside it) with StAX, refusing
 * DTDs and external entities. It reads hexagonal and staggered maps, both stagger axes and
 * indices, tile layers in CSV or base64 (uncompressed, zlib or gzip), infinite maps' chunks, and
 * object layers. What it cannot read is an {@link IOException} whose message says what and where.
 * Element and attribute names follow Tiled's TMX reference (docs/reference/tmx-map-format.rst).
 */
public final class TmxReader {

	/** The most hexes a map may have: 2,000 x 2,000. */
	public static final long MAX_HEXES = 4_000_000L;
	/** Global tile ids keep flip and rotation flags in their top four bits. */
	private static final int FLAGS = 0xF0000000;

	private final Path file;
	private final Map<Integer, Map<String, String>> tiles = new HashMap<>();
	private final List<TileLayer> layers = new ArrayList<>();
	private final List<TiledObject> objects = new ArrayList<>();
	private final Map<String, String> properties = new LinkedHashMap<>();
	private boolean flat;
	private boolean odd;
	private int columns;
	private int rows;
	private boolean infinite;

	private TmxReader(Path file) {
		this.file = file.toAbsolutePath().normalize();
	}

	public static TiledMap read(Path file) throws IOException {
		return new TmxReader(file).read();
	}

	private TiledMap read() throws IOException {
		try (InputStream in = Files.newInputStream(file)) {
			XMLStreamReader xml = factory().createXMLStreamReader(in);
			try {
				while (xml.hasNext()) {
					if (xml.next() == XMLStreamConstants.START_ELEMENT) {
						switch (xml.getLocalName()) {
							case "map" -> map(xml);
							case "tileset" -> tileset(xml, Integer.parseInt(required(xml, "firstgid")), file.getParent());
							case "layer" -> layer(xml);
							case "objectgroup" -> objectGroup(xml);
							case "properties" -> properties(xml, properties);
							default -> {
							}
						}
					}
				}
			} finally {
				xml.close();
			}
		} catch (XMLStreamException e) {
			throw new IOException(file.getFileName() + ":" + where(e) + ": not a Tiled map: " + e.getMessage(), e);
		} catch (NumberFormatException e) {
			throw new IOException(file.getFileName() + ": a number is not a number: " + e.getMessage(), e);
		}
		if (columns == 0) {
			throw new IOException(file.getFileName() + ": no <map> element: not a Tiled map");
		}
		return new TiledMap(flat, odd, columns, rows, properties, layers, tiles, objects);
	}

	private static XMLInputFactory factory() {
		XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
		factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
		factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
		return factory;
	}

	private static String where(XMLStreamException e) {
		return e.getLocation() == null ? "" : e.getLocation().getLineNumber() + ":" + e.getLocation().getColumnNumber();
	}

	private void map(XMLStreamReader xml) throws IOException {
		String orientation = required(xml, "orientation");
		if (!orientation.equals("hexagonal") && !orientation.equals("staggered")) {
			throw new IOException(file.getFileName() + ": " + (orientation.matches("(?i)[aeiou].*") ? "an " : "a ") + orientation + " map has no hexes: Banneret reads hexagonal and staggered maps");
		}
		String axis = xml.getAttributeValue(null, "staggeraxis");
		String index = xml.getAttributeValue(null, "staggerindex");
		flat = "x".equals(axis);
		odd = !"even".equals(index);
		infinite = "1".equals(xml.getAttributeValue(null, "infinite"));
		columns = Integer.parseInt(required(xml, "width"));
		rows = Integer.parseInt(required(xml, "height"));
		if (!infinite) {
			checkSize(columns, rows);
		}
	}

	private void checkSize(long width, long height) throws IOException {
		if (width < 1 || height < 1 || width * height > MAX_HEXES) {
			throw new IOException(file.getFileName() + ": a map of " + width + " x " + height + " hexes is beyond what Banneret reads (at least 1 x 1, at most "
					+ MAX_HEXES + " hexes)");
		}
	}

	private void tileset(XMLStreamReader xml, int firstGid, Path folder) throws IOException, XMLStreamException {
		String source = xml.getAttributeValue(null, "source");
		if (source != null) {
			Path tsx = folder.resolve(source).normalize();
			if (Path.of(source).isAbsolute() || !tsx.startsWith(file.getParent().normalize())) {
				throw new IOException(file.getFileName() + ": the tileset " + source + " lies outside the map's folder; Banneret reads only tilesets beside or below it");
			}
			if (!Files.isRegularFile(tsx)) {
				throw new IOException(file.getFileName() + ": the tileset " + source + " is missing");
			}
			try (InputStream in = Files.newInputStream(tsx)) {
				XMLStreamReader tilesetXml = factory().createXMLStreamReader(in);
				while (tilesetXml.hasNext()) {
					if (tilesetXml.next() == XMLStreamConstants.START_ELEMENT && tilesetXml.getLocalName().equals("tileset")) {
						tiles(tilesetXml, firstGid);
						break;
					}
				}
				tilesetXml.close();
			}
			skip(xml);
			return;
		}
		tiles(xml, firstGid);
	}

	/** The tiles of a tileset element, up to its end: each tile's type and properties, and the tileset's own as their default. */
	private void tiles(XMLStreamReader xml, int firstGid) throws XMLStreamException {
		Map<String, String> tilesetProperties = new HashMap<>();
		String tilesetClass = xml.getAttributeValue(null, "class");
		int depth = 1;
		while (depth > 0 && xml.hasNext()) {
			int event = xml.next();
			if (event == XMLStreamConstants.START_ELEMENT) {
				if (xml.getLocalName().equals("tile")) {
					int id = Integer.parseInt(xml.getAttributeValue(null, "id"));
					Map<String, String> tile = new HashMap<>();
					String type = xml.getAttributeValue(null, "type") != null ? xml.getAttributeValue(null, "type") : xml.getAttributeValue(null, "class");
					if (type != null && !type.isEmpty()) {
						tile.put("type", type);
					}
					int tileDepth = 1;
					while (tileDepth > 0 && xml.hasNext()) {
						int inner = xml.next();
						if (inner == XMLStreamConstants.START_ELEMENT && xml.getLocalName().equals("properties")) {
							properties(xml, tile);
						} else if (inner == XMLStreamConstants.START_ELEMENT) {
							tileDepth++;
						} else if (inner == XMLStreamConstants.END_ELEMENT) {
							tileDepth--;
						}
					}
					tiles.put(firstGid + id, tile);
				} else if (xml.getLocalName().equals("properties")) {
					properties(xml, tilesetProperties);
				} else {
					depth++;
				}
			} else if (event == XMLStreamConstants.END_ELEMENT) {
				depth--;
			}
		}
		if (tilesetClass != null) {
			tilesetProperties.putIfAbsent("type", tilesetClass);
		}
		tilesetProperties.forEach((key, value) -> tiles.values().forEach(tile -> tile.putIfAbsent(key, value)));
	}

	private void layer(XMLStreamReader xml) throws IOException, XMLStreamException {
		String name = xml.getAttributeValue(null, "name");
		int width = Integer.parseInt(required(xml, "width"));
		int height = Integer.parseInt(required(xml, "height"));
		int[] gids = infinite ? null : new int[columns * rows];
		int minX = Integer.MAX_VALUE;
		int minY = Integer.MAX_VALUE;
		List<int[]> chunks = new ArrayList<>(); // x, y, width, height, then the gids
		String encoding = null;
		String compression = null;
		while (xml.hasNext()) {
			int event = xml.next();
			if (event == XMLStreamConstants.START_ELEMENT && xml.getLocalName().equals("data")) {
				encoding = xml.getAttributeValue(null, "encoding");
				compression = xml.getAttributeValue(null, "compression");
				if (!infinite) {
					int[] data = decode(xml.getElementText(), encoding, compression, width, height, name);
					System.arraycopy(data, 0, gids, 0, Math.min(data.length, gids.length));
				}
			} else if (event == XMLStreamConstants.START_ELEMENT && xml.getLocalName().equals("chunk")) {
				int x = Integer.parseInt(required(xml, "x"));
				int y = Integer.parseInt(required(xml, "y"));
				int w = Integer.parseInt(required(xml, "width"));
				int h = Integer.parseInt(required(xml, "height"));
				checkSize(w, h);
				int[] data = decode(xml.getElementText(), encoding, compression, w, h, name);
				int[] chunk = new int[4 + data.length];
				chunk[0] = x;
				chunk[1] = y;
				chunk[2] = w;
				chunk[3] = h;
				System.arraycopy(data, 0, chunk, 4, data.length);
				chunks.add(chunk);
				minX = Math.min(minX, x);
				minY = Math.min(minY, y);
			} else if (event == XMLStreamConstants.END_ELEMENT && xml.getLocalName().equals("layer")) {
				break;
			}
		}
		if (infinite) {
			gids = fromChunks(chunks, minX, minY);
		}
		layers.add(new TileLayer(name == null ? "layer " + (layers.size() + 1) : name, gids));
	}

	/** An infinite map's chunks in one grid over the box that holds them all; the map takes that box's size. */
	private int[] fromChunks(List<int[]> chunks, int minX, int minY) throws IOException {
		int maxX = minX;
		int maxY = minY;
		for (int[] chunk : chunks) {
			maxX = Math.max(maxX, chunk[0] + chunk[2]);
			maxY = Math.max(maxY, chunk[1] + chunk[3]);
		}
		if (chunks.isEmpty()) {
			return new int[Math.multiplyExact(Math.max(1, columns), Math.max(1, rows))];
		}
		checkSize((long) maxX - minX, (long) maxY - minY);
		if (layers.isEmpty() || columns < maxX - minX || rows < maxY - minY) {
			columns = Math.max(columns, maxX - minX);
			rows = Math.max(rows, maxY - minY);
		}
		int[] gids = new int[columns * rows];
		for (int[] chunk : chunks) {
			for (int i = 0; i < chunk[2] * chunk[3]; i++) {
				int column = chunk[0] - minX + i % chunk[2];
				int row = chunk[1] - minY + i / chunk[2];
				gids[column + row * columns] = chunk[4 + i];
			}
		}
		return gids;
	}

	private int[] decode(String text, String encoding, String compression, int width, int height, String layer) throws IOException {
		int[] gids;
		if ("csv".equals(encoding)) {
			String[] cells = text.strip().isEmpty() ? new String[0] : text.strip().split("\\s*,\\s*");
			gids = new int[cells.length];
			for (int i = 0; i < cells.length; i++) {
				gids[i] = (int) (Long.parseLong(cells[i].strip()) & ~FLAGS & 0xFFFFFFFFL);
			}
		} else if ("base64".equals(encoding)) {
			byte[] bytes;
			try {
				bytes = Base64.getMimeDecoder().decode(text.strip());
			} catch (IllegalArgumentException e) {
				throw new IOException(file.getFileName() + ": the layer " + layer + " is not valid base64");
			}
			bytes = inflate(bytes, compression, (long) width * height * 4, layer);
			if (bytes.length % 4 != 0) {
				throw new IOException(file.getFileName() + ": the layer " + layer + " holds " + bytes.length + " bytes, not whole tiles");
			}
			ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
			gids = new int[bytes.length / 4];
			for (int i = 0; i < gids.length; i++) {
				gids[i] = buffer.getInt() & ~FLAGS;
			}
		} else {
			throw new IOException(file.getFileName() + ": the layer " + layer + " is written as XML tiles (Tiled's deprecated encoding):"
					+ " re-save it in Tiled with CSV or base64");
		}
		if (gids.length != (long) width * height) {
			throw new IOException(file.getFileName() + ": the layer " + layer + " holds " + gids.length + " tiles, but its size " + width + " x "
					+ height + " needs " + (long) width * height);
		}
		return gids;
	}

	private byte[] inflate(byte[] bytes, String compression, long expected, String layer) throws IOException {
		if (compression == null || compression.isEmpty()) {
			return bytes;
		}
		InputStream in = switch (compression) {
			case "zlib" -> new InflaterInputStream(new ByteArrayInputStream(bytes));
			case "gzip" -> new GZIPInputStream(new ByteArrayInputStream(bytes));
			case "zstd" -> throw new IOException(file.getFileName() + ": the layer " + layer
					+ " is compressed with zstd, which Banneret does not read: re-save the map in Tiled with zlib, gzip or CSV layers");
			default -> throw new IOException(file.getFileName() + ": the layer " + layer + " is compressed with '" + compression + "', which Tiled does not write");
		};
		try (in) {
			// Never more than the layer's size says, so a small file cannot inflate into a large heap.
			byte[] data = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, expected + 4));
			if (data.length > expected) {
				throw new IOException(file.getFileName() + ": the layer " + layer + " holds more tiles than its size says");
			}
			return data;
		} catch (java.util.zip.ZipException e) {
			throw new IOException(file.getFileName() + ": the layer " + layer + " is not valid " + compression + " data");
		}
	}

	private void objectGroup(XMLStreamReader xml) throws XMLStreamException {
		String layer = xml.getAttributeValue(null, "name");
		while (xml.hasNext()) {
			int event = xml.next();
			if (event == XMLStreamConstants.START_ELEMENT && xml.getLocalName().equals("object")) {
				String name = xml.getAttributeValue(null, "name");
				String type = xml.getAttributeValue(null, "type") != null ? xml.getAttributeValue(null, "type") : xml.getAttributeValue(null, "class");
				double x = number(xml.getAttributeValue(null, "x"));
				double y = number(xml.getAttributeValue(null, "y"));
				Map<String, String> objectProperties = new LinkedHashMap<>();
				int depth = 1;
				while (depth > 0 && xml.hasNext()) {
					int inner = xml.next();
					if (inner == XMLStreamConstants.START_ELEMENT && xml.getLocalName().equals("properties")) {
						properties(xml, objectProperties);
					} else if (inner == XMLStreamConstants.START_ELEMENT) {
						depth++;
					} else if (inner == XMLStreamConstants.END_ELEMENT) {
						depth--;
					}
				}
				objects.add(new TiledObject(layer, name, type, x, y, objectProperties));
			} else if (event == XMLStreamConstants.END_ELEMENT && xml.getLocalName().equals("objectgroup")) {
				return;
			}
		}
	}

	private static double number(String text) {
		return text == null ? 0 : Double.parseDouble(text);
	}

	/** The property elements up to the end of a properties element; a multi-line string is the element's text. */
	private static void properties(XMLStreamReader xml, Map<String, String> into) throws XMLStreamException {
		while (xml.hasNext()) {
			int event = xml.next();
			if (event == XMLStreamConstants.START_ELEMENT && xml.getLocalName().equals("property")) {
				String name = xml.getAttributeValue(null, "name");
				String value = xml.getAttributeValue(null, "value");
				if (value == null) {
					value = xml.getElementText();
				} else {
					skip(xml);
				}
				if (name != null) {
					into.put(name, value);
				}
			} else if (event == XMLStreamConstants.START_ELEMENT) {
				skip(xml);
			} else if (event == XMLStreamConstants.END_ELEMENT && xml.getLocalName().equals("properties")) {
				return;
			}
		}
	}

	/** Past the end of the element the reader is at the start of. */
	private static void skip(XMLStreamReader xml) throws XMLStreamException {
		int depth = 1;
		while (depth > 0 && xml.hasNext()) {
			int event = xml.next();
			if (event == XMLStreamConstants.START_ELEMENT) {
				depth++;
			} else if (event == XMLStreamConstants.END_ELEMENT) {
				depth--;
			}
		}
	}

	private String required(XMLStreamReader xml, String attribute) throws IOException {
		String value = xml.getAttributeValue(null, attribute);
		if (value == null) {
			throw new IOException(file.getFileName() + ":" + xml.getLocation().getLineNumber() + ": <" + xml.getLocalName() + "> has no " + attribute);
		}
		return value;
	}
}
