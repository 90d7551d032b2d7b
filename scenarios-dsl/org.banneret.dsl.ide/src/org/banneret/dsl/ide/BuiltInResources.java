package org.banneret.dsl.ide;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.banneret.gamesystems.BuiltInGameSystems;
import org.banneret.model.NamedElement;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;

/**
 * The built-in game systems beside a user's files in one resource set, so that maps and scenarios
 * resolve "of medieval" wherever they are read: by the command line, or by an editor.
 */
public final class BuiltInResources {

	/** The URI scheme of the built-in game systems' resources. */
	public static final String SCHEME = "builtin";

	private BuiltInResources() {
	}

	/**
	 * Loads each built-in game system that the resource set's files do not replace; a built-in is
	 * replaced by a file of the same name or one defining the same system. Returns the problems
	 * met (a built-in missing from this build), for the caller to report.
	 */
	public static List<String> addTo(ResourceSet resourceSet) {
		Set<String> defined = new HashSet<>();
		for (Resource resource : List.copyOf(resourceSet.getResources())) {
			defined.add(resource.getURI().lastSegment());
			resource.getContents().stream().filter(NamedElement.class::isInstance)
					.forEach(root -> defined.add(((NamedElement) root).getName()));
		}
		List<String> problems = new java.util.ArrayList<>();
		for (String file : BuiltInGameSystems.FILES) {
			if (defined.contains(file)) {
				continue;
			}
			URL url = BuiltInGameSystems.url(file);
			if (url == null) {
				problems.add("the built-in game system " + file + " is missing from this build");
				continue;
			}
			Resource builtIn = resourceSet.createResource(URI.createURI(SCHEME + ":/gamesystems/" + file));
			try (InputStream in = url.openStream()) {
				builtIn.load(in, resourceSet.getLoadOptions());
			} catch (IOException e) {
				throw new IllegalStateException("cannot read the built-in game system " + file, e);
			}
			boolean replaced = builtIn.getContents().stream()
					.anyMatch(root -> root instanceof NamedElement named && defined.contains(named.getName()));
			if (replaced) {
				resourceSet.getResources().remove(builtIn);
			}
		}
		return problems;
	}

	/** The built-in game system of that name ("medieval"), read into a resource set of its own; null for none. */
	public static org.banneret.model.GameSystem gameSystem(String name) {
		ResourceSet resourceSet = BanneretIdeSetup.injector().getInstance(org.eclipse.xtext.resource.XtextResourceSet.class);
		addTo(resourceSet);
		for (Resource resource : resourceSet.getResources()) {
			for (var root : resource.getContents()) {
				if (root instanceof org.banneret.model.GameSystem system && name.equals(system.getName())) {
					return system;
				}
			}
		}
		return null;
	}
}
