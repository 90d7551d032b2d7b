package org.banneret.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.LanguageFileSet;
import org.banneret.interop.tiled.TmxWriter;
import org.banneret.interop.vassal.VmodWriter;
import org.banneret.model.Scenario;
import org.banneret.model.persistence.FileNames;
import org.banneret.publish.Exports;
import org.banneret.publish.Measure;
import org.banneret.publish.PageFiles;
import org.banneret.publish.Paper;
import org.banneret.publish.Progress;
import org.banneret.render.MapLayers;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;

/**
 * {@code banneret export FILE --what map|counters --format pdf|svg|png [options] [-o OUT]}:
 * print-ready sheets of a map, a scenario or a game system. Exit 0 when written, 1 when the file
 * cannot give the export, 2 for bad usage; one line says why.
 */
final class ExportCommand {

	static final String USAGE = "usage: banneret export FILE [--what map|setup|card|oob|counters] [--format pdf|svg|png|tmx|vmod] [--paper a4|letter|a3|tabloid|WxHmm]"
			+ " [--tile] [--overlap MM] [--bleed MM] [--crop-marks] [--dpi N | --hex-px N] [--counter-size 5/8in] [--no-labels] [--no-regions]"
			+ " [--no-elevation] [-o OUT]";

	private final PrintStream err;

	ExportCommand(PrintStream err) {
		this.err = err;
	}

	int run(List<String> args) {
		Path file = null;
		Path out = null;
		Exports.What what = null;
		Exports.Format format = Exports.Format.PDF;
		String interop = null; // tmx or vmod: a file for another program, not pages
		Paper paper = null;
		boolean tile = false;
		Double overlap = null;
		double bleed = 0;
		boolean cropMarks = false;
		double dpi = Exports.Request.DEFAULT_DPI;
		int hexPixels = 0;
		double counterSize = Exports.Request.DEFAULT_COUNTER_SIZE;
		MapLayers layers = MapLayers.ALL;
		try {
			for (int i = 0; i < args.size(); i++) {
				String arg = args.get(i);
				switch (arg) {
					case "--tile" -> tile = true;
					case "--crop-marks" -> cropMarks = true;
					case "--no-labels" -> layers = layers.withLabels(false);
					case "--no-regions" -> layers = layers.withRegions(false);
					case "--no-elevation" -> layers = layers.withElevation(false);
					case "--what", "--format", "--paper", "--overlap", "--bleed", "--dpi", "--hex-px", "--counter-size", "-o", "--output" -> {
						if (i + 1 == args.size()) {
							return usage(arg + " needs a value");
						}
						String value = args.get(++i);
						switch (arg) {
							case "--what" -> what = choice(Exports.What.class, value, arg);
							case "--format" -> {
								String lower = value.toLowerCase(java.util.Locale.ROOT);
								interop = lower.equals("tmx") || lower.equals("vmod") ? lower : null;
								format = interop != null ? Exports.Format.PDF : choice(Exports.Format.class, value, arg);
							}
							case "--paper" -> paper = Paper.parse(value);
							case "--overlap" -> overlap = millimetres(value, arg);
							case "--bleed" -> bleed = millimetres(value, arg);
							case "--dpi" -> dpi = number(value, arg);
							case "--hex-px" -> hexPixels = (int) Math.round(number(value, arg));
							case "--counter-size" -> counterSize = Measure.mm(value);
							default -> out = Path.of(value);
						}
					}
					default -> {
						if (arg.startsWith("-")) {
							return usage("unknown option '" + arg + "'");
						}
						if (file != null) {
							return usage("export one file at a time ('" + file + "' and '" + arg + "')");
						}
						file = Path.of(arg);
					}
				}
			}
			if (file == null) {
				return usage("name the .hexmap, .scenario or .gamesystem file to export");
			}
			if ("vmod".equals(interop)) {
				if (what != null && what != Exports.What.SETUP) {
					return usage("--format vmod writes a scenario's module: leave out --what or give --what setup");
				}
				for (String option : List.of("--paper", "--tile", "--overlap", "--bleed", "--crop-marks", "--dpi", "--counter-size")) {
					if (args.contains(option)) {
						return usage(option + " is for printed sheets, not for --format vmod");
					}
				}
				return vassal(file, out != null ? out : FileNames.beside(file, ".vmod"), hexPixels > 0 ? hexPixels : VmodWriter.DEFAULT_HEX_PIXELS);
			}
			if (interop != null) {
				if (what != null && what != Exports.What.MAP) {
					return usage("--format tmx writes a map: leave out --what or give --what map");
				}
				if (out == null) {
					out = FileNames.beside(file, ".tmx");
				}
				return tiled(file, out);
			}
			if (what == null) {
				String name = file.toString();
				what = name.endsWith(".gamesystem") ? Exports.What.COUNTERS : name.endsWith(".scenario") ? Exports.What.SETUP : Exports.What.MAP;
			}
			if (overlap != null && !tile) {
				return usage("--overlap is for a tiled map: add --tile");
			}
			Exports.Request request = new Exports.Request(what, format, paper, tile,
					overlap != null ? overlap : tile ? org.banneret.publish.MapSheets.Options.DEFAULT_OVERLAP : 0, bleed, cropMarks, dpi, hexPixels, counterSize,
					layers);
			if (format != Exports.Format.PNG && (args.contains("--dpi") || args.contains("--hex-px"))) {
				return usage("--dpi and --hex-px are for --format png");
			}
			if (args.contains("--dpi") && args.contains("--hex-px")) {
				return usage("give --dpi or --hex-px, not both");
			}
			if (out == null) {
				out = Exports.besideSource(file, what, format);
			}
			return export(file, request, out);
		} catch (IllegalArgumentException e) {
			return usage(e.getMessage());
		}
	}

	/** Writes a map, or a scenario's map, as a Tiled map with its tileset. */
	private int tiled(Path file, Path out) {
		LanguageFileSet files = load(file);
		EObject root = files == null ? null : rootOf(files, file);
		if (root == null) {
			return files == null ? BanneretCli.USAGE : BanneretCli.ERRORS;
		}
		org.banneret.model.map.Board board = root instanceof org.banneret.model.Scenario scenario
				? org.banneret.model.map.Board.of(scenario)
				: null;
		if (board != null && board.sheets().size() > 1) {
			Path world = out.resolveSibling(out.getFileName().toString().replaceFirst("\\.tmx$", "") + ".world");
			return write(world, () -> {
				List<Path> maps = org.banneret.interop.tiled.TiledWorld.write(board, world);
				return world + ", a Tiled world of " + maps.size() + " maps (" + String.join(", ",
						maps.stream().map(map -> map.getFileName().toString()).toList()) + ") with their tilesets";
			});
		}
		return write(out, () -> {
			new TmxWriter(Exports.mapOf(root)).write(out);
			return out + " with its tileset";
		});
	}

	/** An export's writing: it says what it wrote; what the file cannot carry, or why it failed, goes to err. */
	private interface Writing {
		String write() throws IOException;
	}

	private int write(Path out, Writing writing) {
		long started = System.nanoTime();
		String written;
		try {
			written = writing.write();
		} catch (IllegalArgumentException e) {
			err.println("banneret export: " + e.getMessage());
			return BanneretCli.ERRORS;
		} catch (IOException e) {
			err.println("banneret export: " + out + ": " + e.getMessage());
			return BanneretCli.ERRORS;
		}
		err.println(String.format(Locale.ROOT, "banneret export: wrote %s in %.1f s", written, (System.nanoTime() - started) / 1e9));
		return BanneretCli.OK;
	}

	/** Writes a scenario as a VASSAL module. */
	private int vassal(Path file, Path out, int hexPixels) {
		if (!file.toString().endsWith(".scenario")) {
			return usage("a VASSAL module is made from a .scenario: its map, forces and set-up");
		}
		LanguageFileSet files = load(file);
		EObject root = files == null ? null : rootOf(files, file);
		if (root == null) {
			return files == null ? BanneretCli.USAGE : BanneretCli.ERRORS;
		}
		if (!(root instanceof Scenario scenario)) {
			err.println("banneret export: " + file + " holds no scenario");
			return BanneretCli.ERRORS;
		}
		warnAboutErrors(files, file);
		return write(out, () -> {
			VmodWriter writer = new VmodWriter(scenario, hexPixels);
			writer.write(out);
			writer.warnings().forEach(warning -> err.println("banneret export: warning: " + warning));
			return out.toString();
		});
	}

	/** The file with its folder and the built-in game systems; null when it cannot be read (said on err). */
	private LanguageFileSet load(Path file) {
		LanguageFileSet files = new LanguageFileSet(BanneretIdeSetup.injector().getInstance(XtextResourceSet.class));
		try {
			files.load(List.of(file));
			return files;
		} catch (LanguageFileSet.UnreadableInput e) {
			err.println("banneret export: " + e.getMessage());
			return null;
		}
	}

	/** The file's model; null when its text does not parse or is empty (said on err, with file:line:column). */
	private EObject rootOf(LanguageFileSet files, Path file) {
		Resource resource = files.inputs().get(0);
		String problem = LanguageFileSet.problem(resource, file);
		if (problem != null) {
			err.println("banneret export: " + problem + (resource.getErrors().isEmpty() ? "" : "; fix the text before exporting (banneret validate shows every error)"));
			return null;
		}
		return resource.getContents().get(0);
	}

	/** A model with errors is exported as it is, with a warning: a designer prints a draft to look at it. */
	private void warnAboutErrors(LanguageFileSet files, Path file) {
		long errors = Findings.of(files).stream().filter(Finding::isError).count();
		if (errors > 0) {
			err.println("banneret export: warning: " + file + " has " + errors + " error(s) against the language or the rules;"
					+ " exporting it as it is (banneret validate " + file + " lists them)");
		}
	}

	private int export(Path file, Exports.Request request, Path out) {
		LanguageFileSet files = load(file);
		EObject root = files == null ? null : rootOf(files, file);
		if (root == null) {
			return files == null ? BanneretCli.USAGE : BanneretCli.ERRORS;
		}
		warnAboutErrors(files, file);
		return write(out, () -> {
			String source = Files.readString(file);
			int pages = Exports.export(root, request, out, Exports.documentId(source, request), new Progress() {
				private long shown = System.nanoTime();

				@Override
				public void pages(int done, int total) {
					if (total > 1 && (System.nanoTime() - shown > 1_000_000_000L || done == total)) {
						err.println("banneret export: page " + done + " of " + total);
						shown = System.nanoTime();
					}
				}
			});
			String written = pages == 1 || request.format() == Exports.Format.PDF ? out.toString()
					: PageFiles.of(out, 0, pages) + " ... " + PageFiles.of(out, pages - 1, pages).getFileName();
			return String.format(Locale.ROOT, "%s (%d page%s)", written, pages, pages == 1 ? "" : "s");
		});
	}

	/** One line: what is wrong. The whole usage is in banneret help. */
	private int usage(String problem) {
		err.println("banneret export: " + problem);
		return BanneretCli.USAGE;
	}

	private static <E extends Enum<E>> E choice(Class<E> type, String value, String option) {
		for (E constant : type.getEnumConstants()) {
			if (constant.name().equalsIgnoreCase(value)) {
				return constant;
			}
		}
		List<String> words = java.util.Arrays.stream(type.getEnumConstants()).map(c -> c.name().toLowerCase(Locale.ROOT)).toList();
		throw new IllegalArgumentException("unknown " + option.substring(2) + " '" + value + "' (" + String.join(", ", words)
				+ (type == Exports.Format.class ? ", tmx, vmod" : "") + ")");
	}

	private static double millimetres(String value, String option) {
		double mm = value.matches(".*[a-z\"]$") ? Measure.mm(value) : number(value, option);
		if (mm < 0) {
			throw new IllegalArgumentException(option + " cannot be negative (" + value + ")");
		}
		return mm;
	}

	private static double number(String value, String option) {
		try {
			double number = Double.parseDouble(value);
			if (!Double.isFinite(number)) {
				throw new NumberFormatException();
			}
			return number;
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException(option + " needs a number, not '" + value + "'");
		}
	}
}
