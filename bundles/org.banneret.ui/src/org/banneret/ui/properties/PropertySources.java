package org.banneret.ui.properties;

import org.banneret.model.edit.labels.DesignerLabelAdapterFactory;
import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertySource;

/** Adapts any model element to the Properties view's property source, through EMF.Edit. */
public final class PropertySources implements IAdapterFactory {

	private static ComposedAdapterFactory adapters;

	/** The element's property source, or null when its item provider has no properties. */
	public static IPropertySource of(EObject element) {
		ComposedAdapterFactory factory = adapters();
		Object source = factory.adapt(element, IItemPropertySource.class);
		return source instanceof IItemPropertySource itemSource ? new ItemPropertySource(element, itemSource, factory) : null;
	}

	private static synchronized ComposedAdapterFactory adapters() {
		if (adapters == null) {
			adapters = DesignerLabelAdapterFactory.create();
		}
		return adapters;
	}

	@Override
	public <T> T getAdapter(Object adaptableObject, Class<T> adapterType) {
		if (adapterType == IPropertySource.class && adaptableObject instanceof EObject element) {
			return adapterType.cast(of(element));
		}
		return null;
	}

	@Override
	public Class<?>[] getAdapterList() {
		return new Class<?>[] { IPropertySource.class };
	}
}
