package org.banneret.model.persistence;

import java.io.ByteArrayOutputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.validation.ModelValidator;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.XMLParserPoolImpl;
import org.xml.sax.SAXParseException;

/**
 * Reads and writes Banneret models as XMI, the interchange form. Reading reports the first
 * problem as {@code file:line:column: reason}; writing never leaves a half-written file.
 */
public final class ModelStore {

	/** The file extension of Banneret XMI files. */
	public static final String XMI_EXTENSION = "xmi";

	private static final XMLParserPoolImpl PARSER_POOL = new XMLParserPoolImpl(true);

	private ModelStore() {
	}

	/** A resource set that knows the Banneret package and reads .xmi files, in or outside OSGi. */
	public static ResourceSet newResourceSet() {
		ModelValidator.register();
		ResourceSet resourceSet = new ResourceSetImpl();
		resourceSet.getPackageRegistry().put(BanneretPackage.eNS_URI, BanneretPackage.eINSTANCE);
		resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put(XMI_EXTENSION,
				new XMIResourceFactoryImpl());
		resourceSet.getLoadOptions().putAll(loadOptions());
		return resourceSet;
	}

	private static Map<Object, Object> loadOptions() {
		Map<Object, Object> options = new HashMap<>();
		options.put(XMLResource.OPTION_USE_PARSER_POOL, PARSER_POOL);
		options.put(XMLResource.OPTION_USE_DEPRECATED_METHODS, Boolean.FALSE);
		options.put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
		options.put(XMLResource.OPTION_USE_XML_NAME_TO_FEATURE_MAP, new HashMap<>());
		// XMI needs no DTD: refusing DOCTYPE refuses external entities (XXE) and entity bombs alike.
		options.put(XMLResource.OPTION_PARSER_FEATURES, Map.of("http://apache.org/xml/features/disallow-doctype-decl", true,
				"http://xml.org/sax/features/external-general-entities", false,
				"http://xml.org/sax/features/external-parameter-entities", false));
		return options;
	}

	private static Map<Object, Object> saveOptions() {
		Map<Object, Object> options = new HashMap<>();
		options.put(XMLResource.OPTION_ENCODING, "UTF-8");
		options.put(XMLResource.OPTION_USE_CACHED_LOOKUP_TABLE, new java.util.ArrayList<>());
		options.put(XMLResource.OPTION_CONFIGURATION_CACHE, Boolean.TRUE);
		options.put(XMLResource.OPTION_LINE_WIDTH, 120);
		return options;
	}

	/**
	 * Loads a file into the resource set.
	 *
	 * @throws ModelLoadException when the file is missing, not well-formed or not a Banneret model;
	 *                            the resource is then removed from the set again
	 */
	public static Resource load(ResourceSet resourceSet, Path file) throws ModelLoadException {
		Path absolute = file.toAbsolutePath().normalize();
		Resource resource = resourceSet.createResource(URI.createFileURI(absolute.toString()));
		if (resource == null) {
			throw new ModelLoadException(file, 0, 0, "no reader for files named '" + file.getFileName() + "'", null);
		}
		try {
			resource.load(resourceSet.getLoadOptions()); // a resource loaded directly does not take the set's options
		} catch (IOException | RuntimeException e) {
			resourceSet.getResources().remove(resource);
			throw describe(file, resource, e);
		}
		if (!resource.getErrors().isEmpty()) {
			resourceSet.getResources().remove(resource);
			throw describe(file, resource, null);
		}
		if (resource.getContents().isEmpty()) {
			resourceSet.getResources().remove(resource);
			throw new ModelLoadException(file, 0, 0, "the file holds no model", null);
		}
		return resource;
	}

	private static ModelLoadException describe(Path file, Resource resource, Exception failure) {
		List<Resource.Diagnostic> errors = resource.getErrors();
		if (!errors.isEmpty()) {
			Resource.Diagnostic first = errors.get(0);
			return new ModelLoadException(file, first.getLine(), first.getColumn(), reason(first.getMessage(), failure),
					failure);
		}
		for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
			if (cause instanceof SAXParseException sax) {
				return new ModelLoadException(file, sax.getLineNumber(), sax.getColumnNumber(),
						"not well-formed XML: " + sax.getMessage(), failure);
			}
			if (cause instanceof FileNotFoundException || cause instanceof NoSuchFileException) {
				return new ModelLoadException(file, 0, 0, "file not found", failure);
			}
		}
		String message = failure == null ? "unreadable" : String.valueOf(failure.getMessage());
		return new ModelLoadException(file, 0, 0, message, failure);
	}

	private static String reason(String message, Exception failure) {
		String text = message == null && failure != null ? failure.toString() : String.valueOf(message);
		// EMF appends "(uri, line, column)"; the exception's own message carries the position already.
		int position = text.lastIndexOf(" (");
		return position > 0 && text.endsWith(")") && text.substring(position).contains("file:")
				? text.substring(0, position)
				: text;
	}

	/**
	 * Saves a resource to its file atomically ({@link AtomicFiles}): if anything fails, the
	 * previous file is left as it was.
	 */
	public static void save(Resource resource) throws IOException {
		URI uri = resource.getURI();
		if (uri == null || !uri.isFile()) {
			throw new IOException("only resources with a file URI can be saved atomically: " + uri);
		}
		save(resource, Path.of(uri.toFileString()));
	}

	/** Saves a resource's content atomically to the given file. */
	public static void save(Resource resource, Path file) throws IOException {
		ByteArrayOutputStream content = new ByteArrayOutputStream(1 << 16);
		resource.save(content, saveOptions());
		AtomicFiles.write(file, content.toByteArray());
	}
}
