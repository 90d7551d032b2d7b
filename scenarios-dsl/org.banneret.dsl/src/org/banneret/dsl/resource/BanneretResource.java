package org.banneret.dsl.resource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import org.banneret.dsl.parser.SyntaxErrorCascades;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.linking.lazy.LazyLinkingResource;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.parser.IParseResult;

/**
 * The language's resource: it reports a syntax mistake, not the errors that only follow from it
 * ({@link SyntaxErrorCascades}), and it tells the linker when an edit was read in place.
 */
public class BanneretResource extends LazyLinkingResource {

	private IParseResult cascadesOf;
	private Set<INode> cascades = Set.of();
	private boolean updating;
	private boolean rootKept;
	private List<EObject> linkedInPlace;

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

	@Override
	public void update(int offset, int replacedTextLength, String newText) {
		updating = true;
		try {
			super.update(offset, replacedTextLength, newText);
		} finally {
			updating = false;
			rootKept = false;
		}
	}

	@Override
	protected void updateInternalState(IParseResult oldParseResult, IParseResult newParseResult) {
		rootKept = updating && oldParseResult != null && oldParseResult.getRootASTElement() != null
				&& oldParseResult.getRootASTElement() == newParseResult.getRootASTElement();
		super.updateInternalState(oldParseResult, newParseResult);
	}

	@Override
	protected void updateInternalState(IParseResult newParseResult) {
		linkedInPlace = rootKept ? new ArrayList<>() : null;
		super.updateInternalState(newParseResult);
	}

	/** Notes an element the linker linked after an edit read in place: one the parser made anew, or one whose links led into the edit. */
	public void linkedInPlace(EObject element) {
		if (linkedInPlace != null) {
			linkedInPlace.add(element);
		}
	}

	/**
	 * The elements the last reading made or linked anew, where it read an edit in place; null
	 * where it read the whole text. The others are as they were before, links and all.
	 */
	public List<EObject> changedInPlace() {
		return linkedInPlace == null ? null : Collections.unmodifiableList(linkedInPlace);
	}

	/**
	 * Whether the model is being linked after an edit the parser read in place ({@link #update}):
	 * only the edited statement's elements are new, the others are those of before, links and all.
	 */
	public boolean readInPlace() {
		return rootKept;
	}
}
