/**
 */
package org.banneret.model.provider;


import java.util.Collection;
import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.TerrainEffect;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EStructuralFeature;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link org.banneret.model.TerrainEffect} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class TerrainEffectItemProvider extends NamedElementItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public TerrainEffectItemProvider(AdapterFactory adapterFactory) {
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

			addCitationPropertyDescriptor(object);
			addCodePropertyDescriptor(object);
			addDefaultCostPropertyDescriptor(object);
			addImpassableForPropertyDescriptor(object);
			addImpassablePropertyDescriptor(object);
			addBlocksLineOfSightPropertyDescriptor(object);
			addCoverPropertyDescriptor(object);
			addCombatEffectPropertyDescriptor(object);
			addElevationPropertyDescriptor(object);
			addColorPropertyDescriptor(object);
			addSymbolPropertyDescriptor(object);
			addPatternPropertyDescriptor(object);
			addGlyphPropertyDescriptor(object);
			addLineWidthMmPropertyDescriptor(object);
			addLineStylePropertyDescriptor(object);
			addTraitsPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Citation feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCitationPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Citable_citation_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Citable_citation_feature", "_UI_Citable_type"),
				 BanneretPackage.Literals.CITABLE__CITATION,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Code feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCodePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_code_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_code_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__CODE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Default Cost feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDefaultCostPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_defaultCost_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_defaultCost_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__DEFAULT_COST,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Impassable For feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addImpassableForPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_impassableFor_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_impassableFor_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__IMPASSABLE_FOR,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Impassable feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addImpassablePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_impassable_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_impassable_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__IMPASSABLE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Blocks Line Of Sight feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addBlocksLineOfSightPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_blocksLineOfSight_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_blocksLineOfSight_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Cover feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCoverPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_cover_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_cover_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__COVER,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Combat Effect feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCombatEffectPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_combatEffect_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_combatEffect_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__COMBAT_EFFECT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Elevation feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addElevationPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_elevation_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_elevation_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__ELEVATION,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Color feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addColorPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_color_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_color_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__COLOR,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Symbol feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSymbolPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_symbol_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_symbol_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__SYMBOL,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Pattern feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addPatternPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_pattern_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_pattern_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__PATTERN,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Glyph feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addGlyphPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_glyph_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_glyph_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__GLYPH,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Line Width Mm feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addLineWidthMmPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_lineWidthMm_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_lineWidthMm_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__LINE_WIDTH_MM,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Line Style feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addLineStylePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_lineStyle_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_lineStyle_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__LINE_STYLE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Traits feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addTraitsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_TerrainEffect_traits_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_TerrainEffect_traits_feature", "_UI_TerrainEffect_type"),
				 BanneretPackage.Literals.TERRAIN_EFFECT__TRAITS,
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
			childrenFeatures.add(BanneretPackage.Literals.TERRAIN_EFFECT__COSTS);
			childrenFeatures.add(BanneretPackage.Literals.TERRAIN_EFFECT__STACKING_LIMITS);
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
		String label = ((TerrainEffect)object).getName();
		return label == null || label.length() == 0 ?
			getString("_UI_TerrainEffect_type") :
			getString("_UI_TerrainEffect_type") + " " + label;
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

		switch (notification.getFeatureID(TerrainEffect.class)) {
			case BanneretPackage.TERRAIN_EFFECT__CITATION:
			case BanneretPackage.TERRAIN_EFFECT__CODE:
			case BanneretPackage.TERRAIN_EFFECT__DEFAULT_COST:
			case BanneretPackage.TERRAIN_EFFECT__IMPASSABLE:
			case BanneretPackage.TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT:
			case BanneretPackage.TERRAIN_EFFECT__COVER:
			case BanneretPackage.TERRAIN_EFFECT__COMBAT_EFFECT:
			case BanneretPackage.TERRAIN_EFFECT__ELEVATION:
			case BanneretPackage.TERRAIN_EFFECT__COLOR:
			case BanneretPackage.TERRAIN_EFFECT__SYMBOL:
			case BanneretPackage.TERRAIN_EFFECT__PATTERN:
			case BanneretPackage.TERRAIN_EFFECT__GLYPH:
			case BanneretPackage.TERRAIN_EFFECT__LINE_WIDTH_MM:
			case BanneretPackage.TERRAIN_EFFECT__LINE_STYLE:
			case BanneretPackage.TERRAIN_EFFECT__TRAITS:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case BanneretPackage.TERRAIN_EFFECT__COSTS:
			case BanneretPackage.TERRAIN_EFFECT__STACKING_LIMITS:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), true, false));
				return;
		}
		super.notifyChanged(notification);
	}

}
