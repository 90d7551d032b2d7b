package org.banneret.workspace;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import org.banneret.dsl.resource.BanneretDescriptionStrategy;
import org.banneret.model.BanneretPackage;
import org.eclipse.core.resources.IProject;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;

/**
 * What a project's files can name, as the language host's index knows it: game systems (the
 * built-in ones and the project's own), maps with the system each is of, and a system's terrain.
 * For wizards and pickers; a project sees its own files and the built-ins, not other projects'.
 */
public final class Catalog {

	/** A map, the game system it is written for, and the URI of its model, to load it by. */
	public record MapEntry(String name, String gameSystem, String uri) {
	}

	private final LanguageHost host;
	private final String projectLocation;

	/** What files in the project (or, with null, any project) can name. */
	public Catalog(LanguageHost host, IProject project) {
		this.host = host;
		this.projectLocation = project == null || project.getLocationURI() == null ? null
				: LanguageFiles.uriOf(project.getLocationURI());
	}

	/** The qualified names of every game system, sorted. */
	public List<String> gameSystems() {
		return names(BanneretPackage.Literals.GAME_SYSTEM);
	}

	/** Every map, sorted by name. */
	public List<MapEntry> maps() {
		List<MapEntry> maps = new ArrayList<>();
		for (IEObjectDescription map : exported(BanneretPackage.Literals.HEX_MAP).values()) {
			maps.add(new MapEntry(map.getQualifiedName().toString(), map.getUserData(BanneretDescriptionStrategy.GAME_SYSTEM),
					map.getEObjectURI().toString()));
		}
		return maps;
	}

	/** The terrain types of a game system, by their simple names. */
	public List<String> terrainTypes(String gameSystem) {
		QualifiedName system = QualifiedName.create(gameSystem.split("\\."));
		List<String> terrains = new ArrayList<>();
		for (IEObjectDescription terrain : exported(BanneretPackage.Literals.TERRAIN_TYPE).values()) {
			QualifiedName name = terrain.getQualifiedName();
			if (name.getSegmentCount() == system.getSegmentCount() + 1 && name.startsWith(system)) {
				terrains.add(name.getLastSegment());
			}
		}
		return terrains;
	}

	/** Built-ins are outside the workspace; the project's own files lie under its location. */
	private boolean isVisible(IEObjectDescription description) {
		String uri = description.getEObjectURI().trimFragment().toString();
		return projectLocation == null || LanguageFiles.fileOf(uri) == null
				|| uri.startsWith(projectLocation.endsWith("/") ? projectLocation : projectLocation + "/");
	}

	private List<String> names(EClass type) {
		return new ArrayList<>(exported(type).keySet());
	}

	/** What the index exports of a type, by qualified name; empty when the host does not answer in time. */
	private TreeMap<String, IEObjectDescription> exported(EClass type) {
		TreeMap<String, IEObjectDescription> found = new TreeMap<>();
		try {
			host.access().doReadIndex(context -> {
				for (IEObjectDescription description : context.getIndex().getExportedObjectsByType(type)) {
					if (isVisible(description)) {
						found.putIfAbsent(description.getQualifiedName().toString(), description);
					}
				}
				return null;
			}).get(10, java.util.concurrent.TimeUnit.SECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
			WorkspacePlugin.log(org.eclipse.core.runtime.IStatus.WARNING, "The language server's index did not answer", e);
		}
		return found;
	}
}
