package org.banneret.model.persistence;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;

/**
 * The one way Banneret writes a file: the new content goes to a temporary file beside the
 * target, is forced to disk, and then replaces the target in one rename. A reader, or a process
 * killed half-way, sees the old file byte for byte or the new one complete, never a mix. The next
 * save removes what a killed one left beside the file.
 */
public final class AtomicFiles {

	/** How old a temporary file beside a saved file must be to count as a killed save's leftover. */
	public static final Duration LEFTOVER_AGE = Duration.ofMinutes(10);

	private static final SecureRandom RANDOM = new SecureRandom();

	private AtomicFiles() {
	}

	/** Replaces the file's content with the given bytes atomically, creating its folder if needed. */
	public static void write(Path file, byte[] content) throws IOException {
		Path target = file.toAbsolutePath();
		Path directory = target.getParent();
		Files.createDirectories(directory);
		Path temporary = temporaryBeside(target);
		try {
			try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
				ByteBuffer bytes = ByteBuffer.wrap(content);
				while (bytes.hasRemaining()) {
					channel.write(bytes);
				}
				channel.force(true);
			}
			try {
				Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
			} catch (AtomicMoveNotSupportedException e) {
				Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
			}
		} finally {
			Files.deleteIfExists(temporary);
		}
		removeLeftovers(target);
	}

	/**
	 * A new empty file beside the target. Not {@link Files#createTempFile}, which makes it readable
	 * by its owner alone: created plainly, it has the mode the user's umask gives a new file, and a
	 * file that is replaced keeps its own.
	 */
	private static Path temporaryBeside(Path target) throws IOException {
		for (int attempt = 0;; attempt++) {
			Path temporary = target.resolveSibling("." + target.getFileName() + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
			try {
				Files.newByteChannel(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
			} catch (java.nio.file.FileAlreadyExistsException e) {
				if (attempt < 100) {
					continue;
				}
				throw e;
			}
			if (Files.exists(target) && Files.getFileStore(temporary).supportsFileAttributeView(PosixFileAttributeView.class)) {
				Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(target));
			}
			return temporary;
		}
	}

	/**
	 * Deletes the temporary files that saves of this file killed half-way left beside it. Only
	 * those older than {@link #LEFTOVER_AGE}: a younger one may be another save still writing.
	 */
	static void removeLeftovers(Path target) {
		String prefix = "." + target.getFileName();
		FileTime before = FileTime.from(Instant.now().minus(LEFTOVER_AGE));
		try (DirectoryStream<Path> files = Files.newDirectoryStream(target.getParent(),
				file -> file.getFileName().toString().startsWith(prefix) && file.getFileName().toString().endsWith(".tmp"))) {
			for (Path leftover : files) {
				if (Files.isRegularFile(leftover) && Files.getLastModifiedTime(leftover).compareTo(before) < 0) {
					Files.deleteIfExists(leftover);
				}
			}
		} catch (IOException e) {
			// Tidying up is a courtesy: the save itself has succeeded.
		}
	}
}
