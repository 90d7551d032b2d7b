package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.banneret.model.BanneretFactory;
import org.banneret.model.Scenario;
import org.banneret.model.persistence.ModelLoadException;
import org.banneret.model.persistence.ModelStore;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelStoreTest {

	@TempDir
	Path folder;

	@Test
	void truncatedXmiNamesLineAndColumn() throws Exception {
		XmiRoundTripTest.save(new StirlingFixture(), folder);
		Path file = folder.resolve("stirling.xmi");
		String text = Files.readString(file);
		Files.writeString(file, text.substring(0, text.length() / 2));

		ResourceSet resourceSet = ModelStore.newResourceSet();
		ModelLoadException e = assertThrows(ModelLoadException.class, () -> ModelStore.load(resourceSet, file));
		assertTrue(e.line() > 1, "line: " + e.getMessage());
		assertTrue(e.column() > 0, "column: " + e.getMessage());
		assertTrue(e.getMessage().startsWith(file + ":" + e.line() + ":" + e.column() + ": "), e.getMessage());
		assertTrue(resourceSet.getResources().stream().noneMatch(r -> r.getURI().lastSegment().equals("stirling.xmi")),
				"the broken resource is not left in the resource set");
	}

	@Test
	void unknownElementIsReportedWhereItStands() throws Exception {
		Path file = folder.resolve("odd.xmi");
		Files.writeString(file, """
				<?xml version="1.0" encoding="UTF-8"?>
				<banneret:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
				    xmlns:banneret="http://www.banneret.org/model/1.0" name="Odd">
				  <sides name="Scots"/>
				  <battlefield name="nowhere"/>
				</banneret:Scenario>
				""");
		ModelLoadException e = assertThrows(ModelLoadException.class,
				() -> ModelStore.load(ModelStore.newResourceSet(), file));
		assertEquals(5, e.line(), e.getMessage());
		assertTrue(e.reason().contains("battlefield"), e.getMessage());
	}

	@org.junit.jupiter.params.ParameterizedTest
	@org.junit.jupiter.params.provider.ValueSource(strings = {
			"<!DOCTYPE s [ <!ENTITY secret SYSTEM \"file:///etc/hostname\"> ]>",
			"<!DOCTYPE s [ <!ENTITY a \"aaaaaaaaaa\"> <!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">"
					+ " <!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"> <!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\"> ]>" })
	void aDocumentTypeIsRefusedSoNoEntityIsExpanded(String doctype) throws Exception {
		Path file = folder.resolve("entities.xmi");
		String entity = doctype.contains("secret") ? "&secret;" : "&d;";
		Files.writeString(file, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + doctype + "\n"
				+ "<banneret:Scenario xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\"\n"
				+ "    xmlns:banneret=\"http://www.banneret.org/model/1.0\" name=\"" + entity + "\"/>\n");
		ResourceSet resourceSet = ModelStore.newResourceSet();
		ModelLoadException e = assertThrows(ModelLoadException.class, () -> ModelStore.load(resourceSet, file));
		assertEquals(2, e.line(), e.getMessage());
		assertTrue(e.reason().contains("DOCTYPE"), e.getMessage());
		assertTrue(resourceSet.getResources().isEmpty(), "nothing of the file is kept");
	}

	@Test
	void corruptTerrainGridIsAnErrorNotAnException() throws Exception {
		Path file = folder.resolve("map.xmi");
		Files.writeString(file, """
				<?xml version="1.0" encoding="UTF-8"?>
				<banneret:HexMap xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
				    xmlns:banneret="http://www.banneret.org/model/1.0" name="Broken"
				    terrain="3x2:1*4"/>
				""");
		ModelLoadException e = assertThrows(ModelLoadException.class,
				() -> ModelStore.load(ModelStore.newResourceSet(), file));
		assertTrue(e.line() >= 2, e.getMessage());
		assertTrue(e.reason().contains("3x2:1*4"), e.getMessage());
	}

	@Test
	void missingFileSaysSo() {
		Path file = folder.resolve("absent.xmi");
		ModelLoadException e = assertThrows(ModelLoadException.class,
				() -> ModelStore.load(ModelStore.newResourceSet(), file));
		assertEquals(file + ": file not found", e.getMessage());
	}

	@Test
	void failedSaveLeavesThePreviousFileAndNoLitter() throws Exception {
		XmiRoundTripTest.save(new StirlingFixture(), folder);
		Path file = folder.resolve("stirling.xmi");
		byte[] before = Files.readAllBytes(file);

		// A scenario that refers to a game system in no resource cannot be serialised.
		Scenario broken = BanneretFactory.eINSTANCE.createScenario();
		broken.setName("Broken");
		broken.setGameSystem(BanneretFactory.eINSTANCE.createGameSystem());
		ResourceSet resourceSet = ModelStore.newResourceSet();
		Resource resource = resourceSet.createResource(URI.createFileURI(file.toString()));
		resource.getContents().add(broken);

		assertThrows(IOException.class, () -> ModelStore.save(resource));
		assertArrayEquals(before, Files.readAllBytes(file), "the old file is untouched");
		try (Stream<Path> files = Files.list(folder)) {
			assertEquals(3, files.count(), "no temporary file is left behind");
		}
	}

	@Test
	void saveReplacesTheFileWhole() throws Exception {
		XmiRoundTripTest.save(new StirlingFixture(), folder);
		Path file = folder.resolve("stirling.xmi");
		ResourceSet resourceSet = ModelStore.newResourceSet();
		Resource resource = ModelStore.load(resourceSet, file);
		((Scenario) resource.getContents().get(0)).setTitle("Renamed");
		ModelStore.save(resource);
		Resource again = ModelStore.load(ModelStore.newResourceSet(), file);
		assertEquals("Renamed", ((Scenario) again.getContents().get(0)).getTitle());
	}
}
