package org.banneret.ui.dsl.edits;

import java.util.function.Supplier;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.banneret.model.validation.FindingDetails;
import org.banneret.ui.dsl.LanguageSession;
import org.banneret.workspace.FindingMarkers;
import org.banneret.workspace.Positions;
import org.eclipse.core.resources.IMarker;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.quickassist.IQuickAssistInvocationContext;
import org.eclipse.jface.text.quickassist.IQuickAssistProcessor;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.MarkerAnnotation;

/**
 * Quick fixes (Ctrl+1) for the findings at the cursor, from the language host's code actions
 * keyed on the finding's code: every rule finding can be waived, with a reason to write.
 */
public final class QuickFixes implements IQuickAssistProcessor {

	private final Supplier<LanguageSession> sessions;

	public QuickFixes(Supplier<LanguageSession> sessions) {
		this.sessions = sessions;
	}

	@Override
	public boolean canFix(Annotation annotation) {
		return annotation instanceof MarkerAnnotation marker && marker.getMarker().exists()
				&& !marker.getMarker().getAttribute(FindingMarkers.CODE, "LANG-").startsWith("LANG-");
	}

	@Override
	public boolean canAssist(IQuickAssistInvocationContext context) {
		return false;
	}

	@Override
	public ICompletionProposal[] computeQuickAssistProposals(IQuickAssistInvocationContext context) {
		ISourceViewer viewer = context.getSourceViewer();
		IDocument document = viewer.getDocument();
		IAnnotationModel model = viewer.getAnnotationModel();
		List<Diagnostic> diagnostics = new ArrayList<>();
		Range around = null;
		for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
			Annotation annotation = it.next();
			Position position = model.getPosition(annotation);
			if (position == null || !canFix(annotation) || !position.includes(context.getOffset())
					&& position.getOffset() + position.getLength() != context.getOffset()) {
				continue;
			}
			Range range = new Range(Positions.position(document, position.getOffset()),
					Positions.position(document, position.getOffset() + position.getLength()));
			diagnostics.add(diagnostic(((MarkerAnnotation) annotation).getMarker(), range));
			around = around == null ? range : around;
		}
		LanguageSession session = sessions.get();
		if (diagnostics.isEmpty() || session == null) {
			return new ICompletionProposal[0];
		}
		List<Either<org.eclipse.lsp4j.Command, CodeAction>> actions = LanguageSession.await(session.service()
				.codeAction(new CodeActionParams(session.identifier(), around, new CodeActionContext(diagnostics))));
		if (actions == null) {
			return new ICompletionProposal[0];
		}
		return actions.stream().filter(Either::isRight).map(Either::getRight).filter(action -> action.getEdit() != null)
				.map(Fix::new).toArray(ICompletionProposal[]::new);
	}

	/** The finding a marker shows, as the host published it. */
	private static Diagnostic diagnostic(IMarker marker, Range range) {
		String code = marker.getAttribute(FindingMarkers.CODE, "");
		String hexes = marker.getAttribute(FindingMarkers.HEXES, "");
		FindingDetails details = new FindingDetails(code, marker.getAttribute(FindingMarkers.CITATION, ""), "",
				marker.getAttribute(FindingMarkers.WAIVED, (String) null), hexes.isEmpty() ? List.of() : List.of(hexes.split(",")),
				List.of());
		Diagnostic diagnostic = new Diagnostic(range, marker.getAttribute(IMarker.MESSAGE, ""), DiagnosticSeverity.Error,
				"banneret", code);
		diagnostic.setData(details.toData());
		return diagnostic;
	}

	@Override
	public String getErrorMessage() {
		return null;
	}

	/** A code action as a proposal: applying it applies its workspace edit. */
	private static final class Fix implements ICompletionProposal {
		private final CodeAction action;

		Fix(CodeAction action) {
			this.action = action;
		}

		@Override
		public void apply(IDocument document) {
			TextEdits.apply(action.getEdit());
		}

		@Override
		public Point getSelection(IDocument document) {
			return null;
		}

		@Override
		public String getAdditionalProposalInfo() {
			return action.getTitle() + ": adds a waiver before the scenario's closing brace; replace its reason with yours.";
		}

		@Override
		public String getDisplayString() {
			return action.getTitle();
		}

		@Override
		public Image getImage() {
			return PlatformUI.getWorkbench().getSharedImages().getImage(ISharedImages.IMG_OBJ_ELEMENT);
		}

		@Override
		public IContextInformation getContextInformation() {
			return null;
		}
	}
}
