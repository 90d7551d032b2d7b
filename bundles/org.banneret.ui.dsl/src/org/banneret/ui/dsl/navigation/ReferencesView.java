package org.banneret.ui.dsl.navigation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.banneret.workspace.LanguageFiles;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.lsp4j.Location;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

/** The references to an element, one row a reference: file, line and the line's text; double-click opens it. */
public final class ReferencesView extends ViewPart {

	public static final String ID = "org.banneret.ui.dsl.references";

	/** One reference as shown. */
	public record Reference(Location location, String file, String path, int line, String text) {
	}

	private TableViewer table;

	@Override
	public void createPartControl(Composite parent) {
		table = new TableViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
		table.getTable().setHeaderVisible(true);
		table.getTable().setLinesVisible(true);
		column("File", 200, new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return ((Reference) element).file();
			}

			@Override
			public Image getImage(Object element) {
				return PlatformUI.getWorkbench().getSharedImages().getImage(ISharedImages.IMG_OBJ_FILE);
			}

			@Override
			public String getToolTipText(Object element) {
				return ((Reference) element).path();
			}
		});
		column("Line", 60, new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return Integer.toString(((Reference) element).line());
			}
		});
		column("Text", 600, new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return ((Reference) element).text();
			}
		});
		table.setContentProvider(ArrayContentProvider.getInstance());
		table.addDoubleClickListener(event -> {
			Object selected = ((IStructuredSelection) event.getSelection()).getFirstElement();
			if (selected instanceof Reference reference) {
				Locations.open(reference.location());
			}
		});
		getSite().setSelectionProvider(table);
	}

	private void column(String title, int width, ColumnLabelProvider labels) {
		TableViewerColumn column = new TableViewerColumn(table, SWT.NONE);
		column.getColumn().setText(title);
		column.getColumn().setWidth(width);
		column.setLabelProvider(labels);
	}

	/** Shows the references found for a name. */
	public void show(String name, List<? extends Location> locations) {
		List<Reference> rows = new ArrayList<>();
		Map<String, List<String>> lines = new HashMap<>();
		for (Location location : locations) {
			IFile file = LanguageFiles.fileOf(location.getUri());
			List<String> text = lines.computeIfAbsent(location.getUri(), uri -> linesOf(file));
			int line = location.getRange().getStart().getLine();
			String path = file != null ? file.getFullPath().toString() : location.getUri();
			String fileName = path.substring(path.lastIndexOf('/') + 1);
			rows.add(new Reference(location, fileName, path, line + 1, line < text.size() ? text.get(line).strip() : ""));
		}
		rows.sort(Comparator.comparing(Reference::path).thenComparingInt(Reference::line));
		setContentDescription(rows.size() + " reference" + (rows.size() == 1 ? "" : "s") + " to " + name);
		table.setInput(rows);
	}

	/** The rows the view shows now. */
	@SuppressWarnings("unchecked")
	public List<Reference> rows() {
		Object input = table.getInput();
		return input == null ? List.of() : (List<Reference>) input;
	}

	private static List<String> linesOf(IFile file) {
		return file == null ? List.of() : LanguageFiles.textOf(file).lines().toList();
	}

	@Override
	public void setFocus() {
		table.getControl().setFocus();
	}
}
