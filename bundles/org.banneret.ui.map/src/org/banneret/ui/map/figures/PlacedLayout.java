package org.banneret.ui.map.figures;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;

/**
 * The layout of the counters and areas on the map: each child where its edit part's constraint
 * puts it, as in an XY layout. An XY layout sets every child's bounds again, and unites them all
 * for the extent, each time the map is validated; on a map of 10,000 counters a move costs that
 * twice. This one lays out only the children whose constraints were set since it last laid out,
 * and keeps the union of the constraints, which only a child taken away makes it count again.
 * The map's origin is its own (0, 0), never moved to keep coordinates positive.
 */
public final class PlacedLayout extends FreeformLayout {

	private final Set<IFigure> changed = Collections.newSetFromMap(new IdentityHashMap<>());
	/** The union of the children's constraints; null until counted (again). */
	private Rectangle extent;

	@Override
	public void setConstraint(IFigure child, Object constraint) {
		super.setConstraint(child, constraint);
		changed.add(child);
		if (extent != null && constraint instanceof Rectangle bounds) {
			extent.union(sized(child, bounds)); // an extent that grows only, until a child is taken away
		}
	}

	@Override
	public void remove(IFigure child) {
		super.remove(child);
		changed.remove(child);
		extent = null;
	}

	@Override
	public void layout(IFigure parent) {
		Point origin = getOrigin(parent);
		for (IFigure child : changed) {
			Rectangle bounds = (Rectangle) getConstraint(child);
			if (bounds != null && child.getParent() == parent) {
				child.setBounds(sized(child, bounds).getTranslated(origin));
			}
		}
		changed.clear();
	}

	/** The union of the children's bounds as their constraints set them, or null for none. */
	public Rectangle extent(IFigure parent) {
		if (extent == null) {
			for (Object child : parent.getChildren()) {
				Rectangle bounds = (Rectangle) getConstraint((IFigure) child);
				if (bounds != null) {
					Rectangle sized = sized((IFigure) child, bounds);
					extent = extent == null ? sized.getCopy() : extent.union(sized);
				}
			}
		}
		return extent == null ? null : extent.getCopy();
	}

	@Override
	protected Dimension calculatePreferredSize(IFigure parent, int widthHint, int heightHint) {
		Rectangle all = extent(parent);
		return all == null ? new Dimension() : all.getSize();
	}

	/** A constraint with its width or height of -1 given the child's preferred one, as an XY layout does. */
	private static Rectangle sized(IFigure child, Rectangle bounds) {
		if (bounds.width != -1 && bounds.height != -1) {
			return bounds;
		}
		Dimension preferred = child.getPreferredSize(bounds.width, bounds.height);
		return new Rectangle(bounds.x, bounds.y, bounds.width == -1 ? preferred.width : bounds.width,
				bounds.height == -1 ? preferred.height : bounds.height);
	}
}
