package org.banneret.dsl.ide.quickfix;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import org.banneret.dsl.ide.server.DiagnosticDetails;
import org.banneret.dsl.validation.FindingCodes;
import org.banneret.model.NamedElement;
import org.banneret.model.Scenario;
import org.banneret.rules.RuleFailure;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.XtextResource;

import com.google.inject.Inject;

/**
 * Quick fixes keyed on a finding's rule id: every rule finding in a scenario can be waived, for
 * the named element it concerns and the hexes it names, with a reason for the designer to write.
 */
public class WaiverQuickFixes implements ICodeActionService2 {

	/** The reason a new waiver starts with, selected for the designer to replace. */
	public static final String REASON = "why this set-up is right";

	@Inject
	private EObjectAtOffsetHelper offsets;

	@Override
	public List<Either<Command, CodeAction>> getCodeActions(Options options) {
		List<Diagnostic> waivable = options.getCodeActionParams().getContext().getDiagnostics().stream()
				.filter(WaiverQuickFixes::isWaivable).toList();
		if (waivable.isEmpty()) {
			return List.of();
		}
		return options.getLanguageServerAccess().doSyncRead(options.getURI(), context -> {
			if (!(context.getResource() instanceof XtextResource resource) || resource.getContents().isEmpty()
					|| !(resource.getContents().get(0) instanceof Scenario scenario)) {
				return List.<Either<Command, CodeAction>>of();
			}
			List<Either<Command, CodeAction>> actions = new ArrayList<>();
			for (Diagnostic diagnostic : waivable) {
				CodeAction action = waive(diagnostic, resource, scenario, context.getDocument(), options.getURI());
				if (action != null) {
					actions.add(Either.forRight(action));
				}
			}
			return actions;
		});
	}

	private static boolean isWaivable(Diagnostic diagnostic) {
		String code = DiagnosticDetails.code(diagnostic);
		return code != null && !FindingCodes.isLanguage(code) && !RuleFailure.CODE.equals(code);
	}

	private CodeAction waive(Diagnostic diagnostic, XtextResource resource, Scenario scenario, Document document,
			String uri) {
		String ruleId = diagnostic.getCode().getLeft();
		ICompositeNode scenarioNode = NodeModelUtils.getNode(scenario);
		if (scenarioNode == null) {
			return null;
		}
		// The scenario's text ends with its closing brace; the waiver goes on a line of its own before it.
		int insertAt = scenarioNode.getEndOffset() - 1;
		if (insertAt < 0 || document.getContents().charAt(insertAt) != '}') {
			return null;
		}
		String target = targetName(resource, document.getOffSet(diagnostic.getRange().getStart()));
		List<String> hexes = hexesOf(diagnostic);
		String waiver = "\twaive " + ruleId + (target == null ? "" : " for " + target)
				+ (hexes.isEmpty() ? "" : " at " + String.join(", ", hexes)) + " because \"" + REASON + "\"\n";
		Position at = document.getPosition(insertAt);
		String prefix = at.getCharacter() == 0 ? "" : "\n";
		TextEdit edit = new TextEdit(new Range(at, at), prefix + waiver);
		CodeAction action = new CodeAction("Waive " + ruleId + (target == null ? "" : " for " + target)
				+ (hexes.isEmpty() ? "" : " at " + String.join(", ", hexes)));
		action.setKind(CodeActionKind.QuickFix);
		action.setDiagnostics(List.of(diagnostic));
		action.setEdit(new WorkspaceEdit(Map.of(uri, List.of(edit))));
		return action;
	}

	/** The nearest named element around the finding's text: the unit, leader or side a waiver can name. */
	private String targetName(XtextResource resource, int offset) {
		EObject element = offsets.resolveContainedElementAt(resource, offset);
		for (EObject e = element; e != null && !(e instanceof Scenario); e = e.eContainer()) {
			if (e instanceof NamedElement named && named.getName() != null && !named.getName().isBlank()) {
				return named.getName();
			}
		}
		return null;
	}

	private static List<String> hexesOf(Diagnostic diagnostic) {
		return List.copyOf(new LinkedHashSet<>(DiagnosticDetails.of(diagnostic).hexes()));
	}
}
