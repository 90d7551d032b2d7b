package org.banneret.dsl.ide.server;

import java.io.IOException;
import java.nio.file.Path;

import org.apache.log4j.Logger;
import org.banneret.dsl.ide.WorkFiles;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.util.IFileSystemScanner;
import org.eclipse.xtext.util.UriExtensions;

/**
 * Lists a project's files for the server as {@link WorkFiles} sees them: its language files,
 * without build output, tools' folders and what {@code .gitignore} ignores, which are not even
 * walked. Xtext's own scanner reads every file of every folder.
 */
public class WorkFilesScanner implements IFileSystemScanner {

	private static final Logger LOG = Logger.getLogger(WorkFilesScanner.class);

	private final UriExtensions uris = new UriExtensions();

	@Override
	public void scan(URI root, IAcceptor<URI> acceptor) {
		if (!root.isFile()) {
			new JavaIoFileSystemScanner().scan(root, acceptor);
			return;
		}
		try {
			for (Path file : WorkFiles.below(Path.of(root.toFileString()))) {
				acceptor.accept(uris.toEmfUri(file.toUri()));
			}
		} catch (IOException e) {
			LOG.warn("Cannot list the files of " + root.toFileString() + ": " + e.getMessage());
		}
	}

	/** Whether a file of the project at {@code root} is the user's work; files not on disk are. */
	static boolean isWork(URI root, URI file) {
		if (root == null || !root.isFile() || !file.isFile()) {
			return true;
		}
		return WorkFiles.isWork(Path.of(root.toFileString()), Path.of(file.toFileString()));
	}
}
