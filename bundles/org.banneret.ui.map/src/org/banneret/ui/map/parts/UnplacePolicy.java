package org.banneret.ui.map.parts;

import org.banneret.ui.map.commands.SetupEdits;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.ComponentEditPolicy;
import org.eclipse.gef.requests.GroupRequest;

/** Delete on a counter or an area takes the unit off the map; the unit stays in the order of battle. */
final class UnplacePolicy extends ComponentEditPolicy {

	@Override
	protected Command createDeleteCommand(GroupRequest request) {
		MapEditPart map = (MapEditPart) getHost().getParent();
		String key = org.eclipse.emf.ecore.util.EcoreUtil.getURI(((PlacedEditPart) getHost()).unit()).fragment();
		return SetupEdits.command("Take off the map", map.editorModel(), java.util.List.of(key),
				scenario -> SetupEdits.unplace(scenario, key));
	}
}
