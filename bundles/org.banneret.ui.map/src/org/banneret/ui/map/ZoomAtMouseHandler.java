package org.banneret.ui.map;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.PrecisionPoint;
import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.MouseWheelHandler;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.widgets.Event;

/**
 * Ctrl+wheel on the Map page zooms about the mouse, as map editors do: the point of the map under
 * it stays under it. GEF's own handler keeps the middle of the view still, so the hex one zoomed
 * in on drifted away, a notch at a time.
 */
final class ZoomAtMouseHandler implements MouseWheelHandler {

	@Override
	public void handleMouseWheel(Event event, EditPartViewer viewer) {
		ZoomManager zoom = (ZoomManager) viewer.getProperty(ZoomManager.class.toString());
		if (zoom == null) {
			return;
		}
		event.doit = false;
		// A layer within the zoomed figure: its coordinates are the map's own, the same at any zoom.
		IFigure map = ((GraphicalEditPart) viewer.getRootEditPart()).getContentPane();
		PrecisionPoint aimed = new PrecisionPoint(event.x, event.y);
		map.translateToRelative(aimed);
		if (event.count > 0) {
			zoom.zoomIn();
		} else {
			zoom.zoomOut();
		}
		// The zoom kept the view's middle still; the view moves by as much as it carried the aimed point off the mouse.
		PrecisionPoint now = new PrecisionPoint(aimed.preciseX, aimed.preciseY);
		map.translateToAbsolute(now);
		Point view = zoom.getViewport().getViewLocation();
		zoom.setViewLocation(view.getTranslated((int) Math.round(now.preciseX - event.x), (int) Math.round(now.preciseY - event.y)));
	}
}
