package org.banneret.ui.map;

import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.jface.action.IAction;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.MultiPageEditorActionBarContributor;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * The Edit menu of the map editor: on the Text page, the text editor's actions; on the Map page,
 * the text's Undo and Redo (one history for both pages) and the map's Delete and Select All.
 */
public final class MapEditorContributor extends MultiPageEditorActionBarContributor {

	private static final String[] TEXT_ACTIONS = { ActionFactory.UNDO.getId(), ActionFactory.REDO.getId(),
			ActionFactory.CUT.getId(), ActionFactory.COPY.getId(), ActionFactory.PASTE.getId(), ActionFactory.DELETE.getId(),
			ActionFactory.SELECT_ALL.getId(), ActionFactory.FIND.getId() };

	@Override
	public void setActivePage(IEditorPart page) {
		IActionBars bars = getActionBars();
		if (bars == null) {
			return;
		}
		for (String id : TEXT_ACTIONS) {
			bars.setGlobalActionHandler(id, null);
		}
		if (page instanceof ITextEditor text) {
			for (String id : TEXT_ACTIONS) {
				bars.setGlobalActionHandler(id, text.getAction(id));
			}
		} else if (page instanceof MapPage map) {
			ITextEditor text = map.textEditor();
			bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), text.getAction(ActionFactory.UNDO.getId()));
			bars.setGlobalActionHandler(ActionFactory.REDO.getId(), text.getAction(ActionFactory.REDO.getId()));
			ActionRegistry registry = map.getActionRegistry();
			bars.setGlobalActionHandler(ActionFactory.DELETE.getId(), action(registry, ActionFactory.DELETE.getId()));
			bars.setGlobalActionHandler(ActionFactory.SELECT_ALL.getId(), action(registry, ActionFactory.SELECT_ALL.getId()));
		}
		bars.updateActionBars();
	}

	private static IAction action(ActionRegistry registry, String id) {
		return registry == null ? null : registry.getAction(id);
	}
}
