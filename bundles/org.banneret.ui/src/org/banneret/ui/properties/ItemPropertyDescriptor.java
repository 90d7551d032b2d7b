package org.banneret.ui.properties;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.ICellEditorValidator;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.properties.IPropertyDescriptor;

/**
 * One property of an element as the Properties view shows it: name, category and description from
 * the item provider, the value's label, and an editor fitting its type. Text for strings and
 * numbers (with the model's own parsing as validation), a list for enumerations, yes/no for
 * booleans, the candidates the item provider offers for a reference; comma-separated text for
 * lists of strings such as hexes. Everything else (the compact terrain grid, containment) is
 * shown, not edited here.
 */
final class ItemPropertyDescriptor implements IPropertyDescriptor {

	private static final EcorePackage ECORE = EcorePackage.eINSTANCE;

	private final EObject element;
	private final IItemPropertyDescriptor descriptor;
	private final boolean editable;

	ItemPropertyDescriptor(EObject element, IItemPropertyDescriptor descriptor, boolean editable) {
		this.element = element;
		this.descriptor = descriptor;
		this.editable = editable;
	}

	/** The value behind a wrapper the item provider may return for nested property sources. */
	static Object unwrap(Object value) {
		return value instanceof IItemPropertySource source ? source.getEditableValue(value) : value;
	}

	private EStructuralFeature feature() {
		Object feature = descriptor.getFeature(element);
		return feature instanceof EStructuralFeature structural ? structural : null;
	}

	@Override
	public CellEditor createPropertyEditor(Composite parent) {
		EStructuralFeature feature = feature();
		if (!editable || feature == null || !descriptor.canSetProperty(element)) {
			return null;
		}
		if (feature instanceof EReference reference) {
			return reference.isContainment() || reference.isMany() ? null : referenceEditor(parent);
		}
		EDataType type = ((EAttribute) feature).getEAttributeType();
		if (feature.isMany()) {
			return type.getInstanceClass() == String.class ? new ListEditor(parent, type) : null;
		}
		if (type instanceof EEnum enumeration) {
			return new ChoiceEditor(parent, new ArrayList<>(enumeration.getELiterals().stream()
					.map(literal -> (Object) literal.getInstance()).toList()), enumeration.getELiterals().stream()
							.map(literal -> literal.getLiteral()).toList());
		}
		if (type == ECORE.getEBoolean() || type == ECORE.getEBooleanObject()) {
			return new ChoiceEditor(parent, List.of(Boolean.TRUE, Boolean.FALSE), List.of("yes", "no"));
		}
		if (!type.isSerializable() || type.getInstanceClass() != null && !isSimple(type.getInstanceClass())) {
			return null;
		}
		return new ValueEditor(parent, type);
	}

	private static boolean isSimple(Class<?> type) {
		return type.isPrimitive() || type == String.class || Number.class.isAssignableFrom(type) || type == Boolean.class;
	}

	private CellEditor referenceEditor(Composite parent) {
		Collection<?> choices = descriptor.getChoiceOfValues(element);
		if (choices == null) {
			return null;
		}
		List<Object> values = new ArrayList<>();
		List<String> labels = new ArrayList<>();
		IItemLabelProvider labeller = descriptor.getLabelProvider(element);
		for (Object choice : choices) {
			values.add(choice);
			labels.add(choice == null ? "(none)" : labeller.getText(choice));
		}
		return new ChoiceEditor(parent, values, labels);
	}

	@Override
	public String getCategory() {
		return descriptor.getCategory(element);
	}

	@Override
	public String getDescription() {
		return descriptor.getDescription(element);
	}

	@Override
	public String getDisplayName() {
		return descriptor.getDisplayName(element);
	}

	@Override
	public String[] getFilterFlags() {
		return descriptor.getFilterFlags(element);
	}

	@Override
	public Object getHelpContextIds() {
		return null;
	}

	@Override
	public Object getId() {
		return descriptor.getId(element);
	}

	@Override
	public ILabelProvider getLabelProvider() {
		IItemLabelProvider labeller = descriptor.getLabelProvider(element);
		return new LabelProvider() {
			@Override
			public String getText(Object value) {
				Object plain = unwrap(value);
				if (plain instanceof Collection<?> list) {
					return String.join(", ", list.stream().map(labeller::getText).toList());
				}
				return plain == null ? "" : labeller.getText(plain);
			}
		};
	}

	@Override
	public boolean isCompatibleWith(IPropertyDescriptor other) {
		return other instanceof ItemPropertyDescriptor that && getId().equals(that.getId());
	}

	/** A value typed as text, checked by the model's own conversion of its data type. */
	private static final class ValueEditor extends TextCellEditor {
		private final EDataType type;

		ValueEditor(Composite parent, EDataType type) {
			super(parent);
			this.type = type;
			setValidator(validator(type));
		}

		@Override
		protected Object doGetValue() {
			String text = (String) super.doGetValue();
			return type.getInstanceClass() == String.class ? text : EcoreUtil.createFromString(type, text.strip());
		}

		@Override
		protected void doSetValue(Object value) {
			super.doSetValue(value == null ? "" : type.getInstanceClass() == String.class ? value
					: EcoreUtil.convertToString(type, value));
		}
	}

	/** Comma-separated strings, such as the hexes of a placement. */
	private static final class ListEditor extends TextCellEditor {
		ListEditor(Composite parent, EDataType type) {
			super(parent);
		}

		@Override
		protected Object doGetValue() {
			String text = (String) super.doGetValue();
			return text.isBlank() ? List.of()
					: Arrays.stream(text.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
		}

		@Override
		protected void doSetValue(Object value) {
			super.doSetValue(value instanceof Collection<?> list ? String.join(", ", list.stream().map(String::valueOf).toList())
					: "");
		}
	}

	/** One of a list of values, shown by their labels. */
	private static final class ChoiceEditor extends ComboBoxCellEditor {
		private final List<Object> values;

		ChoiceEditor(Composite parent, List<Object> values, List<String> labels) {
			super(parent, labels.toArray(String[]::new), SWT.READ_ONLY);
			this.values = values;
		}

		@Override
		protected Object doGetValue() {
			int index = (Integer) super.doGetValue();
			return index < 0 || index >= values.size() ? null : values.get(index);
		}

		@Override
		protected void doSetValue(Object value) {
			Object plain = value instanceof Enumerator enumerator ? enumerator : value;
			super.doSetValue(Math.max(0, values.indexOf(plain)));
		}
	}

	private static ICellEditorValidator validator(EDataType type) {
		return value -> {
			if (type.getInstanceClass() == String.class || value == null) {
				return null;
			}
			try {
				EcoreUtil.createFromString(type, value.toString().strip());
				return null;
			} catch (RuntimeException e) {
				return "'" + value + "' is not " + article(type.getName()) + " " + type.getName().replaceFirst("^E", "").toLowerCase();
			}
		};
	}

	private static String article(String typeName) {
		String plain = typeName.replaceFirst("^E", "").toLowerCase();
		return "aeiou".indexOf(plain.isEmpty() ? 'x' : plain.charAt(0)) >= 0 ? "an" : "a";
	}
}
