package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;

import org.banneret.ui.application.FilesToOpen;
import org.banneret.ui.application.StudioDoor;
import org.banneret.workspace.BanneretNature;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file from outside the workspace, as a double-click in a file manager gives it: opened in a
 * project on its folder; and a later start on the same workspace handing its files to this Studio.
 */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class OpenFromOutsideTest {

	@TempDir
	Path folder;

	@AfterEach
	void closeAndForgetTheProjects() throws Exception {
		Studio.closeAll();
		for (IProject project : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
			if (project.getLocation() != null && project.getLocation().toPath().startsWith(folder)) {
				project.delete(false, true, null); // the project, not the user's files
			}
		}
	}

	@Test
	void aFileOutsideTheWorkspaceOpensInABanneretProjectOnItsFolderOnce() throws Exception {
		Path stirling = copyStirling(folder.resolve("my scenarios"));
		FilesToOpen.open(PlatformUI.getWorkbench(), FilesToOpen.inArguments(new String[] { "-data", "/w", stirling.toString() }));
		Studio.waitUntil(() -> openEditors().contains("stirling.scenario"), () -> "editors: " + openEditors());

		IProject project = projectOn(stirling.getParent());
		assertEquals("my scenarios", project.getName());
		assertTrue(BanneretNature.isBanneretProject(project));
		assertEquals("UTF-8", project.getDefaultCharset(false));
		assertTrue(Files.exists(stirling.getParent().resolve("stirling.hexmap")), "the user's files stay where they are");

		// Again, with the map beside it: the same project, no second one.
		FilesToOpen.open(PlatformUI.getWorkbench(), List.of(stirling.getParent().resolve("stirling.hexmap")));
		Studio.waitUntil(() -> openEditors().contains("stirling.hexmap"), () -> "editors: " + openEditors());
		assertEquals(1, Arrays.stream(ResourcesPlugin.getWorkspace().getRoot().getProjects())
				.filter(p -> stirling.getParent().equals(p.getLocation().toPath())).count());
		Studio.settle();
		assertTrue(Studio.findings(project).stream().anyMatch(f -> f.code().equals("BAN-PLACE-3")),
				"checked beside its map: " + Studio.findings(project));
	}

	@Test
	void aLaterStartHandsItsFilesThroughTheDoorAndAStrangerIsTurnedAway() throws Exception {
		Path stirling = copyStirling(folder.resolve("sent"));
		Path workspace = Files.createDirectories(folder.resolve("workspace"));
		try (StudioDoor door = StudioDoor.open(workspace, PlatformUI.getWorkbench())) {
			Path file = workspace.resolve(".metadata").resolve(StudioDoor.FILE);
			assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
			String[] portAndSecret = Files.readString(file).trim().split(" ");
			assertEquals(String.valueOf(door.port()), portAndSecret[0]);

			assertEquals(null, send(door.port(), "not the secret", stirling), "a caller without the secret gets no answer");
			assertEquals("opened 1", send(door.port(), portAndSecret[1], stirling, Path.of("relative.scenario")));
			Studio.waitUntil(() -> openEditors().contains("stirling.scenario"), () -> "editors: " + openEditors());
			door.close();
			assertFalse(Files.exists(file), "a closed door leaves no file that names its port");
		}
	}

	private static String send(int port, String secret, Path... files) throws Exception {
		try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
			socket.setSoTimeout(10_000);
			Writer out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
			out.write(secret + "\n");
			for (Path file : files) {
				out.write(file + "\n");
			}
			out.write("\n");
			out.flush();
			return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8)).readLine();
		}
	}

	private static Path copyStirling(Path target) throws Exception {
		Files.createDirectories(target);
		IProject examples = Examples.project();
		for (String name : List.of("stirling.scenario", "stirling.hexmap")) {
			Files.copy(examples.getFile("bannockburn/" + name).getLocation().toPath(), target.resolve(name));
		}
		return target.resolve("stirling.scenario");
	}

	private static IProject projectOn(Path location) {
		return Arrays.stream(ResourcesPlugin.getWorkspace().getRoot().getProjects())
				.filter(p -> p.getLocation() != null && IPath.fromOSString(location.toString()).equals(p.getLocation()))
				.findFirst().orElseThrow(() -> new AssertionError("no project on " + location));
	}

	private static List<String> openEditors() {
		return Studio.ui(() -> Arrays.stream(Studio.page().getEditorReferences()).map(IEditorReference::getName).toList());
	}
}
