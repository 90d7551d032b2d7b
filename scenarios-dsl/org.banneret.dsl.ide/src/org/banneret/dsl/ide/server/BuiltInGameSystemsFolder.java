package org.banneret.dsl.ide.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.banneret.gamesystems.BuiltInGameSystems;
import org.eclipse.emf.common.util.URI;

import com.google.inject.Singleton;

/**
 * The built-in game systems as files the language server can index: copied once per server
 * out of their bundle into a folder of their own, read-only for the editor's purposes.
 */
@Singleton
public class BuiltInGameSystemsFolder {

	private Path folder;

	public synchronized URI uri() {
		if (folder == null) {
			folder = extract();
		}
		return URI.createFileURI(folder.toString() + "/");
	}

	private static Path extract() {
		try {
			Path folder = Files.createTempDirectory("banneret-gamesystems");
			folder.toFile().deleteOnExit();
			for (String file : BuiltInGameSystems.FILES) {
				URL url = BuiltInGameSystems.url(file);
				if (url == null) {
					continue;
				}
				Path target = folder.resolve(file);
				try (InputStream in = url.openStream()) {
					Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
				}
				target.toFile().setReadOnly();
				target.toFile().deleteOnExit();
			}
			return folder;
		} catch (IOException e) {
			throw new UncheckedIOException("cannot copy the built-in game systems out of their bundle", e);
		}
	}
}
