package org.banneret.ui.map.parts;

import org.banneret.setup.Area;
import org.banneret.setup.Piece;
import org.banneret.ui.dsl.model.EditorModel;
import org.banneret.ui.map.figures.Draw2dPainter;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartFactory;

/** Edit parts for what the user handles on the map page: the map, each counter, each area placement. */
public final class MapPartFactory implements EditPartFactory {

	private final EditorModel model;
	private final Draw2dPainter.Resources resources;

	public MapPartFactory(EditorModel model, Draw2dPainter.Resources resources) {
		this.model = model;
		this.resources = resources;
	}

	@Override
	public EditPart createEditPart(EditPart context, Object element) {
		return switch (element) {
			case MapView view -> new MapEditPart(view, model, resources);
			case Piece piece -> new CounterEditPart(piece, resources);
			case Area area -> new AreaEditPart(area, resources);
			default -> throw new IllegalArgumentException("no edit part for " + element);
		};
	}
}
