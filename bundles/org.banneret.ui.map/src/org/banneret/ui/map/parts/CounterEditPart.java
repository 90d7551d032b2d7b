package org.banneret.ui.map.parts;

import org.banneret.ui.map.figures.CounterFigure;
import org.banneret.ui.map.figures.Draw2dPainter;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.gef.editpolicies.NonResizableEditPolicy;

/** A counter of the set-up: selected, dragged to another hex, turned, or taken off the map. */
public final class CounterEditPart extends AbstractGraphicalEditPart {

	private final Draw2dPainter.Resources resources;

	CounterEditPart(Piece piece, Draw2dPainter.Resources resources) {
		this.resources = resources;
		setModel(piece);
	}

	public Piece piece() {
		return (Piece) getModel();
	}

	@Override
	protected IFigure createFigure() {
		return new CounterFigure(resources);
	}

	@Override
	protected void createEditPolicies() {
		installEditPolicy(EditPolicy.PRIMARY_DRAG_ROLE, new NonResizableEditPolicy());
		installEditPolicy(EditPolicy.COMPONENT_ROLE, new UnplacePolicy());
	}

	@Override
	protected void refreshVisuals() {
		MapView view = ((MapEditPart) getParent()).view();
		Piece piece = piece();
		boolean flagged = piece.hex() != null && !view.findings().at(piece.hex()).isEmpty();
		Rectangle bounds = ((CounterFigure) getFigure()).show(piece, view, Tips.of(piece.unit(), piece.hex(), view), flagged);
		((GraphicalEditPart) getParent()).setLayoutConstraint(this, getFigure(), bounds);
	}

	@Override
	public Object getAdapter(Class type) {
		if (type == org.eclipse.ui.views.properties.IPropertySource.class) {
			return org.eclipse.core.runtime.Platform.getAdapterManager().getAdapter(piece().unit(), type);
		}
		return super.getAdapter(type);
	}
}
