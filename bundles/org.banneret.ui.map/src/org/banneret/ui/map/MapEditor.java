package org.banneret.ui.map;

import java.util.Arrays;

import org.banneret.model.hex.Hex;
import org.banneret.ui.dsl.BanneretEditor;
import org.banneret.ui.dsl.model.ElementPropertySheetPage;
import org.banneret.workspace.FindingMarkers;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.ide.IGotoMarker;
import org.eclipse.ui.part.MultiPageEditorPart;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.ui.views.properties.IPropertySheetPage;

/**
 * The editor of a map or a scenario: a Map page drawn and edited in GEF, and a Text page, the
 * language editor, on the same document. The text stays the truth: the map's tools change it
 * through the change serializer, and Undo on either page steps back through one history, the
 * document's.
 */
public final class MapEditor extends MultiPageEditorPart implements IGotoMarker {

	private BanneretEditor text;
	private MapPage map;
	private ElementPropertySheetPage properties;

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		super.init(site, input);
		setPartName(input.getName());
	}

	@Override
	protected void createPages() {
		text = new BanneretEditor();
		text.asPage();
		try {
			addPage(text, getEditorInput());
			map = new MapPage(this, text);
			addPage(0, map, getEditorInput());
			setPageText(0, "Map");
			setPageText(1, "Text");
			setActivePage(0);
		} catch (PartInitException e) {
			UiMap.log("Cannot open the pages of " + getEditorInput().getName(), e);
		}
	}

	public BanneretEditor textEditor() {
		return text;
	}

	public MapPage mapPage() {
		return map;
	}

	public boolean isMapActive() {
		return map != null && getActiveEditor() == map;
	}

	public void showMap() {
		setActivePage(0);
	}

	public void showText() {
		setActivePage(1);
	}

	@Override
	protected void pageChange(int newPageIndex) {
		super.pageChange(newPageIndex);
		if (getEditor(newPageIndex) == map) {
			map.refresh();
			map.refreshPalette();
		}
	}

	@Override
	public void doSave(IProgressMonitor monitor) {
		text.doSave(monitor);
	}

	@Override
	public void doSaveAs() {
		text.doSaveAs();
		setInput(text.getEditorInput());
		setPartName(text.getEditorInput().getName());
	}

	@Override
	public boolean isSaveAsAllowed() {
		return true;
	}

	@Override
	public boolean isDirty() {
		return text != null && text.isDirty();
	}

	/**
	 * A problem selects its text on the Text page; while the Map page shows, it also scrolls to its
	 * hex and selects what stands there, else the Text page comes up.
	 */
	@Override
	public void gotoMarker(IMarker marker) {
		IDE.gotoMarker(text, marker);
		String hexes = marker.getAttribute(FindingMarkers.HEXES, "");
		if (isMapActive() && !hexes.isEmpty() && map.mapPart() != null && map.mapPart().view().painter() != null) {
			Hex hex = Arrays.stream(hexes.split(",")).map(label -> map.mapPart().view().painter().hexOrNull(label.strip()))
					.filter(java.util.Objects::nonNull).findFirst().orElse(null);
			if (hex != null) {
				map.reveal(hex);
				return;
			}
		}
		showText();
	}

	@Override
	public <T> T getAdapter(Class<T> adapter) {
		if (adapter == IGotoMarker.class) {
			return adapter.cast(this);
		}
		if (adapter == IContentOutlinePage.class && text != null) {
			return text.getAdapter(adapter);
		}
		if (adapter == IPropertySheetPage.class && text != null) {
			if (properties == null || properties.getControl() == null || properties.getControl().isDisposed()) {
				properties = new ElementPropertySheetPage(this, offset -> text.model() == null ? null : text.model().elementAt(offset));
			}
			return adapter.cast(properties);
		}
		return super.getAdapter(adapter);
	}
}
