package org.banneret.ui.dsl;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Arrays;

import org.banneret.model.persistence.AtomicFiles;
import org.eclipse.core.filebuffers.IPersistableAnnotationModel;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceStatus;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.content.IContentDescription;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.MultiRule;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.editors.text.TextFileDocumentProvider;
import org.eclipse.ui.texteditor.AbstractMarkerAnnotationModel;

/**
 * Saves a workspace file the way every Banneret writer does ({@link AtomicFiles}): the platform's
 * own save truncates the file and writes it in place, so a crash or a kill half-way leaves half a
 * scenario. Here the text goes to a temporary file beside it and is renamed into place; the file
 * buffer then reads the file back, finds its own text, and counts as saved, keeping the
 * document, its undo history and its annotations as they are.
 */
public class AtomicSaveDocumentProvider extends TextFileDocumentProvider {

	/**
	 * A file's editor state with the text last saved or read: a document edited back to it (Undo
	 * to the save) is clean again, and the editor's '*' goes.
	 */
	private static final class SavedTextInfo extends FileInfo {
		String saved;
		org.eclipse.jface.text.IDocumentListener backToSaved;
	}

	@Override
	protected FileInfo createEmptyFileInfo() {
		return new SavedTextInfo();
	}

	@Override
	protected FileInfo createFileInfo(Object element) throws CoreException {
		FileInfo info = super.createFileInfo(element);
		if (info instanceof SavedTextInfo text && info.fTextFileBuffer != null) {
			ITextFileBuffer buffer = info.fTextFileBuffer;
			org.eclipse.jface.text.IDocument document = buffer.getDocument();
			text.saved = document.get();
			text.backToSaved = new org.eclipse.jface.text.IDocumentListener() {
				@Override
				public void documentAboutToBeChanged(org.eclipse.jface.text.DocumentEvent event) {
				}

				// The buffer's own listener, added before this one, has marked the change dirty by now.
				@Override
				public void documentChanged(org.eclipse.jface.text.DocumentEvent event) {
					if (!buffer.isDirty()) {
						text.saved = document.get(); // read again from the file (a revert, a change on disk)
					} else if (document.getLength() == text.saved.length() && document.get().equals(text.saved)) {
						buffer.setDirty(false);
					}
				}
			};
			document.addDocumentListener(text.backToSaved);
		}
		return info;
	}

	@Override
	protected void disposeFileInfo(Object element, FileInfo info) {
		if (info instanceof SavedTextInfo text && text.backToSaved != null && info.fTextFileBuffer != null) {
			info.fTextFileBuffer.getDocument().removeDocumentListener(text.backToSaved);
		}
		super.disposeFileInfo(element, info);
	}

	/** Notes the saved text, however the file was written. */
	private static void saved(FileInfo info) {
		if (info instanceof SavedTextInfo text && info.fTextFileBuffer != null) {
			text.saved = info.fTextFileBuffer.getDocument().get();
		}
	}

	@Override
	protected void commitFileBuffer(IProgressMonitor monitor, FileInfo info, boolean overwrite) throws CoreException {
		IFile file = info.fElement instanceof IFileEditorInput input ? input.getFile() : null;
		ITextFileBuffer buffer = info.fTextFileBuffer;
		IPath location = file == null ? null : file.getLocation();
		if (location == null || !file.exists() || !buffer.isDirty()) {
			// A new file, a file outside the local file system, or nothing to write: the platform's way.
			super.commitFileBuffer(monitor, info, overwrite);
			saved(info);
			return;
		}
		if (!overwrite && !buffer.isSynchronized()) {
			// The same refusal as the platform's, so the editor asks whether to overwrite the changed file.
			throw new CoreException(new Status(IStatus.ERROR, UiDsl.ID, IResourceStatus.OUT_OF_SYNC_LOCAL,
					file.getFullPath() + " changed on disk since it was opened", null));
		}
		byte[] content = encode(buffer, file);
		try {
			AtomicFiles.write(location.toPath(), content);
		} catch (IOException e) {
			throw new CoreException(new Status(IStatus.ERROR, UiDsl.ID, IResourceStatus.FAILED_WRITE_LOCAL,
					"Could not save " + file.getFullPath() + ": " + e.getMessage(), e));
		}
		// The buffer is still dirty, so its file synchronizer leaves the document alone on this refresh.
		file.refreshLocal(IResource.DEPTH_ZERO, monitor);
		IAnnotationModel annotations = buffer.getAnnotationModel();
		if (annotations instanceof IPersistableAnnotationModel persistable) {
			persistable.commit(buffer.getDocument());
		}
		// Reading the file back finds the document's own text: no content change, only "saved".
		buffer.revert(monitor);
		saved(info);
		if (info.fModel instanceof AbstractMarkerAnnotationModel markers) {
			markers.updateMarkers(buffer.getDocument());
		}
	}

	/** A save must hold the file's folder as well, to refresh the file it replaced. */
	@Override
	protected ISchedulingRule computeSchedulingRule(IResource toCreateOrModify) {
		ISchedulingRule rule = super.computeSchedulingRule(toCreateOrModify);
		return toCreateOrModify.exists()
				? MultiRule.combine(rule, toCreateOrModify.getWorkspace().getRuleFactory().refreshRule(toCreateOrModify))
				: rule;
	}

	/** The document's text in the buffer's encoding, after the byte order mark the file had. */
	private static byte[] encode(ITextFileBuffer buffer, IFile file) throws CoreException {
		String encoding = buffer.getEncoding() != null ? buffer.getEncoding() : file.getCharset();
		Charset charset;
		try {
			charset = Charset.forName(encoding);
		} catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
			throw new CoreException(Status.error("Cannot save " + file.getFullPath() + " in encoding " + encoding, e));
		}
		CharsetEncoder encoder = charset.newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
				.onUnmappableCharacter(CodingErrorAction.REPORT);
		ByteBuffer text;
		try {
			text = encoder.encode(CharBuffer.wrap(buffer.getDocument().get()));
		} catch (CharacterCodingException e) {
			throw new CoreException(Status.error("Some characters of " + file.getFullPath()
					+ " cannot be written in encoding " + encoding + "; change the file's encoding (Properties)", e));
		}
		byte[] bom = byteOrderMark(file, charset);
		byte[] content = Arrays.copyOf(bom, bom.length + text.remaining());
		text.get(content, bom.length, text.remaining());
		return content;
	}

	private static byte[] byteOrderMark(IFile file, Charset charset) throws CoreException {
		IContentDescription description = file.getContentDescription();
		Object bom = description == null ? null : description.getProperty(IContentDescription.BYTE_ORDER_MARK);
		return bom == IContentDescription.BOM_UTF_8 && charset.name().equals("UTF-8") ? IContentDescription.BOM_UTF_8
				: new byte[0];
	}
}
