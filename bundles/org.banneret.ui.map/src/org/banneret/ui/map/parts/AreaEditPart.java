package org.banneret.ui.map.parts;

import org.banneret.model.Unit;
import org.banneret.setup.Area;
import org.banneret.ui.map.figures.AreaFigure;
import org.banneret.ui.map.figures.Draw2dPainter;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;

/** A unit row placed in an area or region: selected for its properties, or dragged onto one hex. */
public final class AreaEditPart extends PlacedEditPart {

	AreaEditPart(Area area, Draw2dPainter.Resources resources) {
		super(area, resources);
	}

	public Area area() {
		return (Area) getModel();
	}

	@Override
	Unit unit() {
		return area().unit();
	}

	@Override
	protected IFigure createFigure() {
		return new AreaFigure(resources);
	}

	@Override
	protected void refreshVisuals() {
		Rectangle bounds = ((AreaFigure) getFigure()).show(area(), view(), Tips.of(area().unit(), null, view()));
		((GraphicalEditPart) getParent()).setLayoutConstraint(this, getFigure(), bounds);
	}
}
