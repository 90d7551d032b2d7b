package org.banneret.codegen;

import java.nio.file.Path;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.mwe2.launch.runtime.Mwe2Runner;
import org.eclipse.emf.mwe2.language.Mwe2StandaloneSetup;

/**
 * Runs the Xtext generator for the Banneret language through MWE2, outside Eclipse,
 * writing into {@code scenarios-dsl/}.
 */
public final class XtextCodegen {

	static final String WORKFLOW = "scenarios-dsl/org.banneret.dsl/src/org/banneret/dsl/GenerateBanneret.mwe2";

	private XtextCodegen() {
	}

	public static void main(String[] args) {
		Path root = Path.of(args[0]).toAbsolutePath().normalize();
		generate(root, root.resolve("scenarios-dsl"));
	}

	/** Generates the language's projects under {@code dslRoot} from the grammar in {@code root}. */
	static void generate(Path root, Path dslRoot) {
		Mwe2Runner runner = new Mwe2StandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(Mwe2Runner.class);
		runner.run(URI.createFileURI(root.resolve(WORKFLOW).toString()), Map.of(
				"rootPath", dslRoot.toString(),
				"modelPath", root.resolve("bundles/org.banneret.model").toString()));
	}
}
