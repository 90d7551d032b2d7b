package org.banneret.ui.map.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.banneret.model.hex.Hex;
import org.banneret.setup.Area;
import org.banneret.setup.Piece;
import org.banneret.ui.dsl.model.EditorModel;
import org.banneret.ui.map.figures.Draw2dPainter;
import org.banneret.ui.map.figures.MapFigure;
import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;

/**
 * The map: one figure that paints the hexes under the clip, holding the counters and areas of a
 * set-up as children. A new view of the text (after an edit) replaces the model in place: edit
 * parts of pieces that are still there stay, and only what changed is drawn again.
 */
public final class MapEditPart extends AbstractGraphicalEditPart {

	private final EditorModel model;
	private final Draw2dPainter.Resources resources;
	private Hex chosen;

	MapEditPart(MapView view, EditorModel model, Draw2dPainter.Resources resources) {
		this.model = model;
		this.resources = resources;
		setModel(view);
	}

	public MapView view() {
		return (MapView) getModel();
	}

	public EditorModel editorModel() {
		return model;
	}

	public MapFigure mapFigure() {
		return (MapFigure) getFigure();
	}

	@Override
	protected IFigure createFigure() {
		return new MapFigure(resources);
	}

	/** The pointer over the canvas, for the map's hover. */
	private final org.eclipse.swt.events.MouseMoveListener pointer = event -> mapFigure().pointerAt(event.x, event.y);

	@Override
	public void activate() {
		super.activate();
		getViewer().getControl().addMouseMoveListener(pointer);
	}

	@Override
	public void deactivate() {
		var control = getViewer().getControl();
		if (control != null && !control.isDisposed()) {
			control.removeMouseMoveListener(pointer);
		}
		super.deactivate();
	}

	@Override
	protected void createEditPolicies() {
		installEditPolicy(EditPolicy.LAYOUT_ROLE, new PlacementPolicy());
	}

	@Override
	protected List getModelChildren() {
		List<Object> children = new ArrayList<>(view().areas());
		children.addAll(view().pieces());
		return children;
	}

	@Override
	protected void refreshVisuals() {
		mapFigure().setView(view());
	}

	/**
	 * Shows a new view of the text, keeping the edit parts of the pieces and areas still in it.
	 * Each kept part takes its new model before the children are compared: GEF compares models by
	 * identity, and would otherwise move every kept figure (quadratic on a big set-up). A part whose
	 * model is the very one at its place in the new view (a patched layout hands on the pieces of
	 * the rows an edit left) is not looked up at all.
	 */
	public void update(MapView view) {
		setModel(view);
		refreshVisuals();
		List<?> models = getModelChildren();
		List<?> parts = getChildren();
		Map<Object, Object> fresh = new java.util.HashMap<>();
		for (int i = 0; i < models.size(); i++) {
			if (!showsAt(parts, i, models.get(i))) {
				fresh.put(models.get(i), models.get(i));
			}
		}
		List<EditPart> kept = new ArrayList<>();
		for (int i = 0; i < parts.size() && !fresh.isEmpty(); i++) {
			EditPart part = (EditPart) parts.get(i);
			if (showsAt(parts, i, i < models.size() ? models.get(i) : null)) {
				continue;
			}
			Object model = fresh.get(part.getModel());
			// A counter or area drawn as before keeps its figure: of 10,000 counters, a move redraws the few it stacks with.
			if (model != null && model != part.getModel()) {
				boolean looksTheSame = part.getModel() instanceof Piece was && model instanceof Piece now && was.looksLike(now)
						|| part.getModel() instanceof Area wasArea && model instanceof Area nowArea && wasArea.looksLike(nowArea);
				part.setModel(model);
				if (!looksTheSame) {
					kept.add(part);
				}
			}
		}
		refreshChildren();
		kept.forEach(EditPart::refresh);
	}

	/** Whether the part at an index shows that very model. */
	private static boolean showsAt(List<?> parts, int index, Object model) {
		return index < parts.size() && ((EditPart) parts.get(index)).getModel() == model;
	}

	/**
	 * GEF's comparison of the children with the models, which first hashes every child's model; it
	 * is skipped when each part already shows the model at its place, as after most edits.
	 */
	@Override
	protected void refreshChildren() {
		List<?> models = getModelChildren();
		List<?> parts = getChildren();
		if (models.size() == parts.size()) {
			int i = 0;
			while (i < models.size() && showsAt(parts, i, models.get(i))) {
				i++;
			}
			if (i == models.size()) {
				return;
			}
		}
		super.refreshChildren();
	}

	/** The hex last chosen with the selection tool, whose properties the map shows, or null. */
	public Hex chosen() {
		return chosen;
	}

	/** Chooses a hex: it is outlined, and the Properties view shows it while the map is selected. */
	public void choose(Hex hex) {
		chosen = hex;
		mapFigure().choose(hex);
	}

	@Override
	public Object getAdapter(Class key) {
		if (key == org.eclipse.ui.views.properties.IPropertySource.class && chosen != null && view().painter() != null
				&& view().painter().board().contains(chosen)) {
			return new HexProperties(this, chosen, getViewer().getEditDomain().getCommandStack());
		}
		return super.getAdapter(key);
	}

	/** Shows new findings: the map's overlay and the flags and hover texts of counters, where they changed. */
	public void showFindings(Findings findings) {
		java.util.Set<Hex> changed = findings.differingFrom(view().findings());
		view().findings(findings);
		mapFigure().repaintHexes(changed);
		for (Object child : getChildren()) {
			if (child instanceof CounterEditPart counter && changed.contains(counter.piece().hex())) {
				counter.refresh();
			}
		}
	}
}
