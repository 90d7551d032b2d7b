package org.banneret.ui.application;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IWorkbench;

/**
 * How a later start on the same workspace hands its files to the Studio that runs, instead of
 * failing on the workspace's lock: the Studio listens on a loopback port, and writes the port and
 * a secret to the workspace's .metadata/banneret-studio.door, readable by its user only. The
 * launcher sends the secret and one absolute path a line; the Studio opens those that are
 * Banneret files and answers "opened".
 */
public final class StudioDoor implements AutoCloseable {

	/** The door's file, in the workspace's .metadata folder. */
	public static final String FILE = "banneret-studio.door";

	private static final int MAX_FILES = 256;

	private final ServerSocket socket;
	private final Path door;
	private final String secret;
	private final IWorkbench workbench;

	private StudioDoor(ServerSocket socket, Path door, String secret, IWorkbench workbench) {
		this.socket = socket;
		this.door = door;
		this.secret = secret;
		this.workbench = workbench;
	}

	/** Opens the door of a workspace folder; null, and a line in the log, when it cannot. */
	public static StudioDoor open(Path workspace, IWorkbench workbench) {
		try {
			ServerSocket socket = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
			byte[] random = new byte[16];
			new SecureRandom().nextBytes(random);
			String secret = HexFormat.of().formatHex(random);
			Path door = workspace.resolve(".metadata").resolve(FILE);
			Files.createDirectories(door.getParent());
			Path written = Files.createTempFile(door.getParent(), FILE, ".tmp",
					PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
			Files.writeString(written, socket.getLocalPort() + " " + secret + "\n");
			Files.move(written, door, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
			StudioDoor opened = new StudioDoor(socket, door, secret, workbench);
			Thread listener = new Thread(opened::listen, "Banneret Studio door");
			listener.setDaemon(true);
			listener.start();
			return opened;
		} catch (IOException | UnsupportedOperationException e) {
			ILog.get().warn("Banneret Studio cannot take files from later starts: " + e.getMessage(), e);
			return null;
		}
	}

	/** The port the door listens on. */
	public int port() {
		return socket.getLocalPort();
	}

	private void listen() {
		while (!socket.isClosed()) {
			try (Socket caller = socket.accept()) {
				caller.setSoTimeout(5000);
				take(caller);
			} catch (IOException e) {
				// a caller that hung up or sent nothing; the door stays open until the Studio closes it
			}
		}
	}

	private void take(Socket caller) throws IOException {
		BufferedReader in = new BufferedReader(new InputStreamReader(caller.getInputStream(), StandardCharsets.UTF_8));
		if (!secret.equals(in.readLine())) {
			return;
		}
		List<Path> files = new ArrayList<>();
		for (String line = in.readLine(); line != null && !line.isEmpty() && files.size() < MAX_FILES; line = in.readLine()) {
			Path file = Path.of(line);
			if (file.isAbsolute() && FilesToOpen.isBanneretFile(file)) {
				files.add(file.normalize());
			}
		}
		FilesToOpen.open(workbench, files);
		Writer out = new OutputStreamWriter(caller.getOutputStream(), StandardCharsets.UTF_8);
		out.write("opened " + files.size() + "\n");
		out.flush();
	}

	@Override
	public void close() {
		try {
			socket.close();
			Files.deleteIfExists(door);
		} catch (IOException e) {
			// a door file left behind names a closed port: the launcher then starts a Studio
		}
	}
}
