package org.banneret.dsl.validation;

import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.DiagnosticConverterImpl;

/**
 * Places EMF diagnostics that follow EMF's data convention {object, feature, index} on the
 * index-th value of a list feature: a validator outside the language (the rules engine) can then
 * mark the one hex of a placement it is about, not the first.
 */
public class BanneretDiagnosticConverter extends DiagnosticConverterImpl {

	@Override
	protected IssueLocation getLocationData(Diagnostic diagnostic) {
		List<?> data = diagnostic.getData();
		if (data.size() > 2 && data.get(0) instanceof EObject object && data.get(1) instanceof EStructuralFeature feature
				&& feature.isMany() && data.get(2) instanceof Integer index && index >= 0) {
			IssueLocation location = getLocationData(object, feature, index);
			if (location != null) {
				return location;
			}
		}
		return super.getLocationData(diagnostic);
	}
}
