package org.banneret.model.validation;

import java.util.List;

import org.eclipse.emf.ecore.EObject;

/**
 * A resource that reads a text's edits into the model it has, and can say what each reading
 * changed: a validation of its reading before can then be brought up to date rather than made
 * anew.
 */
public interface EditsReadInPlace {

	/** How many times the resource was read: each reading, of an edit in place or of the whole text, counts one. */
	long readings();

	/**
	 * The elements the latest reading made or linked anew, where it read an edit in place; every
	 * other element is as it was, links and all. Null where it read the whole text.
	 */
	List<EObject> changedInPlace();
}
