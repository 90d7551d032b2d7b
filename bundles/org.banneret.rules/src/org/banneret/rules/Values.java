package org.banneret.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.CounterSpec;
import org.banneret.model.CounterTemplate;
import org.banneret.model.FaceValues;
import org.banneret.model.GameSystem;
import org.banneret.model.MarkerType;
import org.banneret.model.PrintedValue;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.UnitType;
import org.banneret.model.ValueRange;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * The one answer to "what is this unit's value now", in the order a player reads a counter: the
 * value printed on it, the face it shows, the scenario's per-unit {@code set}, and a marker that
 * replaces the number. Every rule, the hover and the counters drawn on the map ask here.
 * <p>
 * A value is named by a key: {@code attack}, {@code defence}, {@code movement},
 * {@code strength}, {@code armour}, or the key of a printed value such as {@code charge}.
 */
public final class Values {

	public static final String ATTACK = "attack";
	public static final String DEFENCE = "defence";
	public static final String MOVEMENT = "movement";
	public static final String STRENGTH = "strength";
	public static final String ARMOUR = "armour";

	/** Where a unit's current value was written, so that a finding points at it. */
	public enum Origin {
		/** Printed on the front face. */
		FRONT,
		/** Printed on the back face, which the unit shows. */
		BACK,
		/** The scenario's {@code set key n}, {@code strength n} or {@code [armour]} on the unit's row. */
		OVERRIDE,
		/** A marker whose type replaces the value. */
		MARKER
	}

	/**
	 * A unit's value and where it comes from: the object and feature that hold the number (a face,
	 * a printed value, the unit's row or its marker) and the index in a list feature, or -1.
	 */
	public record Value(String key, int value, Origin origin, EObject owner, EStructuralFeature feature, int index) {

		/** Whether the scenario wrote this number (a {@code set}, a row's value or a marker) rather than the game system. */
		public boolean inScenario() {
			return origin == Origin.OVERRIDE || origin == Origin.MARKER;
		}

		/** The element that holds the number: the printed value or marker in a list, else the owner. */
		public EObject element() {
			if (index >= 0 && owner.eGet(feature) instanceof List<?> list && list.get(index) instanceof EObject element) {
				return element;
			}
			return owner;
		}
	}

	private Values() {
	}

	/** The value a unit has now, reading the face it shows; empty when nothing gives one. */
	public static Optional<Value> current(Unit unit, String key) {
		return current(unit, key, unit.isFlipped());
	}

	/**
	 * The value a unit has now, reading the given face (a rule may read the front face whatever
	 * is up, as stacking does for a ranged unit in movement formation [B 10.1.1]).
	 */
	public static Optional<Value> current(Unit unit, String key, boolean back) {
		for (int i = 0; i < unit.getMarkers().size(); i++) {
			UnitMarker marker = unit.getMarkers().get(i);
			if (marker.isSetValue() && replaces(marker.getType(), key)) {
				return Optional.of(new Value(key, marker.getValue(), Origin.MARKER, unit, BanneretPackage.Literals.UNIT__MARKERS, i));
			}
		}
		Optional<Value> override = override(unit, key);
		if (override.isPresent()) {
			return override;
		}
		return printed(unit, key, back);
	}

	/** The number of {@link #current(Unit, String)}, if anything gives one. */
	public static OptionalInt number(Unit unit, String key) {
		return asInt(current(unit, key));
	}

	/** The number of {@link #current(Unit, String)}, or the fallback when nothing gives one. */
	public static int currentOr(Unit unit, String key, int fallback) {
		return current(unit, key).map(Value::value).orElse(fallback);
	}

	/** The scenario's own number for a unit: {@code set key n}, or its row's strength or armour. */
	public static Optional<Value> override(Unit unit, String key) {
		if (STRENGTH.equals(key) && unit.isSetStrength()) {
			return Optional.of(new Value(key, unit.getStrength(), Origin.OVERRIDE, unit, BanneretPackage.Literals.UNIT__STRENGTH, -1));
		}
		if (ARMOUR.equals(key) && unit.isSetArmour()) {
			return Optional.of(new Value(key, unit.getArmour(), Origin.OVERRIDE, unit, BanneretPackage.Literals.UNIT__ARMOUR, -1));
		}
		int index = indexOf(unit.getOverrides(), key);
		return index < 0 ? Optional.empty()
				: Optional.of(new Value(key, unit.getOverrides().get(index).getValue(), Origin.OVERRIDE, unit,
						BanneretPackage.Literals.UNIT__OVERRIDES, index));
	}

	/**
	 * The number printed on the face of a unit's counter: on a back face, the back's where the
	 * named counter or the unit type prints one there, else the front's; on the front, the named
	 * counter's, else the unit type's.
	 */
	public static Optional<Value> printed(Unit unit, String key, boolean back) {
		CounterTemplate template = Setup.templateOf(unit);
		UnitType type = Setup.typeOf(unit);
		if (back) {
			for (CounterSpec counter : new CounterSpec[] { template, type }) {
				Optional<Value> value = counter == null ? Optional.empty() : valueOn(counter.getBack(), key, Origin.BACK);
				if (value.isPresent()) {
					return value;
				}
			}
		}
		for (CounterSpec counter : new CounterSpec[] { template, type }) {
			Optional<Value> value = valueOn(counter, key, Origin.FRONT);
			if (value.isPresent()) {
				return value;
			}
		}
		return Optional.empty();
	}

	/** The number a counter prints on one face: the back's where it prints one there, else the front's. */
	public static OptionalInt printed(CounterSpec counter, String key, boolean back) {
		Optional<Value> value = back ? valueOn(counter.getBack(), key, Origin.BACK) : Optional.empty();
		if (value.isEmpty()) {
			value = valueOn(counter, key, Origin.FRONT);
		}
		return asInt(value);
	}

	/** The number one face prints itself under a key (a back face's own, not the front's). */
	public static OptionalInt printedOn(FaceValues face, String key) {
		return asInt(valueOn(face, key, Origin.FRONT));
	}

	/** "strength 2, charge 0": what one face prints itself, in the order a counter prints it; "" for none. */
	public static String describe(FaceValues face) {
		return String.join(", ", keysOn(face).stream().map(key -> key + " " + printedOn(face, key).getAsInt()).toList());
	}

	/** Every key a face prints, in the order a counter prints them: the five named values, then the others. */
	public static List<String> keysOn(FaceValues face) {
		if (face == null) {
			return List.of();
		}
		List<String> keys = new ArrayList<>();
		for (String key : List.of(ATTACK, DEFENCE, MOVEMENT, STRENGTH, ARMOUR)) {
			if (face.eIsSet(attribute(key))) {
				keys.add(key);
			}
		}
		face.getValues().stream().map(PrintedValue::getKey).filter(k -> k != null && !keys.contains(k)).forEach(keys::add);
		return keys;
	}

	/** Every key a counter prints, on its front and its back, in the order a counter prints them. */
	public static Set<String> printedKeys(CounterSpec counter) {
		Set<String> keys = new LinkedHashSet<>(keysOn(counter));
		keys.addAll(keysOn(counter.getBack()));
		return keys;
	}

	/** Every key some source gives a unit a value under: its counter's faces, its overrides and its markers. */
	public static List<String> keysOf(Unit unit) {
		Set<String> keys = new LinkedHashSet<>();
		for (CounterSpec counter : new CounterSpec[] { Setup.templateOf(unit), Setup.typeOf(unit) }) {
			if (counter != null) {
				keys.addAll(printedKeys(counter));
			}
		}
		if (unit.isSetStrength()) {
			keys.add(STRENGTH);
		}
		if (unit.isSetArmour()) {
			keys.add(ARMOUR);
		}
		unit.getOverrides().stream().map(PrintedValue::getKey).filter(Objects::nonNull).forEach(keys::add);
		unit.getMarkers().stream().filter(marker -> marker.isSetValue() && marker.getType() != null && !marker.getType().eIsProxy()
				&& marker.getType().getReplaces() != null).forEach(marker -> keys.add(marker.getType().getReplaces()));
		return List.copyOf(keys);
	}

	/**
	 * Every number the scenario writes for a unit, in the order of its row: its strength and
	 * armour, its {@code set}s, and the values of its markers that replace a printed value.
	 */
	public static List<Value> written(Unit unit) {
		List<Value> written = new ArrayList<>();
		override(unit, STRENGTH).filter(value -> value.feature() == BanneretPackage.Literals.UNIT__STRENGTH)
				.ifPresent(written::add);
		override(unit, ARMOUR).filter(value -> value.feature() == BanneretPackage.Literals.UNIT__ARMOUR)
				.ifPresent(written::add);
		List<PrintedValue> overrides = unit.getOverrides();
		for (int i = 0; i < overrides.size(); i++) {
			if (overrides.get(i).getKey() != null) {
				written.add(new Value(overrides.get(i).getKey(), overrides.get(i).getValue(), Origin.OVERRIDE, unit,
						BanneretPackage.Literals.UNIT__OVERRIDES, i));
			}
		}
		List<UnitMarker> markers = unit.getMarkers();
		for (int i = 0; i < markers.size(); i++) {
			MarkerType type = markers.get(i).getType();
			if (markers.get(i).isSetValue() && type != null && !type.eIsProxy() && type.getReplaces() != null) {
				written.add(new Value(type.getReplaces(), markers.get(i).getValue(), Origin.MARKER, unit,
						BanneretPackage.Literals.UNIT__MARKERS, i));
			}
		}
		return written;
	}

	/** The range a game system declares for a value, or null where it declares none. */
	public static ValueRange rangeOf(GameSystem system, String key) {
		if (system == null || key == null) {
			return null;
		}
		for (ValueRange range : system.getValueRanges()) {
			if (key.equals(range.getKey())) {
				return range;
			}
		}
		return null;
	}

	/** The marker type of a game system that replaces a value, or null. */
	public static MarkerType markerFor(GameSystem system, String key) {
		if (system == null) {
			return null;
		}
		return system.getMarkerTypes().stream().filter(type -> replaces(type, key)).findFirst().orElse(null);
	}

	/** Whether markers of a type replace a value. */
	public static boolean replaces(MarkerType type, String key) {
		return type != null && !type.eIsProxy() && type.getReplaces() != null && type.getReplaces().equals(key);
	}

	private static Optional<Value> valueOn(FaceValues face, String key, Origin origin) {
		if (face == null || key == null) {
			return Optional.empty();
		}
		EAttribute attribute = attribute(key);
		if (attribute != null && face.eIsSet(attribute)) {
			return Optional.of(new Value(key, (Integer) face.eGet(attribute), origin, face, attribute, -1));
		}
		int index = indexOf(face.getValues(), key);
		return index < 0 ? Optional.empty()
				: Optional.of(new Value(key, face.getValues().get(index).getValue(), origin, face,
						BanneretPackage.Literals.FACE_VALUES__VALUES, index));
	}

	/** The attribute that holds one of the five named values, or null for a printed value's key. */
	private static EAttribute attribute(String key) {
		return switch (key.toLowerCase(Locale.ROOT)) {
		case ATTACK -> BanneretPackage.Literals.FACE_VALUES__ATTACK;
		case DEFENCE -> BanneretPackage.Literals.FACE_VALUES__DEFENCE;
		case MOVEMENT -> BanneretPackage.Literals.FACE_VALUES__MOVEMENT;
		case STRENGTH -> BanneretPackage.Literals.FACE_VALUES__STRENGTH;
		case ARMOUR -> BanneretPackage.Literals.FACE_VALUES__ARMOUR;
		default -> null;
		};
	}

	private static OptionalInt asInt(Optional<Value> value) {
		return value.isPresent() ? OptionalInt.of(value.get().value()) : OptionalInt.empty();
	}

	private static int indexOf(List<PrintedValue> values, String key) {
		for (int i = 0; i < values.size(); i++) {
			if (key.equals(values.get(i).getKey())) {
				return i;
			}
		}
		return -1;
	}
}
