package org.banneret.dsl.ide.server;

import org.banneret.model.NamedElement;
import org.banneret.model.Placement;
import org.banneret.model.Unit;
import org.banneret.model.naming.DisplayNames;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolNameProvider;

/**
 * Outline names: the file's game system, map or scenario by its qualified name, everything inside
 * it by its own name; unit rows without a name read as the rulebooks print them, "4 x INF [0]".
 */
public class BanneretSymbolNames extends DocumentSymbolNameProvider {

	@Override
	public String getName(EObject object) {
		if (object instanceof Unit unit) {
			return DisplayNames.shortName(unit);
		}
		if (object instanceof Placement) {
			return null;
		}
		if (object.eContainer() != null && object instanceof NamedElement named && named.getName() != null) {
			return named.getName();
		}
		return super.getName(object);
	}
}
