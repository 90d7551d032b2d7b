package org.banneret.ui.dsl.model;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.banneret.dsl.ide.BuiltInResources;
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
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
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

/**
 * The EMF model of an editor's text, for what needs objects rather than text: the Properties
 * view and (later) the map page. It is parsed from the document when asked for after the text
 * changed, beside the project's other files and the built-in game systems, so that references
 * resolve. A change to it goes back into the text through Xtext's change serializer: only the
 * changed text is rewritten, comments and layout elsewhere stay, and one Undo takes it back.
 * UI thread only.
 */
public final class EditorModel {

	private final IDocument document;
	private final URI uri;
	private final IFile file;
	private final IResourceServiceProvider language;
	private final boolean editable;
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
	private XtextResourceSet resourceSet;
	private XtextResource resource;
	private long parsedStamp = IDocumentExtension4.UNKNOWN_MODIFICATION_STAMP;

	public EditorModel(IDocument document, String uri, IFile file, IResourceServiceProvider language, boolean editable) {
		this.document = document;
		this.uri = URI.createURI(uri);
		this.file = file;
		this.language = language;
		this.editable = editable;
	}

	/** The model of the document's current text (parsed now if the text changed since). */
	public XtextResource current() {
		long stamp = ((IDocumentExtension4) document).getModificationStamp();
		if (resource == null || stamp != parsedStamp || stamp == IDocumentExtension4.UNKNOWN_MODIFICATION_STAMP) {
			parse();
			parsedStamp = stamp;
		}
		return resource;
	}

	private void parse() {
		if (resourceSet == null) {
			resourceSet = language.get(XtextResourceSet.class);
			resource = (XtextResource) resourceSet.createResource(uri);
			resourceSet.eAdapters().add(new Editing(this));
			loadNeighbours();
			BuiltInResources.addTo(resourceSet);
		}
		try {
			resource.reparse(document.get());
		} catch (IOException e) {
			UiDsl.log("Cannot read the text of " + uri.lastSegment() + " as a model", e); // a string never fails to read
		}
	}

	/** The project's other language files, so that names in this one resolve. */
	private void loadNeighbours() {
		if (file == null || file.getProject() == null) {
			return;
		}
		List<IFile> files = new ArrayList<>();
		try {
			file.getProject().accept(candidate -> {
				if (LanguageFiles.isLanguageFile(candidate) && !candidate.equals(file)
						&& !((IFile) candidate).isDerived(IResource.CHECK_ANCESTORS)) {
					files.add((IFile) candidate);
				}
				return true;
			});
		} catch (CoreException e) {
			UiDsl.warn("Cannot list the files of " + file.getProject().getName(), e);
		}
		for (IFile neighbour : files) {
			String location = LanguageFiles.uriOf(neighbour);
			if (location == null) {
				continue;
			}
			Resource other = resourceSet.createResource(URI.createURI(location));
			try {
				other.load(new ByteArrayInputStream(LanguageFiles.textOf(neighbour).getBytes(StandardCharsets.UTF_8)),
						resourceSet.getLoadOptions());
			} catch (IOException e) {
				resourceSet.getResources().remove(other);
			}
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

	/** Whether an element is one of this text's and the text may be changed. */
	public boolean canChange(EObject element) {
		return editable && element.eResource() == resource;
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
		serializer.addModification(resource, ignored -> change.run());
		List<ITextReplacement> replacements = new ArrayList<>();
		serializer.applyModifications(result -> {
			if (result instanceof ITextDocumentChange text && text.getResource() == resource) {
				replacements.addAll(text.getReplacements());
			}
		});
		if (replacements.isEmpty()) {
			parsedStamp = IDocumentExtension4.UNKNOWN_MODIFICATION_STAMP;
			return false;
		}
		apply(replacements);
		listeners.forEach(Runnable::run);
		return true;
	}

	private void apply(List<ITextReplacement> replacements) {
		MultiTextEdit edit = new MultiTextEdit();
		for (ITextReplacement replacement : replacements) {
			edit.addChild(new ReplaceEdit(replacement.getOffset(), replacement.getLength(), replacement.getReplacementText()));
		}
		IDocumentUndoManager undo = DocumentUndoManagerRegistry.getDocumentUndoManager(document);
		if (undo != null) {
			undo.beginCompoundChange();
		}
		try {
			edit.apply(document);
		} catch (MalformedTreeException | BadLocationException e) {
			UiDsl.log("Cannot write a property change into " + uri.lastSegment(), e);
		} finally {
			if (undo != null) {
				undo.endCompoundChange();
			}
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
