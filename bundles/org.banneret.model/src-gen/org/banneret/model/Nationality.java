/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Nationality</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Nationality#getColor <em>Color</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getNationality()
 * @model
 * @generated
 */
public interface Nationality extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The colour its counters are printed in, as #rrggbb.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Color</em>' attribute.
	 * @see #setColor(String)
	 * @see org.banneret.model.BanneretPackage#getNationality_Color()
	 * @model
	 * @generated
	 */
	String getColor();

	/**
	 * Sets the value of the '{@link org.banneret.model.Nationality#getColor <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Color</em>' attribute.
	 * @see #getColor()
	 * @generated
	 */
	void setColor(String value);

} // Nationality
