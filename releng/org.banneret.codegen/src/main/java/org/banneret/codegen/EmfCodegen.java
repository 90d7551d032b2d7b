package org.banneret.codegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.GenPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;

/**
 * Runs the EMF generator outside Eclipse for the Banneret metamodel.
 * <p>
 * {@code check} regenerates into a temporary folder and fails when the committed
 * sources differ; {@code write} replaces them. The .genmodel is reloaded from the
 * .ecore first, as the EMF wizard's "Reload" does, so new classes get generator
 * settings without hand editing.
 */
public final class EmfCodegen {

	private static final String GENMODEL = "bundles/org.banneret.model/model/banneret.genmodel";

	/** What the generator owns in each bundle: folders replaced whole, and single files. */
	private static final Map<String, List<String>> GENERATED = Map.of(
			"org.banneret.model", List.of("src-gen", "plugin.properties"),
			"org.banneret.model.edit", List.of("src-gen", "icons", "plugin.properties"));

	private EmfCodegen() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length != 2 || !List.of("check", "write").contains(args[0])) {
			System.err.println("usage: EmfCodegen check|write <repository root>");
			System.exit(2);
		}
		boolean write = args[0].equals("write");
		Path root = Path.of(args[1]).toAbsolutePath().normalize();
		Path out = Files.createTempDirectory("banneret-codegen");

		ResourceSet resourceSet = newResourceSet();
		Resource genModelResource = resourceSet.getResource(URI.createFileURI(root.resolve(GENMODEL).toString()), true);
		GenModel genModel = reload((GenModel) genModelResource.getContents().get(0));
		genModelResource.getContents().set(0, genModel);
		generate(genModel, out);

		// Saved through a stream so that references stay relative to the real .genmodel.
		Path genModelCopy = out.resolve("banneret.genmodel");
		try (var stream = Files.newOutputStream(genModelCopy)) {
			genModelResource.save(stream, Map.of());
		}

		List<String> drift = new ArrayList<>();
		GeneratedFiles.compareFile(genModelCopy, root.resolve(GENMODEL), GENMODEL, drift);
		for (var bundle : GENERATED.entrySet()) {
			for (String part : bundle.getValue()) {
				Path generated = out.resolve(bundle.getKey()).resolve(part);
				Path committed = root.resolve("bundles").resolve(bundle.getKey()).resolve(part);
				GeneratedFiles.compare(generated, committed, "bundles/" + bundle.getKey() + "/" + part, drift);
				if (write) {
					GeneratedFiles.replace(generated, committed);
				}
			}
		}
		if (write) {
			Files.copy(genModelCopy, root.resolve(GENMODEL), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
			System.out.println("EMF code regenerated; " + drift.size() + " file(s) changed.");
		} else if (!drift.isEmpty()) {
			System.err.println("Generated EMF code has drifted from banneret.ecore (" + drift.size() + " file(s)):");
			drift.stream().limit(20).forEach(f -> System.err.println("  " + f));
			System.err.println("Run ./banneret generate and commit the result.");
			System.exit(1);
		} else {
			System.out.println("EMF code is up to date with banneret.ecore.");
		}
	}

	private static ResourceSet newResourceSet() {
		ResourceSet resourceSet = new ResourceSetImpl();
		var factories = resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap();
		factories.put("ecore", new EcoreResourceFactoryImpl());
		factories.put("genmodel", new EcoreResourceFactoryImpl());
		resourceSet.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
		resourceSet.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);
		return resourceSet;
	}

	/** A fresh GenModel over the current .ecore that keeps the old one's settings. */
	private static GenModel reload(GenModel old) {
		List<EPackage> packages = old.getGenPackages().stream().map(GenPackage::getEcorePackage).toList();
		GenModel fresh = GenModelFactory.eINSTANCE.createGenModel();
		fresh.initialize(packages);
		fresh.getForeignModel().addAll(old.getForeignModel());
		fresh.reconcile(old);
		return fresh;
	}

	private static void generate(GenModel genModel, Path out) {
		for (String bundle : GENERATED.keySet()) {
			EcorePlugin.getPlatformResourceMap().put(bundle, URI.createFileURI(out.resolve(bundle) + "/"));
		}
		GeneratorAdapterFactory.Descriptor.Registry.INSTANCE.addDescriptor(GenModelPackage.eNS_URI,
				GenModelGeneratorAdapterFactory.DESCRIPTOR);
		genModel.setCanGenerate(true);
		Generator generator = new Generator();
		generator.setInput(genModel);
		for (String projectType : List.of(GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE,
				GenBaseGeneratorAdapter.EDIT_PROJECT_TYPE)) {
			Diagnostic diagnostic = generator.generate(genModel, projectType, new BasicMonitor());
			if (diagnostic.getSeverity() == Diagnostic.ERROR) {
				throw new IllegalStateException("EMF generation failed: " + diagnostic);
			}
		}
		// Outside OSGi the generator reports OK even when it writes nothing: check.
		if (!Files.isDirectory(out.resolve("org.banneret.model/src-gen/org/banneret/model"))) {
			throw new IllegalStateException("EMF generator wrote no model code under " + out);
		}
	}
}
