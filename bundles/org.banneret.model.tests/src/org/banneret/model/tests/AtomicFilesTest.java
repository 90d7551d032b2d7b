package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

import org.banneret.model.persistence.AtomicFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saves replace a file in one rename, and tidy up what killed saves left beside it. */
class AtomicFilesTest {

	@TempDir
	Path folder;

	@Test
	void aSaveReplacesTheFileAndLeavesNoTemporaryFile() throws IOException {
		Path file = folder.resolve("sub/stirling.scenario");
		AtomicFiles.write(file, "first".getBytes(StandardCharsets.UTF_8));
		AtomicFiles.write(file, "second".getBytes(StandardCharsets.UTF_8));
		assertEquals("second", Files.readString(file));
		assertEquals(List.of("stirling.scenario"), names(file.getParent()));
	}

	@Test
	void aNewFileHasTheUsersModeAndAReplacedFileKeepsItsOwn() throws IOException {
		Path plain = Files.createFile(folder.resolve("plain.txt")); // the mode the umask gives a new file
		Path exported = folder.resolve("map.pdf");
		AtomicFiles.write(exported, new byte[] { 1 });
		assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(exported));
		Files.setPosixFilePermissions(exported, PosixFilePermissions.fromString("rw-rw----"));
		AtomicFiles.write(exported, new byte[] { 2 });
		assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(exported)));
	}

	@Test
	void aSaveRemovesAKilledSavesOldLeftoverButNotAYoungOneNorOtherFiles() throws IOException {
		Path file = folder.resolve("stirling.scenario");
		Path old = Files.writeString(folder.resolve(".stirling.scenario123.tmp"), "half a file");
		Files.setLastModifiedTime(old, FileTime.from(Instant.now().minus(AtomicFiles.LEFTOVER_AGE).minusSeconds(60)));
		Path young = Files.writeString(folder.resolve(".stirling.scenario456.tmp"), "a save still writing");
		Path other = Files.writeString(folder.resolve(".falkirk.scenario789.tmp"), "another file's");
		Files.setLastModifiedTime(other, FileTime.from(Instant.parse("2020-01-01T00:00:00Z")));

		AtomicFiles.write(file, "whole".getBytes(StandardCharsets.UTF_8));

		assertFalse(Files.exists(old), "the killed save's leftover is gone");
		assertTrue(Files.exists(young), "a younger temporary file may be another save in progress");
		assertTrue(Files.exists(other), "another file's temporaries are its own saves' business");
	}

	private static List<String> names(Path folder) throws IOException {
		try (Stream<Path> files = Files.list(folder)) {
			return files.map(p -> p.getFileName().toString()).sorted().toList();
		}
	}
}
