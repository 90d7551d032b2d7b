package org.banneret.ui.dsl.navigation;

import java.util.List;

import org.banneret.ui.dsl.LanguageSession;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorSite;

/** Goes to the declaration of the name at an offset: asks the host off the UI thread, opens it on it. */
public final class Definitions {

	private Definitions() {
	}

	public static void open(LanguageSession session, int offset, IEditorPart from) {
		DefinitionParams params = new DefinitionParams(session.identifier(), session.position(offset));
		Job job = Job.create("Finding the declaration", monitor -> {
			Either<List<? extends Location>, List<? extends LocationLink>> answer = LanguageSession
					.await(session.service().definition(params));
			Location target = first(answer);
			Display.getDefault().asyncExec(() -> {
				if (target != null) {
					Locations.open(target);
				} else if (from.getEditorSite() instanceof IEditorSite site) {
					site.getActionBars().getStatusLineManager().setErrorMessage("No declaration found for the text at the cursor");
					Display.getCurrent().beep();
				}
			});
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	private static Location first(Either<List<? extends Location>, List<? extends LocationLink>> answer) {
		if (answer == null) {
			return null;
		}
		if (answer.isLeft()) {
			return answer.getLeft().isEmpty() ? null : answer.getLeft().get(0);
		}
		if (answer.getRight().isEmpty()) {
			return null;
		}
		LocationLink link = answer.getRight().get(0);
		return new Location(link.getTargetUri(), link.getTargetSelectionRange());
	}

}
