package org.banneret.model.edit.labels;

import org.banneret.model.naming.DisplayNames;
import org.banneret.model.provider.BanneretItemProviderAdapterFactory;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.DecoratorAdapterFactory;
import org.eclipse.emf.edit.provider.IItemProviderDecorator;
import org.eclipse.emf.edit.provider.ItemProviderDecorator;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.emf.edit.provider.resource.ResourceItemProviderAdapterFactory;

/**
 * Decorates the generated item providers with the labels a designer reads at a glance
 * ({@link DisplayNames}), leaving the generated code as generated.
 */
public class DesignerLabelAdapterFactory extends DecoratorAdapterFactory {

	public DesignerLabelAdapterFactory(AdapterFactory decoratedAdapterFactory) {
		super(decoratedAdapterFactory);
	}

	/** The adapter factory the editors and views use: resources, Banneret objects, anything else. */
	public static ComposedAdapterFactory create() {
		return new ComposedAdapterFactory(new AdapterFactory[] {
				new ResourceItemProviderAdapterFactory(),
				new DesignerLabelAdapterFactory(new BanneretItemProviderAdapterFactory()),
				new ReflectiveItemProviderAdapterFactory() });
	}

	@Override
	protected IItemProviderDecorator createItemProviderDecorator(Object target, Object type) {
		return new ItemProviderDecorator(this) {
			@Override
			public String getText(Object object) {
				String text = object instanceof EObject eObject ? DisplayNames.of(eObject) : null;
				return text != null ? text : super.getText(object);
			}
		};
	}
}
