package org.banneret.ui.map.tools;

import org.banneret.model.HexMap;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.map.Board;
import org.banneret.ui.dsl.model.EditorModel;
import org.banneret.ui.map.MapEditor;
import org.banneret.ui.map.parts.MapEditPart;
import org.banneret.workspace.LanguageFiles;
import org.eclipse.core.resources.IFile;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

/**
 * What a map tool paints: a map, the text it writes the change into, and the sheet of the board
 * the map lies as. On a map's own page that is the map and this page's text. On a scenario's page
 * it is the map of the sheet the stroke begins on, written in that map's own editor (opened
 * behind this one where it is not open), which is saved after each change so that the scenario,
 * which reads its maps from their files, draws it at once. Board hexes and directions become the
 * sheet's own here, so that a turned sheet is painted as printed.
 */
public record Canvas(HexMap map, EditorModel model, Board.Sheet sheet, IEditorPart owner) {

	/** The sheet's own label of a board hex. */
	public String label(Hex board) {
		return sheet.geometry().label(sheet.toLocal(board));
	}

	/** The sheet's own hex of a board hex. */
	public Hex toLocal(Hex board) {
		return sheet.toLocal(board);
	}

	/** The board hex of one of the sheet's own hexes. */
	public Hex toBoard(Hex local) {
		return sheet.toBoard(local);
	}

	/** The sheet's own direction of a board direction. */
	public HexDirection toLocal(HexDirection board) {
		return sheet.toLocal(board);
	}

	/** Whether a board hex lies on the sheet painted. */
	public boolean holds(Hex board) {
		return sheet.holds(board);
	}

	/** Saves the map's own editor after a change written into it from a scenario's page. */
	public void written() {
		if (owner != null && owner.isDirty()) {
			owner.doSave(null);
		}
	}

	/**
	 * The canvas of a stroke that begins at a board hex of the page's map or board.
	 *
	 * @throws IllegalStateException saying why that sheet's map cannot be painted here
	 */
	public static Canvas at(MapEditPart page, Hex hex) {
		var view = page.view();
		Board board = view.painter().board();
		Board.Sheet sheet = board.sheetAt(hex);
		if (view.editsMap()) {
			return new Canvas(view.map(), page.editorModel(), board.sheets().get(0), null);
		}
		if (sheet == null) {
			throw new IllegalStateException("there is no sheet there");
		}
		HexMap map = sheet.map();
		IFile file = map.eResource() == null ? null : LanguageFiles.fileOf(map.eResource().getURI().toString());
		if (file == null || file.isReadOnly()) {
			throw new IllegalStateException("the map " + map.getName() + " of sheet " + sheet.id()
					+ " is read-only here (a built-in map or a read-only file): copy it into the project to paint it");
		}
		IWorkbenchPage workbench = page.getViewer().getEditDomain() instanceof org.eclipse.gef.DefaultEditDomain domain
				? domain.getEditorPart().getSite().getPage() : null;
		IEditorPart here = workbench == null ? null : workbench.getActiveEditor();
		IEditorPart owner;
		try {
			owner = IDE.openEditor(workbench, file, false);
		} catch (PartInitException e) {
			throw new IllegalStateException("the map " + file.getFullPath() + " cannot be opened: " + e.getMessage());
		}
		if (here != null && here != owner) {
			workbench.bringToTop(here); // the designer stays on the scenario; the map's editor waits behind it
			workbench.activate(here);
		}
		if (!(owner instanceof MapEditor mapEditor) || mapEditor.textEditor().model() == null) {
			throw new IllegalStateException("the map " + file.getFullPath() + " did not open in Banneret's map editor");
		}
		return new Canvas(map, mapEditor.textEditor().model(), sheet, owner);
	}
}
