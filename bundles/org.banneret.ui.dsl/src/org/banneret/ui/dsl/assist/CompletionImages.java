package org.banneret.ui.dsl.assist;

import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

/** Small images for completion items by kind, from the workbench's shared images. */
final class CompletionImages {

	private CompletionImages() {
	}

	static Image of(CompletionItemKind kind) {
		ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
		if (kind == null) {
			return null;
		}
		return switch (kind) {
			case Keyword -> null;
			case Reference, Class, Module -> images.getImage(ISharedImages.IMG_OBJ_ELEMENT);
			case File -> images.getImage(ISharedImages.IMG_OBJ_FILE);
			case Folder -> images.getImage(ISharedImages.IMG_OBJ_FOLDER);
			default -> images.getImage(ISharedImages.IMG_OBJ_ELEMENT);
		};
	}
}
