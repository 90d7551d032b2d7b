package org.banneret.ui.properties;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;

/**
 * Who changes a model element when the Properties view edits it: the text editor writes the change
 * into its text, a graphical editor executes a command. An editor offers it as an adapter on its
 * resource set; elements nobody offers it for are shown read-only.
 */
public interface ModelEditing {

	/** Whether the element may be changed now (an editor of a read-only file says no). */
	boolean canChange(EObject element);

	/** Applies a change to the element as one undoable step named by the label; returns whether anything changed. */
	boolean change(String label, EObject element, Runnable change);

	/** The editing offered for an element's resource set, or null. */
	static ModelEditing of(EObject element) {
		Resource resource = element.eResource();
		if (resource == null || resource.getResourceSet() == null) {
			return null;
		}
		for (Adapter adapter : resource.getResourceSet().eAdapters()) {
			if (adapter instanceof ModelEditing editing) {
				return editing;
			}
		}
		return null;
	}
}
