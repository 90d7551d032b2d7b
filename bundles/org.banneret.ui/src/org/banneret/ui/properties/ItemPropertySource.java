package org.banneret.ui.properties;

import java.util.List;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;

/**
 * A model element in the Properties view, through its EMF.Edit item provider: the properties,
 * categories and descriptions the item provider declares, labels from the designer labels, and
 * changes through the {@link ModelEditing} of the editor that owns the element. (EMF's own bridge,
 * emf.edit.ui, is not on Maven Central; this is the part of it Banneret needs.)
 */
public final class ItemPropertySource implements IPropertySource {

	private final EObject element;
	private final IItemPropertySource itemSource;
	private final AdapterFactory adapters;

	public ItemPropertySource(EObject element, IItemPropertySource itemSource, AdapterFactory adapters) {
		this.element = element;
		this.itemSource = itemSource;
		this.adapters = adapters;
	}

	@Override
	public Object getEditableValue() {
		return element;
	}

	@Override
	public IPropertyDescriptor[] getPropertyDescriptors() {
		List<IItemPropertyDescriptor> descriptors = itemSource.getPropertyDescriptors(element);
		ModelEditing editing = ModelEditing.of(element);
		boolean editable = editing != null && editing.canChange(element);
		return descriptors.stream().map(descriptor -> new ItemPropertyDescriptor(element, descriptor, editable))
				.toArray(IPropertyDescriptor[]::new);
	}

	@Override
	public Object getPropertyValue(Object id) {
		IItemPropertyDescriptor descriptor = itemSource.getPropertyDescriptor(element, id);
		return descriptor == null ? null : ItemPropertyDescriptor.unwrap(descriptor.getPropertyValue(element));
	}

	@Override
	public boolean isPropertySet(Object id) {
		IItemPropertyDescriptor descriptor = itemSource.getPropertyDescriptor(element, id);
		return descriptor != null && descriptor.isPropertySet(element);
	}

	@Override
	public void resetPropertyValue(Object id) {
		IItemPropertyDescriptor descriptor = itemSource.getPropertyDescriptor(element, id);
		ModelEditing editing = ModelEditing.of(element);
		if (descriptor != null && editing != null) {
			editing.change("Reset " + descriptor.getDisplayName(element), element, () -> descriptor.resetPropertyValue(element));
		}
	}

	@Override
	public void setPropertyValue(Object id, Object value) {
		IItemPropertyDescriptor descriptor = itemSource.getPropertyDescriptor(element, id);
		ModelEditing editing = ModelEditing.of(element);
		if (descriptor == null || editing == null) {
			return;
		}
		Object current = ItemPropertyDescriptor.unwrap(descriptor.getPropertyValue(element));
		if (value == null ? current == null : value.equals(current)) {
			return;
		}
		editing.change("Set " + descriptor.getDisplayName(element), element,
				() -> descriptor.setPropertyValue(element, value));
	}

	AdapterFactory adapters() {
		return adapters;
	}
}
