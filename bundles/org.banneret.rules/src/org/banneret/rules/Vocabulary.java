package org.banneret.rules;

import java.util.Collection;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.banneret.model.naming.Spelling;

/**
 * The words a rule set understands where the language takes any word: traits, marker types,
 * printed values, variants, special-rule flags and the kinds of formation. The rules find a thing by its name, so a name
 * outside the vocabulary is one no rule will ever find ("shiltorn" for "shiltron"); the language
 * warns about it. A vocabulary holds what the rules read and what the game's other rules use
 * that no set-up check reads (a marker of play such as Panic): both are words of the game. A word
 * ending in {@code *} stands for every word it begins ({@code character_*}).
 */
public final class Vocabulary {

	/** The kinds of name the language resolves by string. */
	public enum Kind {
		TRAIT("trait"), MARKER("marker type"), VALUE("printed value"), VARIANT("variant"), FLAG("special-rule flag"),
		FORMATION("formation kind"), TASK("task aboard");

		private final String description;

		Kind(String description) {
			this.description = description;
		}

		/** "trait", "marker type", ...: how a message names the kind. */
		public String description() {
			return description;
		}
	}

	private static final String PREFIX = "*";

	public static final Vocabulary EMPTY = new Vocabulary(new EnumMap<>(Kind.class));

	private final Map<Kind, Set<String>> names;

	private Vocabulary(Map<Kind, Set<String>> names) {
		this.names = names;
	}

	/** This vocabulary and these names of a kind. */
	public Vocabulary with(Kind kind, String... words) {
		return with(kind, Set.of(words));
	}

	public Vocabulary with(Kind kind, Collection<String> words) {
		Map<Kind, Set<String>> copy = new EnumMap<>(Kind.class);
		copy.putAll(names);
		Set<String> merged = new TreeSet<>(names(kind));
		merged.addAll(words);
		copy.put(kind, Set.copyOf(merged));
		return new Vocabulary(copy);
	}

	/** The words of both vocabularies: a rule set's together with the generic rules'. */
	public Vocabulary and(Vocabulary other) {
		Vocabulary merged = this;
		for (Kind kind : Kind.values()) {
			merged = merged.with(kind, other.names(kind));
		}
		return merged;
	}

	/** The names of a kind, sorted. */
	public Set<String> names(Kind kind) {
		return new TreeSet<>(names.getOrDefault(kind, Set.of()));
	}

	public boolean knows(Kind kind, String name) {
		Set<String> words = names.getOrDefault(kind, Set.of());
		return words.contains(name) || words.stream()
				.anyMatch(word -> word.endsWith(PREFIX) && name.startsWith(word.substring(0, word.length() - 1)));
	}

	/** The known name of a kind that a misspelt one most likely meant, or null when none is near. */
	public String nearest(Kind kind, String name) {
		return Spelling.nearest(name, names(kind).stream().filter(word -> !word.endsWith(PREFIX)).toList(), 3);
	}
}
