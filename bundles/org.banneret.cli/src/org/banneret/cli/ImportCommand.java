package org.banneret.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.banneret.dsl.ide.BuiltInResources;
import org.banneret.interop.tiled.HexmapImport;
import org.banneret.interop.tiled.TiledMap;
import org.banneret.interop.tiled.TmxReader;
import org.banneret.model.GameSystem;
import org.banneret.model.persistence.AtomicFiles;
import org.banneret.model.persistence.FileNames;

/**
 * {@code banneret import FILE.tmx -o DIR [--game-system NAME] [--terrain-map FILE]}: a Tiled map
 * as a {@code .hexmap} of a built-in game system. Exit 0 when written (warnings say what was not
 * mapped), 1 when the map cannot be read, 2 for bad usage.
 */
final class ImportCommand {

	static final String USAGE = "usage: banneret import FILE.tmx -o FOLDER [--game-system medieval|cryhavoc|sluys] [--terrain-map FILE]";

	private final PrintStream err;

	ImportCommand(PrintStream err) {
		this.err = err;
	}

	int run(List<String> args) {
		Path file = null;
		Path folder = null;
		String systemName = null;
		Path mappingFile = null;
		for (int i = 0; i < args.size(); i++) {
			String arg = args.get(i);
			switch (arg) {
				case "-o", "--output", "--game-system", "--terrain-map" -> {
					if (i + 1 == args.size()) {
						return usage(arg + " needs a value");
					}
					String value = args.get(++i);
					switch (arg) {
						case "--game-system" -> systemName = value;
						case "--terrain-map" -> mappingFile = Path.of(value);
						default -> folder = Path.of(value);
					}
				}
				default -> {
					if (arg.startsWith("-")) {
						return usage("unknown option '" + arg + "'");
					}
					if (file != null) {
						return usage("import one map at a time");
					}
					file = Path.of(arg);
				}
			}
		}
		if (file == null || !file.toString().endsWith(".tmx")) {
			return usage("name the Tiled map (.tmx) to import");
		}
		if (folder == null) {
			return usage("name the folder to write the .hexmap in with -o");
		}
		if (!Files.isRegularFile(file)) {
			err.println("banneret import: " + file + ": no such file");
			return BanneretCli.USAGE;
		}
		try {
			Map<String, String> mapping = mappingFile == null ? Map.of() : HexmapImport.mapping(mappingFile);
			TiledMap tiled = TmxReader.read(file);
			String name = systemName != null ? systemName : tiled.properties().get("banneret.gamesystem");
			if (name == null || name.isEmpty()) {
				return usage("the map does not say which game system it is for: give --game-system medieval, cryhavoc or sluys");
			}
			GameSystem system = BuiltInResources.gameSystem(name);
			if (system == null) {
				return usage("no built-in game system is called '" + name + "' (medieval, cryhavoc or sluys)");
			}
			HexmapImport importer = new HexmapImport(tiled, system, mapping);
			String text = importer.text(HexmapImport.mapName(file));
			Path out = folder.resolve(FileNames.baseName(file) + ".hexmap");
			AtomicFiles.write(out, text.getBytes(StandardCharsets.UTF_8));
			importer.warnings().forEach(warning -> err.println("banneret import: warning: " + warning));
			err.println("banneret import: wrote " + out + " (" + tiled.columns() + " x " + tiled.rows() + " hexes)");
			return BanneretCli.OK;
		} catch (IOException e) {
			err.println("banneret import: " + e.getMessage());
			return BanneretCli.ERRORS;
		}
	}

	private int usage(String problem) {
		err.println("banneret import: " + problem);
		return BanneretCli.USAGE;
	}
}
