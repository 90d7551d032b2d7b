package org.banneret.ui.map.parts;

import org.banneret.model.Unit;
import org.banneret.ui.map.figures.Draw2dPainter;
import org.eclipse.core.runtime.Platform;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.gef.editpolicies.NonResizableEditPolicy;
import org.eclipse.ui.views.properties.IPropertySource;

/** What a placed unit row's edit parts share: dragged, deleted off the map, and its unit's properties. */
abstract class PlacedEditPart extends AbstractGraphicalEditPart {

	protected final Draw2dPainter.Resources resources;

	PlacedEditPart(Object model, Draw2dPainter.Resources resources) {
		this.resources = resources;
		setModel(model);
	}

	/** The unit row the part shows. */
	abstract Unit unit();

	MapView view() {
		return ((MapEditPart) getParent()).view();
	}

	@Override
	protected void createEditPolicies() {
		installEditPolicy(EditPolicy.PRIMARY_DRAG_ROLE, new NonResizableEditPolicy());
		installEditPolicy(EditPolicy.COMPONENT_ROLE, new UnplacePolicy());
	}

	@Override
	public Object getAdapter(Class type) {
		if (type == IPropertySource.class) {
			return Platform.getAdapterManager().getAdapter(unit(), type);
		}
		return super.getAdapter(type);
	}
}
