package org.banneret.codegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.mwe2.launch.runtime.Mwe2Runner;
import org.eclipse.emf.mwe2.language.Mwe2StandaloneSetup;

/**
 * Runs the Xtext generator for the Banneret language through MWE2, outside Eclipse. In check
 * mode it generates into a copy of {@code scenarios-dsl/} and fails when the committed
 * {@code src-gen} differs; in write mode it regenerates in place.
 */
public final class XtextCodegen {

	static final String WORKFLOW = "org.banneret.dsl/src/org/banneret/dsl/GenerateBanneret.mwe2";
	private static final List<String> PROJECTS = List.of("org.banneret.dsl", "org.banneret.dsl.ide");

	private XtextCodegen() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length != 2 || !List.of("check", "write").contains(args[0])) {
			System.err.println("usage: XtextCodegen check|write <repository root>");
			System.exit(2);
		}
		Path root = Path.of(args[1]).toAbsolutePath().normalize();
		Path dslRoot = root.resolve("scenarios-dsl");
		if (args[0].equals("write")) {
			generate(root, dslRoot);
			System.out.println("Xtext code regenerated from Banneret.xtext.");
			return;
		}
		Path copy = Files.createTempDirectory("banneret-xtext");
		for (String project : PROJECTS) {
			copyWithoutGenerated(dslRoot.resolve(project), copy.resolve(project));
		}
		generate(root, copy);
		List<String> drift = new ArrayList<>();
		for (String project : PROJECTS) {
			GeneratedFiles.compare(copy.resolve(project).resolve("src-gen"), dslRoot.resolve(project).resolve("src-gen"),
					"scenarios-dsl/" + project + "/src-gen", drift);
		}
		if (!drift.isEmpty()) {
			System.err.println("Generated Xtext code has drifted from Banneret.xtext (" + drift.size() + " file(s)):");
			drift.stream().limit(20).forEach(f -> System.err.println("  " + f));
			System.err.println("Run ./banneret generate and commit the result.");
			System.exit(1);
		}
		System.out.println("Xtext code is up to date with Banneret.xtext.");
	}

	/** Generates the language's projects under {@code dslRoot} from the grammar they hold. */
	static void generate(Path root, Path dslRoot) {
		Mwe2Runner runner = new Mwe2StandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(Mwe2Runner.class);
		runner.run(URI.createFileURI(dslRoot.resolve(WORKFLOW).toString()), Map.of(
				"rootPath", dslRoot.toString(),
				"modelPath", root.resolve("bundles/org.banneret.model").toString()));
	}

	private static void copyWithoutGenerated(Path from, Path to) throws IOException {
		try (Stream<Path> files = Files.walk(from)) {
			for (Path source : (Iterable<Path>) files::iterator) {
				Path relative = from.relativize(source);
				if (relative.startsWith("src-gen") || relative.startsWith("bin") || relative.startsWith("target")) {
					continue;
				}
				Path target = to.resolve(relative.toString());
				if (Files.isDirectory(source)) {
					Files.createDirectories(target);
				} else {
					Files.copy(source, target);
				}
			}
		}
	}
}
