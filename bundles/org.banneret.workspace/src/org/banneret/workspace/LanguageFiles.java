package org.banneret.workspace;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;

import org.banneret.dsl.ide.LanguageFileSet;
import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.xtext.ide.server.UriExtensions;

/** Which workspace files are the scenario language's, and their names as the language server knows them. */
public final class LanguageFiles {

	private static final UriExtensions URIS = new UriExtensions();

	private LanguageFiles() {
	}

	public static boolean isLanguageFile(IResource resource) {
		return resource instanceof IFile && resource.getFileExtension() != null
				&& LanguageFileSet.EXTENSIONS.contains(resource.getFileExtension());
	}

	/** The file's URI in the language server's spelling ("file:///..."), or null for a file outside the file system. */
	public static String uriOf(IResource resource) {
		java.net.URI location = resource.getLocationURI();
		return location == null ? null : uriOf(location);
	}

	public static String uriOf(java.net.URI location) {
		return URIS.toUriString(location);
	}

	/** The workspace file at a language server URI, or null when the URI is not in the workspace (a built-in). */
	public static IFile fileOf(String uri) {
		java.net.URI location;
		try {
			location = java.net.URI.create(uri);
		} catch (IllegalArgumentException e) {
			return null;
		}
		IFile[] files = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(location);
		for (IFile file : files) {
			if (file.isAccessible()) {
				return file;
			}
		}
		return files.length > 0 ? files[0] : null;
	}

	/** A file's text as the user sees it: the open editor's document, else the file on disk ("" when unreadable). */
	public static String textOf(IFile file) {
		ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(),
				LocationKind.IFILE);
		if (buffer != null) {
			return buffer.getDocument().get();
		}
		try (InputStream in = file.getContents(true)) {
			return new String(in.readAllBytes(), Charset.forName(file.getCharset()));
		} catch (CoreException | IOException | IllegalArgumentException e) {
			return "";
		}
	}
}
