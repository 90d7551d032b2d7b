package org.banneret.ui.dsl.outline;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.banneret.ui.dsl.BanneretEditor;
import org.banneret.ui.dsl.LanguageSession;
import org.banneret.workspace.Positions;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

/**
 * The Outline: the same tree as the language server's document symbols (sides, leaders, unit
 * rows; terrain, unit types; regions and roads), refreshed after each check of the text, and
 * following the cursor. Selecting an entry selects its text and shows its properties.
 */
public final class BanneretOutlinePage extends ContentOutlinePage {

	private final BanneretEditor editor;
	private final LanguageSession session;
	private final Runnable refresh = this::refresh;
	private boolean following;
	private OutlineNode followed;

	public BanneretOutlinePage(BanneretEditor editor, LanguageSession session) {
		this.editor = editor;
		this.session = session;
	}

	@Override
	public void createControl(Composite parent) {
		super.createControl(parent);
		TreeViewer tree = getTreeViewer();
		tree.setContentProvider(new Symbols());
		tree.setLabelProvider(new Labels());
		tree.setAutoExpandLevel(3);
		tree.setUseHashlookup(true);
		session.onChecked(refresh);
		refresh();
	}

	@Override
	public void dispose() {
		session.removeOnChecked(refresh);
		super.dispose();
	}

	/**
	 * Asks the host for the symbols of the checked text and shows them, keeping what was expanded.
	 * While the text has syntax errors the last whole outline stays: a half-typed line would
	 * otherwise make entries vanish and come back with every keystroke.
	 */
	public void refresh() {
		if (session.hasSyntaxErrors() && !roots().isEmpty()) {
			return;
		}
		session.service().documentSymbol(new DocumentSymbolParams(session.identifier())).thenAccept(answer -> {
			List<OutlineNode> roots = new ArrayList<>();
			if (answer != null) {
				for (Either<SymbolInformation, DocumentSymbol> symbol : answer) {
					if (symbol.isRight()) {
						roots.add(new OutlineNode(symbol.getRight(), null, this::elementOf));
					}
				}
			}
			Display.getDefault().asyncExec(() -> show(roots));
		}).exceptionally(failure -> null);
	}

	private void show(List<OutlineNode> roots) {
		TreeViewer tree = getTreeViewer();
		if (tree == null || tree.getControl().isDisposed()) {
			return;
		}
		List<OutlineNode> renamed = new ArrayList<>();
		if (OutlineNode.update(roots(), roots, renamed)) {
			if (!renamed.isEmpty()) {
				tree.update(renamed.toArray(), null);
			}
			followCursor(editor.caretOffset());
			return;
		}
		Set<String> expanded = new HashSet<>();
		for (Object element : tree.getExpandedElements()) {
			expanded.add(((OutlineNode) element).path());
		}
		followed = null;
		tree.getControl().setRedraw(false);
		try {
			tree.setInput(roots);
			if (!expanded.isEmpty()) {
				List<OutlineNode> again = new ArrayList<>();
				collect(roots, expanded, again);
				tree.setExpandedElements(again.toArray());
			}
		} finally {
			tree.getControl().setRedraw(true);
		}
		followCursor(editor.caretOffset());
	}

	private static void collect(List<OutlineNode> nodes, Set<String> paths, List<OutlineNode> into) {
		for (OutlineNode node : nodes) {
			if (paths.contains(node.path())) {
				into.add(node);
			}
			collect(node.children(), paths, into);
		}
	}

	/** The model element of an entry, at the start of its name in the current text. */
	private EObject elementOf(OutlineNode node) {
		int[] region = Positions.region(session.document(), node.symbol().getSelectionRange());
		return editor.model() == null ? null : editor.model().elementAt(region[0]);
	}

	/** The nodes the outline shows now. */
	@SuppressWarnings("unchecked")
	public List<OutlineNode> roots() {
		Object input = getTreeViewer() == null ? null : getTreeViewer().getInput();
		return input == null ? List.of() : (List<OutlineNode>) input;
	}

	/** Selects the innermost entry around an offset, without moving the editor's cursor. */
	public void followCursor(int offset) {
		TreeViewer tree = getTreeViewer();
		if (tree == null || tree.getControl().isDisposed()) {
			return;
		}
		IDocument document = session.document();
		OutlineNode found = innermost(roots(), document, offset);
		if (found == followed && found != null) {
			return;
		}
		followed = found;
		following = true;
		try {
			if (found == null) {
				tree.setSelection(StructuredSelection.EMPTY);
			} else {
				tree.setSelection(new StructuredSelection(found), true);
			}
		} finally {
			following = false;
		}
	}

	private static OutlineNode innermost(List<OutlineNode> nodes, IDocument document, int offset) {
		for (OutlineNode node : nodes) {
			int[] region = Positions.region(document, node.symbol().getRange());
			if (offset >= region[0] && offset <= region[0] + region[1]) {
				OutlineNode inner = innermost(node.children(), document, offset);
				return inner != null ? inner : node;
			}
		}
		return null;
	}

	@Override
	public void selectionChanged(SelectionChangedEvent event) {
		super.selectionChanged(event);
		if (following) {
			return;
		}
		Object selected = ((IStructuredSelection) event.getSelection()).getFirstElement();
		if (selected instanceof OutlineNode node) {
			int[] region = Positions.region(session.document(), node.symbol().getSelectionRange());
			editor.selectAndRevealFromOutline(region[0], region[1]);
		}
	}

	private static final class Symbols implements ITreeContentProvider {
		@Override
		public Object[] getElements(Object input) {
			return ((List<?>) input).toArray();
		}

		@Override
		public Object[] getChildren(Object parent) {
			return ((OutlineNode) parent).children().toArray();
		}

		@Override
		public Object getParent(Object element) {
			return ((OutlineNode) element).parent();
		}

		@Override
		public boolean hasChildren(Object element) {
			return !((OutlineNode) element).children().isEmpty();
		}
	}

	private static final class Labels extends LabelProvider {
		@Override
		public String getText(Object element) {
			return ((OutlineNode) element).label();
		}

		@Override
		public Image getImage(Object element) {
			return OutlineImages.of(((OutlineNode) element).symbol().getKind());
		}
	}
}
