package org.banneret.ui.export;

import java.nio.file.Path;
import java.util.List;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.LanguageFileSet;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;

/** A file to print, read with its folder's files and the built-in game systems, as the command line reads it. */
record PrintModel(Path path, EObject root, String problem) {

	static PrintModel load(Path path) {
		LanguageFileSet files = new LanguageFileSet(BanneretIdeSetup.injector().getInstance(XtextResourceSet.class));
		try {
			files.load(List.of(path));
		} catch (LanguageFileSet.UnreadableInput e) {
			return new PrintModel(path, null, e.getMessage());
		}
		Resource resource = files.inputs().get(0);
		String problem = LanguageFileSet.problem(resource, path.getFileName());
		if (problem != null) {
			return new PrintModel(path, null, problem + (resource.getErrors().isEmpty() ? "." : ". Fix the text before exporting."));
		}
		return new PrintModel(path, resource.getContents().get(0), null);
	}
}
