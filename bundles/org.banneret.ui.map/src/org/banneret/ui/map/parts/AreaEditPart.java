package org.banneret.ui.map.parts;

import org.banneret.ui.map.figures.AreaFigure;
import org.banneret.ui.map.figures.Draw2dPainter;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.gef.editpolicies.NonResizableEditPolicy;

/** A unit row placed in an area or region: selected for its properties, or dragged onto one hex. */
public final class AreaEditPart extends AbstractGraphicalEditPart {

	private final Draw2dPainter.Resources resources;

	AreaEditPart(Area area, Draw2dPainter.Resources resources) {
		this.resources = resources;
		setModel(area);
	}

	public Area area() {
		return (Area) getModel();
	}

	@Override
	protected IFigure createFigure() {
		return new AreaFigure(resources);
	}

	@Override
	protected void createEditPolicies() {
		installEditPolicy(EditPolicy.PRIMARY_DRAG_ROLE, new NonResizableEditPolicy());
		installEditPolicy(EditPolicy.COMPONENT_ROLE, new UnplacePolicy());
	}

	@Override
	protected void refreshVisuals() {
		MapView view = ((MapEditPart) getParent()).view();
		Rectangle bounds = ((AreaFigure) getFigure()).show(area(), view, Tips.of(area().unit(), null, view));
		((GraphicalEditPart) getParent()).setLayoutConstraint(this, getFigure(), bounds);
	}

	@Override
	public Object getAdapter(Class type) {
		if (type == org.eclipse.ui.views.properties.IPropertySource.class) {
			return org.eclipse.core.runtime.Platform.getAdapterManager().getAdapter(area().unit(), type);
		}
		return super.getAdapter(type);
	}
}
