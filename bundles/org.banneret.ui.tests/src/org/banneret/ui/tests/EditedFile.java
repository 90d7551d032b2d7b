package org.banneret.ui.tests;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.banneret.workspace.LanguageFiles;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;

/** A file of the example project that a test edits, with its text before, to put back afterwards. */
record EditedFile(IFile file, String original) {

	static EditedFile of(IProject project, String path) {
		IFile file = project.getFile(path);
		return new EditedFile(file, LanguageFiles.textOf(file));
	}

	void restore() throws CoreException {
		if (!LanguageFiles.textOf(file).equals(original)) {
			file.setContents(new ByteArrayInputStream(original.getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null);
		}
	}
}
