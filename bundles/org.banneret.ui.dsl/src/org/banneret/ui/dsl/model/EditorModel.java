package org.banneret.ui.dsl.model;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import org.banneret.dsl.conversion.BanneretValueConverters;
import org.banneret.dsl.edits.ModelTextEdits;
import org.banneret.dsl.ide.BuiltInResources;
import org.banneret.dsl.ide.LanguageFileSet;
import org.banneret.dsl.ide.ScenarioLinks;
import org.banneret.dsl.resource.BanneretResource;
import org.banneret.model.GameSystem;
import org.banneret.model.HexMap;
import org.banneret.model.grid.CellGrid;
import org.banneret.ui.dsl.UiDsl;
import org.banneret.ui.properties.ModelEditing;
import org.banneret.workspace.LanguageFiles;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.text.edits.MalformedTreeException;
import org.eclipse.text.edits.MultiTextEdit;
import org.eclipse.text.edits.ReplaceEdit;
import org.eclipse.text.undo.DocumentUndoManagerRegistry;
import org.eclipse.text.undo.IDocumentUndoManager;
import org.eclipse.xtext.formatting2.regionaccess.ITextReplacement;
import org.eclipse.xtext.ide.serializer.IChangeSerializer;
import org.eclipse.xtext.ide.serializer.ITextDocumentChange;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.ReplaceRegion;

/**
 * The EMF model of an editor's text, for what needs objects rather than text: the Properties
 * view and the map page. It is parsed from the document when asked for after the text changed,
 * beside the project's other files and the built-in game systems, so that references resolve.
 * The text's edits since the last reading are read in place where the parser can
 * ({@link XtextResource#update}): the elements of untouched statements stay, with their links, so
 * a counter moved on a large set-up costs its own row, not the file. A change to the model goes
 * back into the text: only the changed text is rewritten, comments and layout elsewhere stay, and
 * one Undo takes it back. UI thread only.
 */
public final class EditorModel {

	private final IDocument document;
	private final URI uri;
	private final IFile file;
	private final IResourceServiceProvider language;
	private ModelTextEdits textEdits;
	private final boolean editable;
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
	private XtextResourceSet resourceSet;
	private XtextResource resource;
	private long parsedStamp = IDocumentExtension4.UNKNOWN_MODIFICATION_STAMP;
	private long readings;
	private Reading reading = Reading.NONE;
	/** What the last reading made or linked anew, where it read the edits in place; null where it read the whole text. */
	private Set<EObject> changedInPlace;
	/** The text's edits since the model was last read, in the order made. */
	private final List<ReplaceRegion> edits = new ArrayList<>();
	/** Whether the model still is what the text read before {@link #edits}; a change made through the model is not. */
	private boolean editsReadable = true;
	private final IDocumentListener editsRecorder = new IDocumentListener() {
		@Override
		public void documentAboutToBeChanged(DocumentEvent event) {
		}

		@Override
		public void documentChanged(DocumentEvent event) {
			if (resource != null && edits.size() <= MAX_EDITS_READ_IN_PLACE) {
				edits.add(new ReplaceRegion(event.getOffset(), event.getLength(), event.getText() == null ? "" : event.getText()));
			}
		}
	};

	/** The kinds of the project's files (their extensions) read beside this text so far. */
	private final Set<String> neighbourKinds = new java.util.HashSet<>();
	/** The links to other scenarios whose scenarios this model has read. */
	private final Set<String> followedLinks = new java.util.HashSet<>();
	private java.util.Map<IFile, String> scenarioNames;

	/** More edits than this since the last reading are cheaper read as a whole new text. */
	private static final int MAX_EDITS_READ_IN_PLACE = 64;

	public EditorModel(IDocument document, String uri, IFile file, IResourceServiceProvider language, boolean editable) {
		this.document = document;
		this.uri = URI.createURI(uri);
		this.file = file;
		this.language = language;
		this.editable = editable;
		document.addDocumentListener(editsRecorder);
	}

	/** Stops following the document (the editor closes). */
	public void dispose() {
		document.removeDocumentListener(editsRecorder);
	}

	/** The model of the document's current text (parsed now if the text changed since). */
	public XtextResource current() {
		long stamp = ((IDocumentExtension4) document).getModificationStamp();
		if (resource == null || stamp != parsedStamp || stamp == IDocumentExtension4.UNKNOWN_MODIFICATION_STAMP) {
			parse();
			parsedStamp = stamp;
			readings++;
			reading = new Reading(readings, resource.getContents().isEmpty() ? null : resource.getContents().get(0), changedInPlace,
					damageOf(resource));
		}
		return resource;
	}

	/** The reading of the document's current text (read now if the text changed since). */
	public Reading reading() {
		current();
		return reading;
	}

	/** The syntax errors of a reading, in the order of the text. */
	private static List<Reading.Damage> damageOf(XtextResource resource) {
		List<Reading.Damage> damage = new ArrayList<>();
		for (Resource.Diagnostic error : resource.getErrors()) {
			if (error instanceof org.eclipse.xtext.resource.XtextSyntaxDiagnostic syntax) {
				damage.add(new Reading.Damage(syntax.getOffset(), syntax.getLength(), syntax.getLine(), syntax.getColumn(),
						syntax.getMessage()));
			}
		}
		if (damage.isEmpty() && resource.getParseResult() != null && resource.getParseResult().hasSyntaxErrors()) {
			// every error of this reading was left out as following from another: the first one still damages the text
			org.eclipse.xtext.nodemodel.INode node = resource.getParseResult().getSyntaxErrors().iterator().next();
			var syntax = new org.eclipse.xtext.resource.XtextSyntaxDiagnostic(node);
			damage.add(new Reading.Damage(syntax.getOffset(), syntax.getLength(), syntax.getLine(), syntax.getColumn(), syntax.getMessage()));
		}
		damage.sort(java.util.Comparator.comparingInt(Reading.Damage::offset));
		return damage;
	}

	/** The last reading of the text, without reading a changed text again. */
	public Reading lastReading() {
		return reading;
	}

	private void parse() {
		if (resourceSet == null) {
			resourceSet = language.get(XtextResourceSet.class);
			resource = (XtextResource) resourceSet.createResource(uri);
			resourceSet.eAdapters().add(new Editing(this));
			neighbourKinds.clear();
			followedLinks.clear();
			scenarioNames = null;
			loadNeighbours(Set.of(LanguageFileSet.GAME_SYSTEMS)); // before the built-in ones, which a project's own game system of a name overrides
			BuiltInResources.addTo(resourceSet);
		}
		String text = document.get();
		changedInPlace = null;
		if (!readInPlace(text)) {
			try {
				resource.reparse(text);
			} catch (IOException e) {
				UiDsl.log("Cannot read the text of " + uri.lastSegment() + " as a model", e); // a string never fails to read
			}
		}
		edits.clear();
		editsReadable = true;
		EObject root = resource.getContents().isEmpty() ? null : resource.getContents().get(0);
		if (!(root instanceof GameSystem || root instanceof HexMap)) {
			loadNeighbours(Set.of(LanguageFileSet.GAME_SYSTEMS, LanguageFileSet.MAPS)); // links resolve when asked, after this
			loadFollowed(text);
		}
	}

	/**
	 * Reads the text's edits into the model as the parser reads them in place, edit by edit.
	 * Returns false, and the text must be read whole, where the model is not the last reading's
	 * or the edits did not bring it to this text.
	 */
	private boolean readInPlace(String text) {
		if (!editsReadable || edits.isEmpty() || edits.size() > MAX_EDITS_READ_IN_PLACE || !resource.isLoaded()
				|| resource.getParseResult() == null) {
			return false;
		}
		Set<EObject> changed = Collections.newSetFromMap(new IdentityHashMap<>());
		try {
			for (ReplaceRegion edit : edits) {
				resource.update(edit.getOffset(), edit.getLength(), edit.getText());
				List<EObject> linked = resource instanceof BanneretResource banneret ? banneret.changedInPlace() : null;
				if (linked == null) {
					changed = null; // read whole
				} else if (changed != null) {
					changed.addAll(linked);
				}
			}
		} catch (RuntimeException e) {
			UiDsl.warn("Cannot read an edit of " + uri.lastSegment() + " in place; reading the whole text", e);
			return false;
		}
		if (resource.getParseResult() == null || !text.equals(resource.getParseResult().getRootNode().getText())) {
			return false;
		}
		changedInPlace = changed;
		return true;
	}

	/**
	 * Reads the project's other files of some kinds beside this text, once each kind. A game
	 * system's or a map's text names game systems only; a scenario's names maps too, and the
	 * scenarios it follows ({@link #loadFollowed}), so that no editor reads every set-up of its
	 * project. Names in this text resolve among them.
	 */
	private void loadNeighbours(Set<String> kinds) {
		Set<String> missing = new java.util.HashSet<>(kinds);
		missing.removeAll(neighbourKinds);
		neighbourKinds.addAll(missing);
		if (!missing.isEmpty()) {
			projectFiles(missing).forEach(neighbour -> load(neighbour, LanguageFiles.textOf(neighbour)));
		}
	}

	/**
	 * Reads the project's scenarios this text follows, and those they follow, each once; not its
	 * other scenarios, so a project of a thousand set-ups opens as one of a few does.
	 */
	private void loadFollowed(String text) {
		java.util.Deque<String> links = new java.util.ArrayDeque<>(ScenarioLinks.followed(text));
		while (!links.isEmpty()) {
			String link = links.pop();
			if (!followedLinks.add(link)) {
				continue;
			}
			for (java.util.Map.Entry<IFile, String> scenario : scenarioNames().entrySet()) {
				if (ScenarioLinks.mayName(link, scenario.getValue())) {
					String other = LanguageFiles.textOf(scenario.getKey());
					load(scenario.getKey(), other);
					links.addAll(ScenarioLinks.followed(other));
				}
			}
		}
	}

	/** The names the project's other scenarios declare, read once a model. */
	private java.util.Map<IFile, String> scenarioNames() {
		if (scenarioNames == null) {
			scenarioNames = new java.util.LinkedHashMap<>();
			for (IFile scenario : projectFiles(Set.of(LanguageFileSet.SCENARIOS))) {
				String name = ScenarioLinks.declaredName(LanguageFiles.textOf(scenario));
				if (name != null) {
					scenarioNames.put(scenario, name);
				}
			}
		}
		return scenarioNames;
	}

	/** The project's language files of some kinds, this text's own and derived ones left out. */
	private List<IFile> projectFiles(Set<String> kinds) {
		List<IFile> files = new ArrayList<>();
		if (file == null || file.getProject() == null) {
			return files;
		}
		try {
			file.getProject().accept(candidate -> {
				if (LanguageFiles.isLanguageFile(candidate) && kinds.contains(candidate.getFileExtension()) && !candidate.equals(file)
						&& !((IFile) candidate).isDerived(IResource.CHECK_ANCESTORS)) {
					files.add((IFile) candidate);
				}
				return true;
			});
		} catch (CoreException e) {
			UiDsl.warn("Cannot list the files of " + file.getProject().getName(), e);
		}
		return files;
	}

	/** Reads another file of the project into this text's resource set, once. */
	private void load(IFile neighbour, String text) {
		String location = LanguageFiles.uriOf(neighbour);
		if (location == null || resourceSet.getResource(URI.createURI(location), false) != null) {
			return;
		}
		Resource other = resourceSet.createResource(URI.createURI(location));
		try {
			other.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), resourceSet.getLoadOptions());
		} catch (IOException e) {
			resourceSet.getResources().remove(other);
		}
	}

	/** Forgets the other files, so that the next parse reads them again (one of them changed). */
	public void neighboursChanged() {
		resourceSet = null;
		resource = null;
	}

	/** The innermost model element at an offset of the current text, or null. */
	public EObject elementAt(int offset) {
		XtextResource current = current();
		if (current.getContents().isEmpty()) {
			return null;
		}
		EObject element = new EObjectAtOffsetHelper().resolveContainedElementAt(current, offset);
		return element != null ? element : current.getContents().get(0);
	}

	/** Runs after each change made through this model, once the text holds it. */
	public void onChanged(Runnable listener) {
		listeners.add(listener);
	}

	/**
	 * Whether an element is one of this text's and the text may be changed: it may not while it
	 * does not read cleanly, since the model then lacks what the damage hid, and text written
	 * from it would lose that.
	 */
	public boolean canChange(EObject element) {
		return editable && element.eResource() == resource && reading.readsCleanly();
	}

	/**
	 * Changes model elements of the current text and writes only what changed back into the
	 * document, as one undoable change. Returns whether the text changed.
	 */
	public boolean change(String label, EObject element, Runnable change) {
		if (!canChange(element)) {
			return false;
		}
		IChangeSerializer serializer = language.get(IChangeSerializer.class);
		serializer.setUpdateRelatedFiles(false);
		editsReadable = false; // the serializer leaves the model changed ahead of the text
		serializer.addModification(resource, ignored -> change.run());
		List<ITextReplacement> replacements = new ArrayList<>();
		serializer.applyModifications(result -> {
			if (result instanceof ITextDocumentChange text && text.getResource() == resource) {
				replacements.addAll(text.getReplacements());
			}
		});
		if (replacements.isEmpty()) {
			parsedStamp = IDocumentExtension4.UNKNOWN_MODIFICATION_STAMP; // read again: the model has the change, the text not
			return false;
		}
		apply(label, replacements);
		listeners.forEach(Runnable::run);
		return true;
	}

	/**
	 * Writes a new grid of a map (its terrain or elevation rows, read by the language's rule
	 * {@code rule}) in place of its text: only the rows that changed are written anew, as one
	 * undoable change; the other rows, the comments between them and the rest of the file stay
	 * byte for byte. A grid without text yet is added through the change serializer. Returns
	 * whether the text changed.
	 */
	public boolean rewrite(String label, EObject element, org.eclipse.emf.ecore.EAttribute attribute, CellGrid grid, String rule) {
		if (!canChange(element)) {
			return false;
		}
		List<org.eclipse.xtext.nodemodel.INode> nodes = org.eclipse.xtext.nodemodel.util.NodeModelUtils.findNodesForFeature(element,
				attribute);
		if (nodes.isEmpty()) {
			return change(label, element, () -> element.eSet(attribute, grid));
		}
		// A document change of the whole block would move every position in it, split it into partitions
		// anew, keep the whole block twice in the undo history, and lose the rows' own layout.
		ReplaceRegion edit = language.get(BanneretValueConverters.class).gridEdit(nodes.get(0), (CellGrid) element.eGet(attribute), grid,
				rule);
		return edit != null && write(label, List.of(edit));
	}

	/**
	 * Changes the element a single containment reference of each owner holds (a unit's placement)
	 * and writes each new element in place of the old one's text ({@link ModelTextEdits#replaceContained}),
	 * all owners in one undoable step; the rest of the file stays byte for byte. The change
	 * serializer would snapshot the whole file for it, and moved a comment above an unplaced row
	 * onto the row before. Returns whether the text changed.
	 */
	public boolean rewriteContained(String label, List<? extends EObject> owners, org.eclipse.emf.ecore.EReference reference,
			Runnable change) {
		if (owners.isEmpty() || !owners.stream().allMatch(this::canChange)) {
			return false;
		}
		List<ReplaceRegion> edits = textEdits().replaceContained(owners, reference, change);
		return edits == null ? change(label, owners.get(0).eResource().getContents().get(0), change) : write(label, edits);
	}

	/**
	 * Adds an element to a list of its container and writes it as a new line after the list's
	 * last element, in the indentation of its neighbours ({@link ModelTextEdits#insert}). The
	 * change serializer would write the whole container again, and with it every comment and
	 * blank line of a map. Returns whether the text changed.
	 */
	@SuppressWarnings("unchecked")
	public boolean insert(String label, EObject container, org.eclipse.emf.ecore.EReference list, EObject element) {
		if (!canChange(container)) {
			return false;
		}
		List<ReplaceRegion> edits = textEdits().insert(container, list, element);
		return edits == null ? change(label, container, () -> ((List<EObject>) container.eGet(list)).add(element)) : write(label, edits);
	}

	/**
	 * Changes an element and writes it again in place of its text, formatted; the text around it
	 * stays byte for byte. For a change of one element's own values (a region's hexes).
	 */
	public boolean replace(String label, EObject element, Runnable change) {
		if (!canChange(element)) {
			return false;
		}
		if (org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(element) == null) {
			return change(label, element, change);
		}
		editsReadable = false; // the element changes ahead of its text
		return write(label, textEdits().replace(element, change));
	}

	/** Takes an element's text out, with its line when it has the line to itself. Returns whether the text changed. */
	public boolean delete(String label, EObject element) {
		if (!canChange(element)) {
			return false;
		}
		List<ReplaceRegion> edits = textEdits().delete(element);
		return edits != null && write(label, edits);
	}

	/** Made once: its serializer works out what the grammar allows where when first asked, some 10 ms a time. */
	private ModelTextEdits textEdits() {
		if (textEdits == null) {
			textEdits = language.get(ModelTextEdits.class);
		}
		return textEdits;
	}

	/** Writes the edits into the document as one undoable step and tells the listeners; whether there were any. */
	private boolean write(String label, List<ReplaceRegion> edits) {
		if (edits.isEmpty()) {
			return false;
		}
		MultiTextEdit edit = new MultiTextEdit();
		for (ReplaceRegion region : edits) {
			edit.addChild(new ReplaceEdit(region.getOffset(), region.getLength(), region.getText()));
		}
		applyEdit(label, edit);
		listeners.forEach(Runnable::run);
		return true;
	}

	private void apply(String label, List<ITextReplacement> replacements) {
		MultiTextEdit edit = new MultiTextEdit();
		for (ITextReplacement replacement : replacements) {
			edit.addChild(new ReplaceEdit(replacement.getOffset(), replacement.getLength(), replacement.getReplacementText()));
		}
		applyEdit(label, edit);
	}

	/**
	 * Applies text edits to the document as one step of its undo history, named by the label, so
	 * that Edit > Undo says "Undo Paint marsh" rather than "Undo Typing".
	 */
	private void applyEdit(String label, MultiTextEdit edit) {
		IDocumentUndoManager undo = DocumentUndoManagerRegistry.getDocumentUndoManager(document);
		if (undo != null) {
			undo.commit(); // the typing before is a step of its own
			undo.beginCompoundChange();
		}
		try {
			edit.apply(document);
		} catch (MalformedTreeException | BadLocationException e) {
			UiDsl.log("Cannot write a property change into " + uri.lastSegment(), e);
		} finally {
			if (undo != null) {
				undo.endCompoundChange();
				undo.commit(); // the step enters the history now, to be named; the typing after is another
				named(undo, label);
			}
		}
	}

	/** Gives the history's latest step of the document the label, and tells the Undo and Redo actions. */
	private static void named(IDocumentUndoManager undo, String label) {
		org.eclipse.core.commands.operations.IOperationHistory history = org.eclipse.core.commands.operations.OperationHistoryFactory
				.getOperationHistory();
		if (label != null && history.getUndoOperation(undo.getUndoContext()) instanceof
				org.eclipse.core.commands.operations.AbstractOperation step) {
			step.setLabel(label);
			history.operationChanged(step);
		}
	}

	/** Offers the model's changes to the Properties view through the resource set. */
	private static final class Editing extends AdapterImpl implements ModelEditing {
		private final EditorModel model;

		Editing(EditorModel model) {
			this.model = model;
		}

		@Override
		public boolean isAdapterForType(Object type) {
			return type == ModelEditing.class;
		}

		@Override
		public boolean canChange(EObject element) {
			return model.canChange(element);
		}

		@Override
		public boolean change(String label, EObject element, Runnable change) {
			return model.change(label, element, change);
		}
	}
}
