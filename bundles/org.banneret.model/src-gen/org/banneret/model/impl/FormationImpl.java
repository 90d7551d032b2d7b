/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Formation;
import org.banneret.model.Unit;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Formation</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.FormationImpl#getCommander <em>Commander</em>}</li>
 *   <li>{@link org.banneret.model.impl.FormationImpl#getKind <em>Kind</em>}</li>
 *   <li>{@link org.banneret.model.impl.FormationImpl#getHexes <em>Hexes</em>}</li>
 * </ul>
 *
 * @generated
 */
public class FormationImpl extends ForceElementImpl implements Formation {
	/**
	 * The cached value of the '{@link #getCommander() <em>Commander</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommander()
	 * @generated
	 * @ordered
	 */
	protected Unit commander;

	/**
	 * The default value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected static final String KIND_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected String kind = KIND_EDEFAULT;

	/**
	 * The cached value of the '{@link #getHexes() <em>Hexes</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHexes()
	 * @generated
	 * @ordered
	 */
	protected EList<String> hexes;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected FormationImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.FORMATION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Unit getCommander() {
		if (commander != null && commander.eIsProxy()) {
			InternalEObject oldCommander = (InternalEObject)commander;
			commander = (Unit)eResolveProxy(oldCommander);
			if (commander != oldCommander) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.FORMATION__COMMANDER, oldCommander, commander));
			}
		}
		return commander;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Unit basicGetCommander() {
		return commander;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCommander(Unit newCommander) {
		Unit oldCommander = commander;
		commander = newCommander;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.FORMATION__COMMANDER, oldCommander, commander));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getKind() {
		return kind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKind(String newKind) {
		String oldKind = kind;
		kind = newKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.FORMATION__KIND, oldKind, kind));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getHexes() {
		if (hexes == null) {
			hexes = new EDataTypeEList<String>(String.class, this, BanneretPackage.FORMATION__HEXES);
		}
		return hexes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.FORMATION__COMMANDER:
				if (resolve) return getCommander();
				return basicGetCommander();
			case BanneretPackage.FORMATION__KIND:
				return getKind();
			case BanneretPackage.FORMATION__HEXES:
				return getHexes();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case BanneretPackage.FORMATION__COMMANDER:
				setCommander((Unit)newValue);
				return;
			case BanneretPackage.FORMATION__KIND:
				setKind((String)newValue);
				return;
			case BanneretPackage.FORMATION__HEXES:
				getHexes().clear();
				getHexes().addAll((Collection<? extends String>)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case BanneretPackage.FORMATION__COMMANDER:
				setCommander((Unit)null);
				return;
			case BanneretPackage.FORMATION__KIND:
				setKind(KIND_EDEFAULT);
				return;
			case BanneretPackage.FORMATION__HEXES:
				getHexes().clear();
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case BanneretPackage.FORMATION__COMMANDER:
				return commander != null;
			case BanneretPackage.FORMATION__KIND:
				return KIND_EDEFAULT == null ? kind != null : !KIND_EDEFAULT.equals(kind);
			case BanneretPackage.FORMATION__HEXES:
				return hexes != null && !hexes.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (kind: ");
		result.append(kind);
		result.append(", hexes: ");
		result.append(hexes);
		result.append(')');
		return result.toString();
	}

} //FormationImpl
