package org.banneret.dsl.ide.server;

import java.util.ArrayList;
import java.util.List;

import org.banneret.dsl.ide.LanguageFileSet;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.build.IncrementalBuilder;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.workspace.ISourceFolder;

import com.google.inject.Inject;

/**
 * A project whose first build reads its game systems and maps, which every scenario stands on,
 * and the files open in an editor, and leaves its other scenarios to the {@link BackgroundBuild}:
 * a folder of a thousand scenarios answers for the file a user opens as one of a few does.
 */
public class ScenariosLaterProjectManager extends VanishedFilesProjectManager {

	@Inject
	private BackgroundBuild background;

	@Override
	public IncrementalBuilder.Result doInitialBuild(CancelIndicator cancelIndicator) {
		List<URI> now = new ArrayList<>();
		List<URI> later = new ArrayList<>();
		for (ISourceFolder folder : getProjectConfig().getSourceFolders()) {
			for (URI file : folder.getAllResources(fileSystemScanner)) {
				boolean open = getOpenedDocumentsContentProvider().hasContent(file);
				(LanguageFileSet.SCENARIOS.equals(file.fileExtension()) && !open ? later : now).add(file);
			}
		}
		IncrementalBuilder.Result result = doBuild(now, List.of(), List.of(), cancelIndicator);
		background.add(later);
		return result;
	}
}
