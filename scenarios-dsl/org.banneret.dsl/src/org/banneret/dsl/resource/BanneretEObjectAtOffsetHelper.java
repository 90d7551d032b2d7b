package org.banneret.dsl.resource;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.XtextResource;

/**
 * Xtext's lookup of the element at an offset, answering null where half-typed text has no
 * element there: Xtext's asks such a null element for its name, and go to definition, find
 * references and rename then fail instead of finding nothing. Rename also asks at the offset
 * before the caret, which is -1 at the start of a file.
 */
public class BanneretEObjectAtOffsetHelper extends EObjectAtOffsetHelper {

	@Override
	public EObject getElementWithNameAt(XtextResource resource, int offset) {
		if (resource == null || resource.getParseResult() == null || offset < 0
				|| resolveCrossReferencedElementAt(resource, offset) == null && resolveElementAt(resource, offset) == null) {
			return null;
		}
		return super.getElementWithNameAt(resource, offset);
	}
}
