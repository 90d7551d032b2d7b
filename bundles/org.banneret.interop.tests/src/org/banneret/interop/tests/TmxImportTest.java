package org.banneret.interop.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.banneret.cli.BanneretCli;
import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.LanguageFileSet;
import org.banneret.model.HexFeature;
import org.banneret.model.HexMap;
import org.banneret.model.HexsideFeature;
import org.banneret.model.MapPath;
import org.banneret.model.Region;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.MapGeometry;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Tiled maps coming in: every example map goes to Tiled and back with the same terrain,
 * elevation, paths, regions, features and hexsides; Tiled's own hexagonal example comes in, goes
 * back out and renders; and hostile or broken files are clear errors.
 */
class TmxImportTest {

	private static final Path TILED_EXAMPLES = Path.of("/usr/share/doc/tiled/examples");

	@TempDir
	Path folder;

	private final ByteArrayOutputStream errors = new ByteArrayOutputStream();

	static Stream<String> maps() {
		return TmxExportTest.maps();
	}

	@BeforeEach
	void copyExamples() throws IOException {
		ExampleFiles.copy(folder, "*.hexmap");
	}

	@ParameterizedTest
	@MethodSource("maps")
	void aMapGoesToTiledAndBackUnchanged(String name) throws Exception {
		Path tmx = folder.resolve(name.replace(".hexmap", ".tmx"));
		assertEquals(BanneretCli.OK, run("export", folder.resolve(name).toString(), "--format", "tmx", "-o", tmx.toString()), this::errors);
		assertEquals(BanneretCli.OK, run("import", tmx.toString(), "-o", folder.resolve("back").toString()), this::errors);
		assertFalse(errors().contains("warning"), errors());
		HexMap original = load(folder.resolve(name));
		HexMap back = load(folder.resolve("back").resolve(name));
		MapGeometry before = MapGeometry.of(original);
		MapGeometry after = MapGeometry.of(back);
		assertEquals(original.getGrid().getColumns(), back.getGrid().getColumns());
		assertEquals(original.getGrid().getRows(), back.getGrid().getRows());
		for (Hex hex : before.bounds()) {
			assertEquals(before.label(hex), after.label(hex));
			assertEquals(before.terrainAt(hex).getName(), after.terrainAt(hex).getName(), name + " " + before.label(hex));
			assertEquals(before.elevationAt(hex), after.elevationAt(hex), name + " " + before.label(hex));
		}
		assertEquals(paths(original), paths(back));
		assertEquals(regions(original), regions(back));
		assertEquals(features(original), features(back));
		assertEquals(hexsides(original), hexsides(back));
	}

	@Test
	void aTiledMapGoesToBanneretAndBackWithItsTileLayer() throws Exception {
		Path first = folder.resolve("stirling.tmx");
		run("export", folder.resolve("stirling.hexmap").toString(), "--format", "tmx", "-o", first.toString());
		run("import", first.toString(), "-o", folder.resolve("back").toString());
		Path second = folder.resolve("back").resolve("stirling.tmx");
		assertEquals(BanneretCli.OK, run("export", folder.resolve("back").resolve("stirling.hexmap").toString(), "--format", "tmx", "-o",
				second.toString()), this::errors);
		assertEquals(layer(first, "terrain"), layer(second, "terrain"));
		assertEquals(layer(first, "elevation"), layer(second, "elevation"));
	}

	@Test
	void tiledsHexagonalExampleComesInGoesOutAndRenders() throws Exception {
		Path tmx = folder.resolve("hexagonal-mini.tmx");
		Files.copy(TILED_EXAMPLES.resolve("hexagonal-mini.tmx"), tmx);
		Files.copy(TILED_EXAMPLES.resolve("hexmini.png"), folder.resolve("hexmini.png"));
		// Its tiles carry no terrain: each is listed, and its hexes take the first terrain.
		assertEquals(BanneretCli.OK, run("import", tmx.toString(), "-o", folder.resolve("back").toString(), "--game-system", "medieval"), this::errors);
		assertTrue(errors().contains("warning") && errors().contains("--terrain-map"), errors());
		// With a mapping, every tile is a terrain of the game system.
		Files.writeString(folder.resolve("hexmini.terrain"), "# hexmini's tiles\n1=clear\n2=forest\n3=hills\n4=swamp\n5=river\n6=village\n7=clear\n"
				+ "8=forest\n9=hills\n10=swamp\n11=river\n12=village\n13=clear\n14=forest\n15=hills\n16=swamp\n17=river\n18=village\n");
		errors.reset();
		assertEquals(BanneretCli.OK, run("import", tmx.toString(), "-o", folder.resolve("back").toString(), "--game-system", "medieval",
				"--terrain-map", folder.resolve("hexmini.terrain").toString()), this::errors);
		assertFalse(errors().contains("warning"), errors());
		Path hexmap = folder.resolve("back").resolve("hexagonal-mini.hexmap");
		HexMap map = load(hexmap);
		assertEquals(20, map.getGrid().getColumns());
		assertEquals(org.banneret.model.GridOrientation.POINTY, map.getGrid().getOrientation());
		assertEquals(BanneretCli.OK, run("validate", hexmap.toString()), this::errors);
		Path out = folder.resolve("back").resolve("mini.tmx");
		assertEquals(BanneretCli.OK, run("export", hexmap.toString(), "--format", "tmx", "-o", out.toString()), this::errors);
		ProcessBuilder tmxrasterizer = new ProcessBuilder("tmxrasterizer", out.toString(), folder.resolve("mini.png").toString()).redirectErrorStream(true);
		tmxrasterizer.environment().put("QT_QPA_PLATFORM", "offscreen");
		Process tiled = tmxrasterizer.start();
		String output = new String(tiled.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(tiled.waitFor(60, TimeUnit.SECONDS));
		assertEquals(0, tiled.exitValue(), output);
		assertTrue(Files.size(folder.resolve("mini.png")) > 0);
	}

	@Test
	void hostileAndBrokenMapsAreClearErrors() throws Exception {
		String header = "<?xml version=\"1.0\"?>\n";
		String map = "<map version=\"1.8\" orientation=\"hexagonal\" width=\"2\" height=\"2\" tilewidth=\"72\" tileheight=\"62\""
				+ " hexsidelength=\"36\" staggeraxis=\"x\" staggerindex=\"odd\">";
		List<String[]> cases = new ArrayList<>();
		cases.add(new String[] { header + "<!DOCTYPE map [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>" + map
				+ "<layer name=\"t\" width=\"2\" height=\"2\"><data encoding=\"csv\">&xxe;</data></layer></map>", "not a Tiled map" });
		cases.add(new String[] { header + "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>" + map + "&lol2;</map>",
				"not a Tiled map" });
		cases.add(new String[] { header + map + "<layer name=\"t\" width=\"2\" height=\"2\"><data encoding=\"csv\">1,1,1</data></layer></map>",
				"holds 3 tiles, but its size 2 x 2 needs 4" });
		cases.add(new String[] { header + map + "<layer name=\"t\" width=\"2\" height=\"2\"><data encoding=\"base64\" compression=\"zstd\">AAAA</data></layer></map>",
				"zstd" });
		cases.add(new String[] { header + map + "<tileset firstgid=\"1\" source=\"../outside.tsx\"/></map>", "outside the map's folder" });
		cases.add(new String[] { header + map.replace("width=\"2\" height=\"2\"", "width=\"3000\" height=\"3000\"") + "</map>",
				"beyond what Banneret reads" });
		cases.add(new String[] { header + "<map version=\"1.8\" orientation=\"orthogonal\" width=\"2\" height=\"2\"/>", "an orthogonal map has no hexes" });
		cases.add(new String[] { header + "<map version=\"1.8\" orientation=\"isometric\" width=\"2\" height=\"2\"/>", "an isometric map has no hexes" });
		for (String[] hostile : cases) {
			Path tmx = folder.resolve("hostile.tmx");
			Files.writeString(tmx, hostile[0]);
			errors.reset();
			assertEquals(BanneretCli.ERRORS, run("import", tmx.toString(), "-o", folder.resolve("back").toString(), "--game-system", "medieval"),
					() -> hostile[1] + ": " + errors());
			assertTrue(errors().contains(hostile[1]) && !errors().contains("Exception"), () -> hostile[1] + ": " + errors());
			assertFalse(errors().contains("root:"), "an entity was expanded: " + errors());
		}
		assertFalse(Files.exists(folder.resolve("back").resolve("hostile.hexmap")));
	}

	private static List<String> paths(HexMap map) {
		return map.getPaths().stream().map((MapPath p) -> p.getType().getName() + " " + p.getName() + " " + p.getHexes()).toList();
	}

	private static List<String> regions(HexMap map) {
		return map.getRegions().stream().map((Region r) -> r.getName() + " " + r.getTitle() + " " + r.getHexes()).toList();
	}

	private static List<String> features(HexMap map) {
		return map.getFeatures().stream().map((HexFeature f) -> f.getHex() + " " + f.getType().getName()).toList();
	}

	private static List<String> hexsides(HexMap map) {
		return map.getHexsideFeatures().stream().map((HexsideFeature f) -> f.getHex() + " " + f.getSide() + " " + f.getType().getName()).toList();
	}

	private static String layer(Path tmx, String name) throws IOException {
		String text = Files.readString(tmx);
		int at = text.indexOf("name=\"" + name + "\"");
		int data = text.indexOf("<data", at);
		return text.substring(data, text.indexOf("</data>", data));
	}

	private HexMap load(Path file) throws Exception {
		LanguageFileSet files = new LanguageFileSet(BanneretIdeSetup.injector().getInstance(XtextResourceSet.class));
		files.load(List.of(file));
		Resource resource = files.inputs().get(0);
		assertTrue(resource.getErrors().isEmpty(), () -> file + ": " + resource.getErrors());
		return (HexMap) resource.getContents().get(0);
	}

	private int run(String... args) {
		return new BanneretCli(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
				new PrintStream(errors, true, StandardCharsets.UTF_8)).run(args);
	}

	private String errors() {
		return errors.toString(StandardCharsets.UTF_8);
	}
}
