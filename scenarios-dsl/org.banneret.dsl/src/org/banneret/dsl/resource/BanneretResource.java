package org.banneret.dsl.resource;

import java.util.List;
import java.util.Set;

import org.banneret.dsl.parser.SyntaxErrorCascades;
import org.eclipse.xtext.linking.lazy.LazyLinkingResource;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.parser.IParseResult;

/** The language's resource: it reports a syntax mistake, not the errors that only follow from it ({@link SyntaxErrorCascades}). */
public class BanneretResource extends LazyLinkingResource {

	private IParseResult cascadesOf;
	private Set<INode> cascades = Set.of();

	@Override
	protected void addSyntaxDiagnostic(List<Diagnostic> diagnostics, INode error) {
		IParseResult result = getParseResult();
		if (result != cascadesOf) {
			cascadesOf = result;
			cascades = result == null ? Set.of() : SyntaxErrorCascades.of(result);
		}
		if (!cascades.contains(error)) {
			super.addSyntaxDiagnostic(diagnostics, error);
		}
	}
}
