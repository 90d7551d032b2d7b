package org.banneret.ui.dsl.navigation;

import java.util.List;

import org.banneret.ui.dsl.BanneretEditor;
import org.banneret.ui.dsl.LanguageSession;
import org.banneret.ui.dsl.UiDsl;
import org.banneret.ui.dsl.hover.BanneretHover;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PartInitException;

/** Lists every reference to the element at the cursor, in every file, in the References view (Ctrl+Shift+G). */
public final class FindReferencesAction extends Action {

	public static final String COMMAND = "org.banneret.ui.dsl.findReferences";

	private final BanneretEditor editor;

	public FindReferencesAction(BanneretEditor editor) {
		super("Find &References");
		this.editor = editor;
		setActionDefinitionId(COMMAND);
		setId(COMMAND);
	}

	@Override
	public void run() {
		LanguageSession session = editor.session();
		if (session == null) {
			return;
		}
		int offset = ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset();
		String name = wordAt(session, offset);
		ReferenceParams params = new ReferenceParams(session.identifier(), session.position(offset), new ReferenceContext(true));
		Job job = Job.create("Finding references to " + name, monitor -> {
			List<? extends Location> found = LanguageSession.await(session.service().references(params));
			Display.getDefault().asyncExec(() -> show(name, found == null ? List.of() : found));
			return Status.OK_STATUS;
		});
		job.setUser(false);
		job.schedule();
	}

	private void show(String name, List<? extends Location> found) {
		try {
			ReferencesView view = (ReferencesView) editor.getSite().getPage().showView(ReferencesView.ID);
			view.show(name, found);
		} catch (PartInitException e) {
			UiDsl.log("Cannot open the References view", e);
		}
	}

	private static String wordAt(LanguageSession session, int offset) {
		IRegion word = BanneretHover.Words.at(session.document(), offset);
		try {
			return session.document().get(word.getOffset(), word.getLength());
		} catch (BadLocationException e) {
			return "the element";
		}
	}
}
