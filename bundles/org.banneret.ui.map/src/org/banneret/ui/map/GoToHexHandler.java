package org.banneret.ui.map;

import org.banneret.model.hex.Hex;
import org.banneret.render.MapPainter;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.InputDialog;

/** Go to Hex (Ctrl+L on the map page): asks for a hex label and scrolls the map to it. */
final class GoToHexHandler extends AbstractHandler {

	private final MapPage page;

	GoToHexHandler(MapPage page) {
		this.page = page;
	}

	@Override
	public Object execute(ExecutionEvent event) {
		if (page.mapPart() == null || page.mapPart().view().painter() == null) {
			return null;
		}
		MapPainter painter = page.mapPart().view().painter();
		var board = painter.board();
		String example = painter.label(board.hexAt(0));
		if (board.sheets().size() > 1) {
			var second = board.sheets().get(1);
			example += ", or " + board.label(second.toBoard(second.geometry().bounds().hexAt(0))) + " on sheet " + second.id();
		}
		InputDialog dialog = new InputDialog(page.getSite().getShell(), "Go to Hex", "Hex label (for example " + example + "):", "",
				label -> label.isBlank() || painter.hexOrNull(label.strip()) != null ? null
						: "'" + label.strip() + "' is not a hex of this map");
		if (dialog.open() == IDialogConstants.OK_ID && !dialog.getValue().isBlank()) {
			Hex hex = painter.hexOrNull(dialog.getValue().strip());
			if (hex != null) {
				page.reveal(hex);
			}
		}
		return null;
	}
}
