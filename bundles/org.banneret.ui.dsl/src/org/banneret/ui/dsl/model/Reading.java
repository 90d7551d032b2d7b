package org.banneret.ui.dsl.model;

import java.util.Collections;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

/**
 * One reading of an editor's text into its model: its number (it grows with each reading of a
 * changed text), the root it gave, what it made or linked anew where it read the edits in place,
 * and the places where the text did not read. A model read from a damaged text lacks what the
 * damage hid, so nothing is ever written back from it.
 *
 * @param number  the reading's number, from 1
 * @param root    the model's root, or null for a text that gave none
 * @param changed the elements this reading made or linked anew, where it read the edits in place; null where it read the whole text
 * @param damage  the syntax errors of the text, in the order of the text; empty where it read cleanly
 */
public record Reading(long number, EObject root, Set<EObject> changed, List<Damage> damage) {

	/** A reading before any text was read. */
	public static final Reading NONE = new Reading(0, null, null, List.of());

	public Reading {
		changed = changed == null ? null : Collections.unmodifiableSet(changed);
		damage = List.copyOf(damage);
	}

	/** Whether the text read without a syntax error, so that a change of the model may be written back. */
	public boolean readsCleanly() {
		return damage.isEmpty();
	}

	/** The first place where the text did not read, or null where it read cleanly. */
	public Damage firstDamage() {
		return damage.isEmpty() ? null : damage.get(0);
	}

	/**
	 * A place where the text does not read: its range, its line and column (from 1), and the
	 * language's message.
	 */
	public record Damage(int offset, int length, int line, int column, String message) {

		/** "line 12, column 3: message", as the bar over the Map page and a refused tool say it. */
		@Override
		public String toString() {
			return "line " + line + ", column " + column + ": " + message;
		}
	}
}
