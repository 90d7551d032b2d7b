package org.banneret.ui.map.overview;

import org.banneret.ui.map.MapEditor;
import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.LightweightSystem;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.parts.ScrollableThumbnail;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.editparts.ZoomListener;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.jface.dialogs.IPageChangedListener;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

/**
 * The whole map of the active map or scenario editor in small, with the part its Map page shows
 * as a frame: drag the frame or click elsewhere to scroll there. GEF's thumbnail of the viewer's
 * printable layers, shrunk first ({@link ShrunkLayers}), so the overview is drawn by the same
 * figures as the page.
 */
public final class MapOverview extends ViewPart {

	public static final String ID = "org.banneret.ui.map.overview";

	private LightweightSystem system;
	private Canvas canvas;
	private ScrollableThumbnail thumbnail;
	private ShrunkLayers source;
	private MapEditor shown;
	private ZoomManager zoom;
	private final ZoomListener zoomed = scale -> Display.getCurrent().asyncExec(this::frameZoomed);
	/**
	 * The Map page draws nothing while the Text page shows. Back on it, the window system draws the
	 * whole canvas, which the shrunk layers do not take for a change of the map, so the overview
	 * draws the map again whatever the page's own update repaints.
	 */
	private final IPageChangedListener pageChanged = event -> {
		if (source != null && shown != null && event.getSelectedPage() == shown.mapPage()) {
			source.redrawWhenSettled();
		}
	};

	private final IPartListener2 parts = new IPartListener2() {
		@Override
		public void partActivated(IWorkbenchPartReference reference) {
			if (reference.getPart(false) instanceof IEditorPart editor) {
				show(editor);
			}
		}

		@Override
		public void partBroughtToTop(IWorkbenchPartReference reference) {
			partActivated(reference);
		}

		@Override
		public void partClosed(IWorkbenchPartReference reference) {
			if (reference.getPart(false) == shown) {
				show(null);
			}
		}
	};

	@Override
	public void createPartControl(Composite parent) {
		canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
		canvas.setBackground(ColorConstants.listBackground);
		system = new LightweightSystem(canvas);
		getSite().getPage().addPartListener(parts);
		show(getSite().getPage().getActiveEditor());
	}

	/** The editor whose map the overview shows, or null. */
	public MapEditor shown() {
		return shown;
	}

	public ScrollableThumbnail thumbnail() {
		return thumbnail;
	}

	public Canvas canvas() {
		return canvas;
	}

	/** Whether the map changed since the overview last drew it: it will, once the map has settled. */
	public boolean redrawing() {
		return source != null && source.redrawing();
	}

	private void show(IWorkbenchPart part) {
		MapEditor editor = part instanceof MapEditor map ? map : null;
		if (editor == null && part != null) {
			return; // another kind of editor: keep the last map, as the Outline keeps its page
		}
		GraphicalViewer viewer = editor == null || editor.mapPage() == null ? null : editor.mapPage().getGraphicalViewer();
		if (editor == shown && thumbnail != null && viewer != null) {
			return;
		}
		forget();
		shown = editor;
		if (viewer == null || !(viewer.getRootEditPart() instanceof ScalableFreeformRootEditPart root)) {
			Label empty = new Label("Open a map or a scenario to see the whole map here.");
			system.setContents(empty);
			return;
		}
		thumbnail = new ScrollableThumbnail((Viewport) root.getFigure());
		zoom = root.getZoomManager();
		source = new ShrunkLayers(root.getLayer(LayerConstants.PRINTABLE_LAYERS), zoom);
		source.feed(thumbnail);
		system.setContents(thumbnail);
		zoom.addZoomListener(zoomed);
		editor.addPageChangedListener(pageChanged);
	}

	/**
	 * Fits the frame to the part of the map the page shows after a zoom. GEF's thumbnail moves its
	 * frame when the viewport scrolls or moves, not when its contents grow or shrink: a zoom at the
	 * map's top left corner left the frame as it was. A move by nothing is the public way to ask,
	 * and a free-form viewport moves none of its children for it.
	 */
	private void frameZoomed() {
		if (thumbnail != null && zoom != null) {
			zoom.getViewport().translate(0, 0);
		}
	}

	private void forget() {
		if (shown != null) {
			shown.removePageChangedListener(pageChanged);
		}
		if (zoom != null) {
			zoom.removeZoomListener(zoomed);
			zoom = null;
		}
		if (thumbnail != null) {
			thumbnail.deactivate();
			thumbnail = null;
		}
		if (source != null) {
			source.dispose();
			source = null;
		}
	}

	@Override
	public void setFocus() {
		canvas.setFocus();
	}

	@Override
	public void dispose() {
		getSite().getPage().removePartListener(parts);
		forget();
		super.dispose();
	}
}
