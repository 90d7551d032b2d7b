package org.banneret.ui.dsl.model;

import java.util.function.IntFunction;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.views.properties.PropertySheetPage;

/**
 * The Properties view for a text editor: the model element at the cursor, rather than nothing
 * for a text selection.
 */
public final class ElementPropertySheetPage extends PropertySheetPage {

	private final IWorkbenchPart editor;
	private final IntFunction<EObject> elementAt;
	private ISelection last;

	public ElementPropertySheetPage(IWorkbenchPart editor, IntFunction<EObject> elementAt) {
		this.editor = editor;
		this.elementAt = elementAt;
	}

	@Override
	public void selectionChanged(IWorkbenchPart part, ISelection selection) {
		if (part == editor && selection instanceof ITextSelection text) {
			last = selection;
			EObject element = elementAt.apply(text.getOffset());
			super.selectionChanged(part, element == null ? StructuredSelection.EMPTY : new StructuredSelection(element));
		} else {
			super.selectionChanged(part, selection);
		}
	}

	/** Shows the element at the cursor again, after the text changed under the properties. */
	public void reselect() {
		if (last != null && getControl() != null && !getControl().isDisposed()) {
			selectionChanged(editor, last);
		}
	}
}
