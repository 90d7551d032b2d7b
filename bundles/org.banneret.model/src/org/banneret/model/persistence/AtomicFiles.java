package org.banneret.model.persistence;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The one way Banneret writes a file: the new content goes to a temporary file beside the
 * target, is forced to disk, and then replaces the target in one rename. A reader, or a process
 * killed half-way, sees the old file byte for byte or the new one complete, never a mix.
 */
public final class AtomicFiles {

	private AtomicFiles() {
	}

	/** Replaces the file's content with the given bytes atomically, creating its folder if needed. */
	public static void write(Path file, byte[] content) throws IOException {
		Path target = file.toAbsolutePath();
		Path directory = target.getParent();
		Files.createDirectories(directory);
		Path temporary = Files.createTempFile(directory, "." + target.getFileName(), ".tmp");
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
	}
}
