package org.banneret.ui.dsl;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.banneret.ui.dsl.edits.FormatAction;
import org.banneret.ui.dsl.edits.RenameAction;
import org.banneret.ui.dsl.edits.ToggleCommentAction;
import org.banneret.ui.dsl.highlighting.SemanticHighlighter;
import org.banneret.ui.dsl.model.EditorModel;
import org.banneret.ui.dsl.model.ElementPropertySheetPage;
import org.banneret.ui.dsl.navigation.FindReferencesAction;
import org.banneret.ui.dsl.navigation.OpenDeclarationAction;
import org.banneret.ui.dsl.outline.BanneretOutlinePage;
import org.banneret.workspace.FindingMarkers;
import org.banneret.workspace.LanguageFiles;
import org.banneret.workspace.LanguageHost;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.source.DefaultCharacterPairMatcher;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.editors.text.TextEditor;
import org.eclipse.ui.texteditor.ChainedPreferenceStore;
import org.eclipse.ui.texteditor.AbstractDecoratedTextEditorPreferenceConstants;
import org.eclipse.ui.texteditor.AnnotationPreference;
import org.eclipse.ui.texteditor.ITextEditorActionConstants;
import org.eclipse.ui.texteditor.SourceViewerDecorationSupport;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;

/**
 * The text editor for .gamesystem, .hexmap and .scenario files. It keeps its document open in the
 * language host, which checks every change; findings come back as markers (squiggles, ruler,
 * Problems view), and completion, hovers, navigation, rename and formatting are the host's.
 * Nothing here parses or validates on the UI thread.
 */
public class BanneretEditor extends TextEditor {

	private static final String MATCHING_BRACKETS = UiDsl.ID + ".matchingBrackets";
	private static final String MATCHING_BRACKETS_COLOR = UiDsl.ID + ".matchingBracketsColor";
	private static final String GROUP = "banneret";

	private LanguageSession session;
	private SemanticHighlighter semanticHighlighter;
	private BanneretOutlinePage outline;
	private boolean revealingFromOutline;
	private EditorModel model;
	private ElementPropertySheetPage properties;
	private final IResourceChangeListener neighbours = this::neighboursChanged;
	private boolean page;

	public BanneretEditor() {
		setKeyBindingScopes(new String[] { UiDsl.EDITOR_SCOPE });
	}

	/**
	 * Makes this editor a page of another (the Text page beside a Map page), hidden much of the
	 * time: it colours its text only while it is shown. Before its controls are made.
	 */
	public void asPage() {
		page = true;
	}

	public boolean isPage() {
		return page;
	}

	/** Shared by every Banneret editor, as the platform shares its own file document provider. */
	private static final class SharedDocumentProvider {
		static final AtomicSaveDocumentProvider INSTANCE = new AtomicSaveDocumentProvider();
	}

	@Override
	protected void initializeEditor() {
		super.initializeEditor();
		setDocumentProvider(SharedDocumentProvider.INSTANCE);
		IPreferenceStore store = new ChainedPreferenceStore(new IPreferenceStore[] { editorPreferences(),
				EditorsUI.getPreferenceStore() });
		setPreferenceStore(store);
		setSourceViewerConfiguration(new BanneretSourceViewerConfiguration(this, store, keywords()));
	}

	private static IPreferenceStore editorPreferences() {
		PreferenceStore preferences = new PreferenceStore();
		preferences.setDefault(MATCHING_BRACKETS, true);
		// A map page's tools make many small changes; a session of them must all come back with Undo.
		preferences.setDefault(AbstractDecoratedTextEditorPreferenceConstants.EDITOR_UNDO_HISTORY_SIZE, 1000);
		PreferenceConverter.setDefault(preferences, MATCHING_BRACKETS_COLOR, new RGB(128, 128, 128));
		return preferences;
	}

	/** The grammar's keywords that are words, for the lexical colouring. */
	private static Set<String> keywords() {
		Set<String> words = new TreeSet<>();
		IGrammarAccess grammar = LanguageHost.get().language().get(IGrammarAccess.class);
		for (String keyword : GrammarUtil.getAllKeywords(grammar.getGrammar())) {
			if (keyword.matches("[A-Za-z_][A-Za-z_0-9]*")) {
				words.add(keyword);
			}
		}
		return words;
	}

	/**
	 * Brackets, the current line, and only the annotations this editor has: problems, tasks,
	 * bookmarks, occurrences of a search. The overview ruler then walks a file's thousand findings
	 * a few times per keystroke, not once for every annotation type of the platform.
	 */
	@Override
	protected void configureSourceViewerDecorationSupport(SourceViewerDecorationSupport support) {
		support.setCharacterPairMatcher(new DefaultCharacterPairMatcher(new char[] { '(', ')', '{', '}', '[', ']' }));
		support.setMatchingCharacterPainterPreferenceKeys(MATCHING_BRACKETS, MATCHING_BRACKETS_COLOR);
		for (AnnotationPreference preference : getAnnotationPreferences().getAnnotationPreferences()) {
			if (ANNOTATIONS.contains(String.valueOf(preference.getAnnotationType()))) {
				support.setAnnotationPreference(preference);
			}
		}
		support.setCursorLinePainterPreferenceKeys(AbstractDecoratedTextEditorPreferenceConstants.EDITOR_CURRENT_LINE,
				AbstractDecoratedTextEditorPreferenceConstants.EDITOR_CURRENT_LINE_COLOR);
		support.setMarginPainterPreferenceKeys(AbstractDecoratedTextEditorPreferenceConstants.EDITOR_PRINT_MARGIN,
				AbstractDecoratedTextEditorPreferenceConstants.EDITOR_PRINT_MARGIN_COLOR,
				AbstractDecoratedTextEditorPreferenceConstants.EDITOR_PRINT_MARGIN_COLUMN);
	}

	/** The annotation types the editor shows. */
	private static final Set<String> ANNOTATIONS = Set.of("org.eclipse.ui.workbench.texteditor.error",
			"org.eclipse.ui.workbench.texteditor.warning", "org.eclipse.ui.workbench.texteditor.info",
			"org.eclipse.ui.workbench.texteditor.task", "org.eclipse.ui.workbench.texteditor.bookmark",
			"org.eclipse.search.results");

	@Override
	protected void doSetInput(IEditorInput input) throws CoreException {
		closeSession();
		super.doSetInput(input);
		IDocument document = getDocumentProvider().getDocument(input);
		String uri = input instanceof IURIEditorInput located ? LanguageSession.uriOf(located.getURI()) : null;
		if (document != null && uri != null) {
			session = LanguageSession.open(uri, document);
			if (getSourceViewer() != null) { // a new input for the editor shown (Save As)
				session.checkNow();
				installSemanticHighlighting();
			}
		}
	}

	@Override
	public void createPartControl(Composite parent) {
		super.createPartControl(parent);
		installSemanticHighlighting();
		ResourcesPlugin.getWorkspace().addResourceChangeListener(neighbours, IResourceChangeEvent.POST_CHANGE);
		StyledText text = getSourceViewer().getTextWidget();
		if (session != null) {
			session.checkWhenDrawn(text); // or a Map page beside it, whichever is drawn first
		}
		text.addCaretListener(event -> {
			if (outline != null && !revealingFromOutline) {
				outline.followCursor(caretOffset());
			}
		});
	}

	private void installSemanticHighlighting() {
		if (semanticHighlighter != null) {
			semanticHighlighter.uninstall();
			semanticHighlighter = null;
		}
		if (session != null) {
			semanticHighlighter = new SemanticHighlighter(getSourceViewer(), session);
			semanticHighlighter.install();
		}
	}

	/** The EMF model of the text, for the Properties view; null while the editor has no file. */
	public EditorModel model() {
		if (model == null && session != null) {
			IFile file = getEditorInput() instanceof IFileEditorInput input ? input.getFile() : null;
			model = new EditorModel(session.document(), session.uri(), file, session.host().language(), isEditable());
			model.onChanged(() -> {
				if (properties != null) {
					properties.reselect();
				}
			});
		}
		return model;
	}

	/** A language file of this project changed on disk: the model reads its neighbours again. */
	private void neighboursChanged(IResourceChangeEvent event) {
		if (model == null || !(getEditorInput() instanceof IFileEditorInput input) || event.getDelta() == null) {
			return;
		}
		IResourceDelta project = event.getDelta().findMember(input.getFile().getProject().getFullPath());
		if (project == null) {
			return;
		}
		boolean[] changed = { false };
		try {
			project.accept(delta -> {
				if (LanguageFiles.isLanguageFile(delta.getResource()) && !delta.getResource().equals(input.getFile())) {
					changed[0] = true;
				}
				return !changed[0];
			});
		} catch (CoreException e) {
			changed[0] = true;
		}
		if (changed[0]) {
			getSite().getShell().getDisplay().asyncExec(() -> {
				if (model != null) {
					model.neighboursChanged();
				}
			});
		}
	}

	private void closeSession() {
		if (model != null) {
			model.dispose();
		}
		model = null;
		if (semanticHighlighter != null) {
			semanticHighlighter.uninstall();
			semanticHighlighter = null;
		}
		if (session != null) {
			session.close();
			session = null;
		}
	}

	@Override
	public void dispose() {
		ResourcesPlugin.getWorkspace().removeResourceChangeListener(neighbours);
		closeSession();
		super.dispose();
	}

	/** The editor's conversation with the language host; null while it has no file. */
	public LanguageSession session() {
		return session;
	}

	@Override
	protected void createActions() {
		super.createActions();
		for (IAction action : List.of(new FormatAction(this), new RenameAction(this), new ToggleCommentAction(this),
				new OpenDeclarationAction(this), new FindReferencesAction(this))) {
			setAction(action.getId(), action);
		}
	}

	@Override
	protected void editorContextMenuAboutToShow(IMenuManager menu) {
		super.editorContextMenuAboutToShow(menu);
		menu.insertBefore(ITextEditorActionConstants.GROUP_UNDO, new Separator(GROUP));
		menu.appendToGroup(GROUP, getAction(OpenDeclarationAction.COMMAND));
		menu.appendToGroup(GROUP, getAction(FindReferencesAction.COMMAND));
		if (isEditable()) {
			menu.appendToGroup(GROUP, getAction(RenameAction.COMMAND));
			menu.appendToGroup(GROUP, getAction(FormatAction.COMMAND));
			menu.appendToGroup(GROUP, getAction(ToggleCommentAction.COMMAND));
			menu.appendToGroup(GROUP, getAction(ITextEditorActionConstants.QUICK_ASSIST));
		}
	}

	@Override
	public <T> T getAdapter(Class<T> adapter) {
		if (adapter == IContentOutlinePage.class && session != null) {
			if (outline == null || outline.getControl() == null || outline.getControl().isDisposed()) {
				outline = new BanneretOutlinePage(this, session);
			}
			return adapter.cast(outline);
		}
		if (adapter == IPropertySheetPage.class) {
			if (properties == null || properties.getControl() == null || properties.getControl().isDisposed()) {
				properties = new ElementPropertySheetPage(this, offset -> model() == null ? null : model().elementAt(offset));
			}
			return adapter.cast(properties);
		}
		return super.getAdapter(adapter);
	}

	/** The outline page shown for this editor, or null. */
	public BanneretOutlinePage outlinePage() {
		return outline;
	}

	/** The editor's source viewer, for those who drive it (tests, the map page). */
	public ISourceViewer viewer() {
		return getSourceViewer();
	}

	/** The caret's offset in the document. */
	public int caretOffset() {
		ISourceViewer viewer = getSourceViewer();
		if (viewer == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()) {
			return 0;
		}
		return widgetOffset2ModelOffset(viewer, viewer.getTextWidget().getCaretOffset());
	}

	/** Selects text for the Outline without the Outline following the caret back. */
	public void selectAndRevealFromOutline(int offset, int length) {
		revealingFromOutline = true;
		try {
			selectAndReveal(offset, length);
		} finally {
			revealingFromOutline = false;
		}
	}

	/** Shows a message in the status line. */
	public void status(String message) {
		getEditorSite().getActionBars().getStatusLineManager().setMessage(message);
	}

	/** Whether the file has syntax errors as the host last checked it. */
	public boolean hasSyntaxErrors() {
		if (!(getEditorInput() instanceof IFileEditorInput input)) {
			return false;
		}
		IFile file = input.getFile();
		try {
			for (IMarker marker : file.findMarkers(FindingMarkers.TYPE, false, IResource.DEPTH_ZERO)) {
				if ("LANG-SYNTAX".equals(marker.getAttribute(FindingMarkers.CODE, ""))) {
					return true;
				}
			}
		} catch (CoreException e) {
			return false;
		}
		return false;
	}
}
