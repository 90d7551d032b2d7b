package org.banneret.ui.map.parts;

import org.banneret.model.Unit;
import org.banneret.setup.Piece;
import org.banneret.ui.map.figures.CounterFigure;
import org.banneret.ui.map.figures.Draw2dPainter;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;

/** A counter of the set-up: selected, dragged to another hex or into an area, or taken off the map. */
public final class CounterEditPart extends PlacedEditPart {

	CounterEditPart(Piece piece, Draw2dPainter.Resources resources) {
		super(piece, resources);
	}

	public Piece piece() {
		return (Piece) getModel();
	}

	@Override
	Unit unit() {
		return piece().unit();
	}

	@Override
	protected IFigure createFigure() {
		return new CounterFigure(resources);
	}

	@Override
	protected void refreshVisuals() {
		Piece piece = piece();
		boolean flagged = piece.hex() != null && !view().findings().at(piece.hex()).isEmpty();
		Rectangle bounds = ((CounterFigure) getFigure()).show(piece, view(), Tips.of(piece.unit(), piece.hex(), view()), flagged);
		((GraphicalEditPart) getParent()).setLayoutConstraint(this, getFigure(), bounds);
	}
}
