package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;

import org.banneret.ui.map.figures.PlacedLayout;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.junit.jupiter.api.Test;

/**
 * The map's layout of its counters: each where its constraint puts it, as draw2d's XY layout
 * does, but a move lays out the moved counter, not all 10,000, and the extent is kept, not united
 * again from every child.
 */
class PlacedLayoutTest {

	/** A figure that counts the bounds it was given. */
	private static final class Counted extends Figure {
		final List<Rectangle> given = new ArrayList<>();

		@Override
		public void setBounds(Rectangle rect) {
			given.add(rect.getCopy());
			super.setBounds(rect);
		}

		@Override
		public Dimension getPreferredSize(int wHint, int hHint) {
			return new Dimension(7, 9);
		}
	}

	@Test
	void aChildIsLaidOutWhereItsConstraintPutsItAndOnlyWhenThatChanges() {
		PlacedLayout layout = new PlacedLayout();
		Figure map = new Figure();
		map.setLayoutManager(layout);
		List<Counted> counters = new ArrayList<>();
		for (int i = 0; i < 5; i++) {
			Counted counter = new Counted();
			map.add(counter, new Rectangle(i * 20, 10, 12, 12));
			counters.add(counter);
		}
		map.validate();
		for (int i = 0; i < 5; i++) {
			assertEquals(new Rectangle(i * 20, 10, 12, 12), counters.get(i).getBounds());
			assertEquals(1, counters.get(i).given.size());
		}

		map.setConstraint(counters.get(3), new Rectangle(60, 40, 12, 12)); // a move
		map.validate();
		assertEquals(new Rectangle(60, 40, 12, 12), counters.get(3).getBounds());
		assertEquals(2, counters.get(3).given.size());
		for (int i : new int[] { 0, 1, 2, 4 }) {
			assertEquals(1, counters.get(i).given.size(), "counter " + i + " was not laid out again");
		}

		map.revalidate(); // what a zoom or another figure's change asks of the map
		map.validate();
		counters.forEach(counter -> assertEquals(counter == counters.get(3) ? 2 : 1, counter.given.size()));

		Counted sized = new Counted();
		map.add(sized, new Rectangle(5, 5, -1, -1));
		map.validate();
		assertEquals(new Rectangle(5, 5, 7, 9), sized.getBounds(), "a constraint without a size takes the preferred one");
	}

	@Test
	void theExtentGrowsWithAConstraintAndIsCountedAgainWhenAChildGoes() {
		PlacedLayout layout = new PlacedLayout();
		Figure map = new Figure();
		map.setLayoutManager(layout);
		assertNull(layout.extent(map));
		IFigure inside = new Figure();
		IFigure far = new Figure();
		map.add(inside, new Rectangle(10, 10, 5, 5));
		map.add(far, new Rectangle(100, 200, 5, 5));
		assertEquals(new Rectangle(10, 10, 95, 195), layout.extent(map));

		map.setConstraint(inside, new Rectangle(-20, 10, 5, 5)); // off the map's west edge, waiting
		assertEquals(new Rectangle(-20, 10, 125, 195), layout.extent(map));

		map.remove(far);
		map.remove(inside);
		assertNull(layout.extent(map));
		map.add(inside, new Rectangle(30, 40, 5, 5));
		assertEquals(new Rectangle(30, 40, 5, 5), layout.extent(map));
		assertEquals(new Dimension(5, 5), layout.getPreferredSize(map, -1, -1));
	}
}
