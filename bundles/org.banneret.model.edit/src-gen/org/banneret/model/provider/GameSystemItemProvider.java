/**
 */
package org.banneret.model.provider;


import java.util.Collection;
import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.GameSystem;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EStructuralFeature;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link org.banneret.model.GameSystem} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class GameSystemItemProvider extends NamedElementItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GameSystemItemProvider(AdapterFactory adapterFactory) {
		super(adapterFactory);
	}

	/**
	 * This returns the property descriptors for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public List<IItemPropertyDescriptor> getPropertyDescriptors(Object object) {
		if (itemPropertyDescriptors == null) {
			super.getPropertyDescriptors(object);

			addRuleSetPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Rule Set feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addRuleSetPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_GameSystem_ruleSet_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_GameSystem_ruleSet_feature", "_UI_GameSystem_type"),
				 BanneretPackage.Literals.GAME_SYSTEM__RULE_SET,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This specifies how to implement {@link #getChildren} and is used to deduce an appropriate feature for an
	 * {@link org.eclipse.emf.edit.command.AddCommand}, {@link org.eclipse.emf.edit.command.RemoveCommand} or
	 * {@link org.eclipse.emf.edit.command.MoveCommand} in {@link #createCommand}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Collection<? extends EStructuralFeature> getChildrenFeatures(Object object) {
		if (childrenFeatures == null) {
			super.getChildrenFeatures(object);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__NATIONALITIES);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__UNIT_CLASSES);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__TERRAIN_TYPES);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__FEATURE_TYPES);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__HEXSIDE_FEATURE_TYPES);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__LEVEL_SLOTS);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__STACKING_LIMITS);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__UNIT_TYPES);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__COUNTER_TEMPLATES);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__MARKER_TYPES);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__COUNTER_MIX);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__VARIANTS);
			childrenFeatures.add(BanneretPackage.Literals.GAME_SYSTEM__VALUE_RANGES);
		}
		return childrenFeatures;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EStructuralFeature getChildFeature(Object object, Object child) {
		// Check the type of the specified child object and return the proper feature to use for
		// adding (see {@link AddCommand}) it as a child.

		return super.getChildFeature(object, child);
	}

	/**
	 * This returns GameSystem.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/GameSystem"));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected boolean shouldComposeCreationImage() {
		return true;
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		String label = ((GameSystem)object).getName();
		return label == null || label.length() == 0 ?
			getString("_UI_GameSystem_type") :
			getString("_UI_GameSystem_type") + " " + label;
	}


	/**
	 * This handles model notifications by calling {@link #updateChildren} to update any cached
	 * children and by creating a viewer notification, which it passes to {@link #fireNotifyChanged}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void notifyChanged(Notification notification) {
		updateChildren(notification);

		switch (notification.getFeatureID(GameSystem.class)) {
			case BanneretPackage.GAME_SYSTEM__RULE_SET:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case BanneretPackage.GAME_SYSTEM__NATIONALITIES:
			case BanneretPackage.GAME_SYSTEM__UNIT_CLASSES:
			case BanneretPackage.GAME_SYSTEM__TERRAIN_TYPES:
			case BanneretPackage.GAME_SYSTEM__FEATURE_TYPES:
			case BanneretPackage.GAME_SYSTEM__HEXSIDE_FEATURE_TYPES:
			case BanneretPackage.GAME_SYSTEM__LEVEL_SLOTS:
			case BanneretPackage.GAME_SYSTEM__STACKING_LIMITS:
			case BanneretPackage.GAME_SYSTEM__UNIT_TYPES:
			case BanneretPackage.GAME_SYSTEM__COUNTER_TEMPLATES:
			case BanneretPackage.GAME_SYSTEM__MARKER_TYPES:
			case BanneretPackage.GAME_SYSTEM__COUNTER_MIX:
			case BanneretPackage.GAME_SYSTEM__VARIANTS:
			case BanneretPackage.GAME_SYSTEM__VALUE_RANGES:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), true, false));
				return;
		}
		super.notifyChanged(notification);
	}

}
