package org.banneret.ui.map.commands;

import java.util.function.Function;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexMap;
import org.banneret.model.grid.CellGrid;
import org.banneret.ui.dsl.model.EditorModel;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.gef.commands.Command;
import org.eclipse.xtext.resource.XtextResource;

/**
 * A change of a map's terrain or elevation grid: the grid's block of rows is written again in
 * place, and nothing else in the file. (The change serializer would write the whole map again for
 * a changed attribute of it.) Undo is the document's, as for every map page change.
 */
public final class GridCommand extends Command {

	private final EditorModel model;
	private final boolean elevation;
	private final Function<HexMap, CellGrid> change;

	private GridCommand(String label, EditorModel model, boolean elevation, Function<HexMap, CellGrid> change) {
		super(label);
		this.model = model;
		this.elevation = elevation;
		this.change = change;
	}

	public static GridCommand terrain(String label, EditorModel model, Function<HexMap, CellGrid> change) {
		return new GridCommand(label, model, false, change);
	}

	public static GridCommand elevation(String label, EditorModel model, Function<HexMap, CellGrid> change) {
		return new GridCommand(label, model, true, change);
	}

	@Override
	public void execute() {
		XtextResource resource = model.current();
		if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof HexMap map)) {
			return;
		}
		CellGrid grid = change.apply(map);
		if (grid == null) {
			return;
		}
		EAttribute attribute = elevation ? BanneretPackage.Literals.HEX_MAP__ELEVATION : BanneretPackage.Literals.HEX_MAP__TERRAIN;
		model.rewrite(getLabel(), map, attribute, grid, elevation ? "ElevationRows" : "TerrainRows");
	}

	@Override
	public boolean canUndo() {
		return false;
	}
}
