/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Stacking Limit</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.StackingLimit#getMeasure <em>Measure</em>}</li>
 *   <li>{@link org.banneret.model.StackingLimit#getMaximum <em>Maximum</em>}</li>
 *   <li>{@link org.banneret.model.StackingLimit#getSlot <em>Slot</em>}</li>
 *   <li>{@link org.banneret.model.StackingLimit#getAppliesTo <em>Applies To</em>}</li>
 *   <li>{@link org.banneret.model.StackingLimit#getExempt <em>Exempt</em>}</li>
 *   <li>{@link org.banneret.model.StackingLimit#isPerSide <em>Per Side</em>}</li>
 *   <li>{@link org.banneret.model.StackingLimit#getFrontFaceOf <em>Front Face Of</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getStackingLimit()
 * @model
 * @generated
 */
public interface StackingLimit extends Citable {
	/**
	 * Returns the value of the '<em><b>Measure</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.StackingMeasure}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Measure</em>' attribute.
	 * @see org.banneret.model.StackingMeasure
	 * @see #setMeasure(StackingMeasure)
	 * @see org.banneret.model.BanneretPackage#getStackingLimit_Measure()
	 * @model
	 * @generated
	 */
	StackingMeasure getMeasure();

	/**
	 * Sets the value of the '{@link org.banneret.model.StackingLimit#getMeasure <em>Measure</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Measure</em>' attribute.
	 * @see org.banneret.model.StackingMeasure
	 * @see #getMeasure()
	 * @generated
	 */
	void setMeasure(StackingMeasure value);

	/**
	 * Returns the value of the '<em><b>Maximum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Maximum</em>' attribute.
	 * @see #setMaximum(int)
	 * @see org.banneret.model.BanneretPackage#getStackingLimit_Maximum()
	 * @model
	 * @generated
	 */
	int getMaximum();

	/**
	 * Sets the value of the '{@link org.banneret.model.StackingLimit#getMaximum <em>Maximum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Maximum</em>' attribute.
	 * @see #getMaximum()
	 * @generated
	 */
	void setMaximum(int value);

	/**
	 * Returns the value of the '<em><b>Slot</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The slot this limit counts; none means every slot separately.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Slot</em>' reference.
	 * @see #setSlot(LevelSlot)
	 * @see org.banneret.model.BanneretPackage#getStackingLimit_Slot()
	 * @model
	 * @generated
	 */
	LevelSlot getSlot();

	/**
	 * Sets the value of the '{@link org.banneret.model.StackingLimit#getSlot <em>Slot</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Slot</em>' reference.
	 * @see #getSlot()
	 * @generated
	 */
	void setSlot(LevelSlot value);

	/**
	 * Returns the value of the '<em><b>Applies To</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.UnitClass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The classes counted; empty means all classes not exempt.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Applies To</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getStackingLimit_AppliesTo()
	 * @model
	 * @generated
	 */
	EList<UnitClass> getAppliesTo();

	/**
	 * Returns the value of the '<em><b>Exempt</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.UnitClass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Exempt</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getStackingLimit_Exempt()
	 * @model
	 * @generated
	 */
	EList<UnitClass> getExempt();

	/**
	 * Returns the value of the '<em><b>Per Side</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Per Side</em>' attribute.
	 * @see #setPerSide(boolean)
	 * @see org.banneret.model.BanneretPackage#getStackingLimit_PerSide()
	 * @model
	 * @generated
	 */
	boolean isPerSide();

	/**
	 * Sets the value of the '{@link org.banneret.model.StackingLimit#isPerSide <em>Per Side</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Per Side</em>' attribute.
	 * @see #isPerSide()
	 * @generated
	 */
	void setPerSide(boolean value);

	/**
	 * Returns the value of the '<em><b>Front Face Of</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.UnitClass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Classes whose counters count their front face's value whichever face is up (a ranged unit in movement formation counts its combat SP).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Front Face Of</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getStackingLimit_FrontFaceOf()
	 * @model
	 * @generated
	 */
	EList<UnitClass> getFrontFaceOf();

} // StackingLimit
