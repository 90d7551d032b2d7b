package org.banneret.model.tests;

import java.nio.file.Path;

import org.banneret.model.BanneretFactory;
import org.banneret.model.GameSystem;
import org.banneret.model.persistence.ModelStore;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

/**
 * The process {@link SaveKillTest} kills: it saves two versions of a large game system to one
 * file, one after the other, until it is killed.
 */
public final class SaveLoop {

	/** Terrain types in the two versions; some 4 MB of XMI, a save of a few hundred milliseconds. */
	static final int OLD_SIZE = 40_000;
	static final int NEW_SIZE = 48_000;

	private SaveLoop() {
	}

	public static void main(String[] args) throws Exception {
		Path file = Path.of(args[0]);
		Resource older = version(file, "old", OLD_SIZE);
		Resource newer = version(file, "new", NEW_SIZE);
		System.out.println("saving");
		System.out.flush();
		while (true) {
			ModelStore.save(newer);
			System.out.println("saved"); // the test times the saves, to kill at a moment of one however fast the machine
			System.out.flush();
			ModelStore.save(older);
			System.out.println("saved");
			System.out.flush();
		}
	}

	/** One version of the game system, as a resource whose file is the given one. */
	static Resource version(Path file, String name, int terrainTypes) {
		GameSystem system = BanneretFactory.eINSTANCE.createGameSystem();
		system.setName(name);
		for (int i = 0; i < terrainTypes; i++) {
			var terrain = BanneretFactory.eINSTANCE.createTerrainType();
			terrain.setName(name + " terrain " + i);
			terrain.setCode(Integer.toString(i, 36));
			terrain.setDescription("a terrain type that exists to make the file large, number " + i);
			system.getTerrainTypes().add(terrain);
		}
		Resource resource = ModelStore.newResourceSet().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
		resource.getContents().add(system);
		return resource;
	}
}
