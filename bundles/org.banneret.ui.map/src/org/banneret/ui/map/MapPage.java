package org.banneret.ui.map;

import java.util.List;
import java.util.Set;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.setup.Piece;
import org.banneret.ui.application.ShowsSetup;
import org.banneret.ui.dsl.BanneretEditor;
import org.banneret.ui.dsl.LanguageSession;
import org.banneret.ui.dsl.model.Reading;
import org.banneret.ui.map.commands.TextCommandStack;
import org.banneret.ui.map.figures.Draw2dPainter;
import org.banneret.ui.map.parts.Findings;
import org.banneret.ui.map.parts.LiveCheck;
import org.banneret.ui.map.parts.MapEditPart;
import org.banneret.ui.map.parts.MapPartFactory;
import org.banneret.ui.map.parts.MapView;
import org.banneret.workspace.Catalog;
import org.banneret.workspace.LanguageHost;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.UpdateListener;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.KeyHandler;
import org.eclipse.gef.MouseWheelHandler;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.ui.palette.PaletteViewer;
import org.eclipse.gef.ui.palette.PaletteViewerProvider;
import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.gef.ui.actions.ZoomInAction;
import org.eclipse.gef.ui.actions.ZoomOutAction;
import org.eclipse.gef.ui.parts.GraphicalEditorWithFlyoutPalette;
import org.eclipse.gef.ui.parts.GraphicalViewerKeyHandler;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.jface.commands.ActionHandler;

/**
 * The Map page of a map or scenario editor: the file's model drawn by the shared renderer in a
 * GEF viewer, with the tools of the palette. It shows the text page's current text: each change
 * of the text (typed, or made by a tool through the change serializer) is drawn again, and the
 * findings of each check overlay the hexes they concern.
 */
public final class MapPage extends GraphicalEditorWithFlyoutPalette implements ShowsSetup {

	/** How long after the page opens the rules check the set-up whole, ahead of the first edit. */
	private static final int PREPARE_AFTER_MILLIS = 1000;
	/** The zoom levels, from a whole big map on screen to a counter's printed values at arm's length. */
	static final double[] ZOOM_LEVELS = { 0.02, 0.05, 0.1, 0.15, 0.25, 0.35, 0.5, 0.75, 1, 1.5, 2, 3, 4 };

	private final MapEditor editor;
	private final BanneretEditor text;
	private Draw2dPainter.Resources resources;
	private DamageBar damageBar;
	/** Whether the status line says a change was refused, to be cleared once the text reads again. */
	private boolean refusalShown;
	private boolean refreshQueued;
	private boolean findingsQueued;
	/** The number of the reading of the text the Map page shows ({@link Reading#number()}). */
	private long shownReading = -1;
	/** The reading whose findings the map shows. */
	private long findingsReading = -1;
	private final IDocumentListener textChanged = new IDocumentListener() {
		@Override
		public void documentAboutToBeChanged(DocumentEvent event) {
		}

		@Override
		public void documentChanged(DocumentEvent event) {
			queueRefresh();
		}
	};
	private final Runnable checked = this::findingsArrived;
	private final LiveCheck live = new LiveCheck();
	private List<org.eclipse.lsp4j.Diagnostic> serverDiagnostics;
	private org.banneret.model.HexMap serverMap;
	private Findings serverFindings = Findings.NONE;

	/** The reading of the text the palette was made from: a page switch without an edit keeps it. */
	private long paletteReading = -1;
	/** The unit rows the last edit read in place changed; null after a whole reading. */
	private Set<Unit> editedRows;

	MapPage(MapEditor editor, BanneretEditor text) {
		this.editor = editor;
		this.text = text;
		setEditDomain(new DefaultEditDomain(this));
		getEditDomain().setCommandStack(new TextCommandStack(text::model, this::refused));
		getEditDomain().getCommandStack().addCommandStackListener(event -> live.start()); // the set-up is being edited here
	}

	private final PaletteRoot palette = MapPalette.empty();

	@Override
	protected PaletteRoot getPaletteRoot() {
		return palette; // filled from the model once the viewer shows it
	}

	/** The palette shows, docked on the right, as wide as its longest tool names need. */
	@Override
	protected org.eclipse.gef.ui.palette.FlyoutPaletteComposite.FlyoutPreferences getPalettePreferences() {
		return new org.eclipse.gef.ui.palette.FlyoutPaletteComposite.FlyoutPreferences() {
			private int width = 210;
			private int dock = org.eclipse.draw2d.PositionConstants.EAST;

			@Override
			public int getDockLocation() {
				return dock;
			}

			@Override
			public int getPaletteState() {
				return org.eclipse.gef.ui.palette.FlyoutPaletteComposite.STATE_PINNED_OPEN;
			}

			@Override
			public int getPaletteWidth() {
				return width;
			}

			@Override
			public void setDockLocation(int location) {
				dock = location;
			}

			@Override
			public void setPaletteState(int state) {
			}

			@Override
			public void setPaletteWidth(int newWidth) {
				width = newWidth;
			}
		};
	}

	/** The palette's viewer fills a side's drawer of a large order of battle when the designer opens it. */
	@Override
	protected PaletteViewerProvider createPaletteViewerProvider() {
		return new PaletteViewerProvider(getEditDomain()) {
			@Override
			protected void configurePaletteViewer(PaletteViewer viewer) {
				super.configurePaletteViewer(viewer);
				((FigureCanvas) viewer.getControl()).getLightweightSystem().getUpdateManager().addUpdateListener(new UpdateListener() {
					@Override
					public void notifyValidating() {
						if (MapPalette.opensEmptyDrawer(viewer, palette)) {
							Display.getCurrent().asyncExec(() -> {
								if (!viewer.getControl().isDisposed() && mapPart() != null) {
									MapPalette.fillOpenedDrawers(viewer, palette, mapPart().view());
								}
							});
						}
					}

					@Override
					public void notifyPainting(Rectangle damage, java.util.Map dirtyRegions) {
					}
				});
			}
		};
	}

	@Override
	public void createPartControl(Composite parent) {
		resources = new Draw2dPainter.Resources(parent.getDisplay());
		Composite page = new Composite(parent, SWT.NONE);
		org.eclipse.swt.layout.GridLayout layout = new org.eclipse.swt.layout.GridLayout();
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		layout.verticalSpacing = 0;
		page.setLayout(layout);
		damageBar = new DamageBar(page, this::showInText);
		Composite body = new Composite(page, SWT.NONE);
		body.setLayout(new org.eclipse.swt.layout.FillLayout());
		body.setLayoutData(new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.FILL, true, true));
		super.createPartControl(body);
	}

	/** A change refused because the text does not read: the bar names it, and so does the status line. */
	private void refused(org.eclipse.gef.commands.Command command, Reading.Damage damage) {
		if (text.model() != null && damageBar != null) {
			damageBar.refused(command.getLabel(), text.model().reading());
		}
		var status = getEditorSite().getActionBars().getStatusLineManager();
		refusalShown = true;
		status.setErrorMessage((command.getLabel() == null ? "The change" : command.getLabel()) + " was not applied: the text does not read at "
				+ damage);
	}

	/** The Text page, its text selected where it does not read. */
	private void showInText(Reading.Damage damage) {
		editor.showText();
		text.selectAndReveal(damage.offset(), Math.max(1, damage.length()));
		text.setFocus();
	}

	/** Shows in the bar whether the text the page shows reads cleanly. */
	private void showReading() {
		if (damageBar != null && text.model() != null) {
			damageBar.show(text.model().lastReading());
			if (refusalShown && text.model().lastReading().readsCleanly()) {
				refusalShown = false; // the status line is left alone on every other redraw, a counter move's among them
				getEditorSite().getActionBars().getStatusLineManager().setErrorMessage(null);
			}
		}
	}

	/** The bar over the map while the text does not read, for tests and screenshots. */
	public String damageBarText() {
		return damageBar != null && damageBar.isShowing() ? damageBar.text() : null;
	}

	@Override
	protected void configureGraphicalViewer() {
		super.configureGraphicalViewer();
		GraphicalViewer viewer = getGraphicalViewer();
		// Classic scroll bars, not GTK's overlay bars: SWT draws the whole canvas again for each frame of an
		// overlay bar's fading, 20 to 30 repaints of the map (15-25 ms each) after each counter move.
		((FigureCanvas) viewer.getControl()).setScrollbarsMode(SWT.NONE);
		ScalableFreeformRootEditPart root = new org.banneret.ui.map.parts.MapRootEditPart();
		viewer.setRootEditPart(root);
		viewer.setEditPartFactory(new MapPartFactory(text.model(), resources));
		ZoomManager zoom = root.getZoomManager();
		zoom.setZoomLevels(ZOOM_LEVELS);
		zoom.setZoomLevelContributions(List.of(ZoomManager.FIT_ALL, ZoomManager.FIT_WIDTH));
		viewer.setProperty(MouseWheelHandler.KeyGenerator.getKey(SWT.MOD1), new ZoomAtMouseHandler());
		KeyHandler keys = new GraphicalViewerKeyHandler(viewer);
		viewer.setKeyHandler(keys);
		ActionRegistry registry = getActionRegistry();
		RotateAction rotate = new RotateAction(this);
		rotate.setSelectionProvider(viewer);
		registry.registerAction(rotate);
		getSelectionActions().add(rotate.getId());
		keys.put(org.eclipse.gef.KeyStroke.getPressed('r', 'r', 0), rotate);
		IAction zoomIn = new ZoomInAction(zoom);
		IAction zoomOut = new ZoomOutAction(zoom);
		registry.registerAction(zoomIn);
		registry.registerAction(zoomOut);
		IHandlerService handlers = getSite().getService(IHandlerService.class);
		handlers.activateHandler(zoomIn.getActionDefinitionId(), new ActionHandler(zoomIn));
		handlers.activateHandler(zoomOut.getActionDefinitionId(), new ActionHandler(zoomOut));
		handlers.activateHandler(UiMap.GO_TO_HEX, new GoToHexHandler(this));
		IContextService contexts = getSite().getService(IContextService.class);
		contexts.activateContext(UiMap.MAP_SCOPE);
	}

	@Override
	protected void initializeGraphicalViewer() {
		MapView view = currentView();
		getGraphicalViewer().setContents(view);
		showReading();
		getGraphicalViewer().getControl().addMouseListener(org.eclipse.swt.events.MouseListener.mouseDownAdapter(this::chooseHex));
		offerSheetsOf(view);
		MapPalette.fill(palette, view, null, sheetsOffered);
		paletteReading = shownReading;
		IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
		document.addDocumentListener(textChanged);
		LanguageSession session = text.session();
		if (session != null) {
			session.onChecked(checked);
			session.checkWhenDrawn(getGraphicalViewer().getControl());
		}
		findingsArrived();
		Display.getCurrent().asyncExec(this::zoomToReadable);
		Display.getCurrent().timerExec(PREPARE_AFTER_MILLIS, this::prepareLiveCheck);
	}

	/** Checks the set-up once the page has been drawn and looked at, not when the first counter is moved. */
	private void prepareLiveCheck() {
		MapEditPart map = mapPart();
		if (map != null && showing() && text.model() != null && text.model().lastReading().number() == shownReading) {
			live.prepare(map.view(), text.model().lastReading());
		}
	}

	/** Starts at a zoom where hexes are about 48 pixels across, or the whole map when that is smaller. */
	private void zoomToReadable() {
		if (!showing() || mapPart() == null || mapPart().view().painter() == null) {
			return;
		}
		double hexPixels = mapPart().view().painter().layout().flatToFlat() * Draw2dPainter.PIXELS_PER_MM;
		zoomManager().setZoom(Math.max(0.1, Math.min(1, 48 / hexPixels)));
	}

	public ZoomManager zoomManager() {
		return ((ScalableFreeformRootEditPart) getGraphicalViewer().getRootEditPart()).getZoomManager();
	}

	/** Whether the viewer's canvas exists and is not disposed: work queued for it may find the page closed. */
	private boolean showing() {
		return getGraphicalViewer() != null && getGraphicalViewer().getControl() != null && !getGraphicalViewer().getControl().isDisposed();
	}

	/** The map's edit part, or null before the viewer shows one. */
	public MapEditPart mapPart() {
		return getGraphicalViewer() != null && getGraphicalViewer().getContents() instanceof MapEditPart map ? map : null;
	}

	@Override
	public DefaultEditDomain getEditDomain() {
		return super.getEditDomain();
	}

	@Override
	public GraphicalViewer getGraphicalViewer() {
		return super.getGraphicalViewer();
	}

	public BanneretEditor textEditor() {
		return text;
	}

	/** The view of the text as it is now. */
	MapView currentView() {
		var resource = text.model() == null ? null : text.model().current();
		if (resource == null || resource.getContents().isEmpty()) {
			return MapView.of(null);
		}
		shownReading = text.model().lastReading().number();
		EObject root = resource.getContents().get(0);
		return MapView.of(root, null, unit -> false, checkedSetup(root));
	}

	/** The live check's set-up of the model's latest reading, judged up to it; null before the check starts. */
	private org.banneret.rules.Setup checkedSetup(EObject root) {
		return root instanceof org.banneret.model.Scenario scenario ? live.setupOf(scenario, text.model().lastReading()) : null;
	}

	/** Draws the text again after it changed, while the Map page shows; the Text page's typing pays nothing for it. */
	private void queueRefresh() {
		if (refreshQueued || !editor.isMapActive()) {
			return; // switching to the Map page draws the text as it is then
		}
		refreshQueued = true;
		Display.getCurrent().asyncExec(() -> {
			refreshQueued = false;
			refresh();
		});
	}

	/** Draws the text's current model again; edit parts of unchanged pieces stay. */
	public void refresh() {
		MapEditPart map = mapPart();
		if (map == null || !showing()) {
			return;
		}
		var resource = text.model() == null ? null : text.model().current();
		if (resource != null && text.model().lastReading().number() == shownReading && !resource.getContents().isEmpty()
				&& resource.getContents().get(0) == map.view().root()) {
			showFindingsOnceDrawn(); // the text as shown (a page switch without an edit, or an edit drawn already)
			showReading();
			return;
		}
		MapView view = changedView(map.view());
		view.findings(map.view().findings()); // until this reading's are judged, once the map is drawn
		map.update(view);
		showReading();
		if (editedRows == null) {
			refreshPalette();
		} else {
			MapPalette.relabel(palette, view, editedRows);
		}
		showFindingsOnceDrawn();
	}

	/**
	 * Shows the findings of the shown view once the map has drawn it: the rules judge an edit after
	 * its counters are laid out and drawn (draw2d draws from the UI thread's queue, ahead of this),
	 * so that a move shows in the time its layout takes and its findings follow.
	 */
	private void showFindingsOnceDrawn() {
		if (findingsQueued) {
			return;
		}
		findingsQueued = true;
		Display.getCurrent().asyncExec(() -> {
			findingsQueued = false;
			MapEditPart map = mapPart();
			if (map != null && showing()) {
				showFindings(map);
			}
		});
	}

	/** Shows the findings of the shown reading on the map. */
	private void showFindings(MapEditPart map) {
		map.showFindings(findingsOf(map.view()));
		findingsReading = shownReading;
	}

	/** The reading of the text whose findings the map shows, -1 before any: a move's follow its drawing. */
	public long findingsReading() {
		return findingsReading;
	}

	/**
	 * The view of the text after an edit. Where the edit was read in place, the unit rows it left
	 * keep what the shown view worked out for them; a change outside unit rows (a side's colour, a
	 * variant) lays out every row again.
	 */
	private MapView changedView(MapView shown) {
		editedRows = null;
		long before = shownReading;
		var resource = text.model() == null ? null : text.model().current();
		Set<EObject> changed = text.model() == null ? null : text.model().lastReading().changed();
		if (resource == null || resource.getContents().isEmpty() || changed == null || text.model().lastReading().number() != before + 1
				|| resource.getContents().get(0) != shown.root()) {
			return currentView();
		}
		Set<Unit> edited = org.banneret.rules.Setup.rowsHolding(changed);
		if (edited == null) {
			return currentView();
		}
		shownReading = text.model().lastReading().number();
		editedRows = edited;
		return MapView.of(shown.root(), shown, unit -> !edited.contains(unit), checkedSetup(shown.root()));
	}

	/** Makes the palette again from the model: new regions, sides and units. */
	void refreshPalette() {
		if (mapPart() != null && paletteReading != shownReading) {
			offerSheetsOf(mapPart().view());
			MapPalette.fill(palette, mapPart().view(), getEditDomain().getPaletteViewer() == null ? null
					: getEditDomain().getPaletteViewer().getActiveTool(), sheetsOffered);
			paletteReading = shownReading;
		}
	}

	/** The maps the Board drawer offers to add: those of the scenario's game system the project can name. */
	private List<Catalog.MapEntry> sheetsOffered = List.of();
	/** The game system {@link #sheetsOffered} are of, or are being looked up for. */
	private String sheetsOfferedFor;

	/**
	 * Looks up the maps of a scenario's game system in the background, once per game system: the
	 * index may still be building when the page opens, and the page does not wait for it.
	 */
	private void offerSheetsOf(MapView view) {
		var system = view.scenario() == null ? null : view.scenario().getGameSystem();
		if (system == null || system.eIsProxy() || system.getName() == null || system.getName().equals(sheetsOfferedFor)) {
			return;
		}
		String name = system.getName();
		sheetsOfferedFor = name;
		org.eclipse.core.resources.IProject project = text.getEditorInput() instanceof org.eclipse.ui.IFileEditorInput input
				? input.getFile().getProject() : null;
		Display display = Display.getCurrent();
		java.util.concurrent.CompletableFuture.supplyAsync(() -> new Catalog(LanguageHost.get(), project).maps().stream()
				.filter(map -> name.equals(map.gameSystem())).toList()).thenAccept(maps -> {
					if (!display.isDisposed()) {
						display.asyncExec(() -> {
							if (name.equals(sheetsOfferedFor) && mapPart() != null) {
								sheetsOffered = maps;
								paletteReading = -1;
								refreshPalette();
							}
						});
					}
				});
	}

	private void findingsArrived() {
		Display display = Display.getDefault();
		display.asyncExec(() -> {
			if (!editor.isMapActive()) {
				return; // the Map page takes the findings when it is shown
			}
			MapEditPart map = mapPart();
			if (map != null && showing()) {
				showFindings(map);
			}
		});
	}

	/** The rules' findings of the live check once the set-up is edited here, with the language server's own; before, the server's. */
	private Findings findingsOf(MapView view) {
		LanguageSession session = text.session();
		Findings server = session == null ? Findings.NONE : serverFindings(session.diagnostics(), view);
		Findings here = text.model() == null ? null : live.findings(view, text.model().lastReading());
		Findings all = here == null ? server : here.with(server, live::judges);
		return text.model() == null ? all : all.withOn(unreadHexes(view, text.model().lastReading()), UNREAD);
	}

	private static final Findings.Finding UNREAD = new Findings.Finding(true, null,
			"This hex's terrain row does not read: the map shows the default terrain here until the text is mended.", null);

	/**
	 * The hexes whose terrain the damaged text hides, while it does not read: those its terrain
	 * rows hold no cell for, and where the damage lies among the rows, the rows from the damaged
	 * one on (a row set aside moves every row after it up), or that row alone where the grid
	 * still has its size.
	 */
	private static Set<Hex> unreadHexes(MapView view, Reading reading) {
		if (reading.readsCleanly() || view.painter() == null || !(view.map() instanceof org.banneret.model.HexMap map)) {
			return Set.of();
		}
		var nodes = org.eclipse.xtext.nodemodel.util.NodeModelUtils.findNodesForFeature(map,
				org.banneret.model.BanneretPackage.Literals.HEX_MAP__TERRAIN);
		if (nodes.isEmpty()) {
			return Set.of(); // no terrain rows in the text: the default terrain is what it says
		}
		org.eclipse.xtext.nodemodel.INode block = nodes.get(0);
		int rows = map.getGrid().getRows();
		int from = rows;
		int to = rows;
		for (Reading.Damage damage : reading.damage()) {
			if (damage.offset() >= block.getOffset() && damage.offset() <= block.getEndOffset()) {
				int row = org.banneret.dsl.conversion.BanneretValueConverters.gridRowAt(block, damage.offset());
				boolean sized = map.getTerrain() != null && map.getTerrain().rows() == rows;
				from = Math.min(from, row);
				to = sized ? Math.min(rows, Math.max(row + 1, from + 1)) : rows;
				break;
			}
		}
		org.banneret.model.map.MapGeometry geometry = view.painter().geometry();
		Set<Hex> unread = new java.util.HashSet<>();
		for (Hex hex : geometry.bounds()) {
			int row = geometry.bounds().index(hex) / Math.max(1, map.getGrid().getColumns());
			if (!geometry.hasTerrainCell(hex) || row >= from && row < to) {
				unread.add(hex);
			}
		}
		return unread;
	}

	/** The server's last findings on the map; placed on their hexes again only when it publishes anew or the map is another. */
	private Findings serverFindings(List<org.eclipse.lsp4j.Diagnostic> diagnostics, MapView view) {
		if (diagnostics != serverDiagnostics || view.map() != serverMap) {
			serverFindings = Findings.of(diagnostics, view.painter());
			serverDiagnostics = diagnostics;
			serverMap = view.map();
		}
		return serverFindings;
	}

	/**
	 * A click of the selection tool on the bare map (GEF has just selected the map itself) chooses
	 * the hex under it, and the Properties view shows that hex.
	 */
	private void chooseHex(org.eclipse.swt.events.MouseEvent event) {
		MapEditPart map = mapPart();
		if (event.button != 1 || map == null || map.mapFigure().coordinates() == null
				|| !(getEditDomain().getActiveTool() instanceof org.eclipse.gef.tools.SelectionTool)) {
			return;
		}
		var selected = getGraphicalViewer().getSelectedEditParts();
		if (selected.size() != 1 || selected.get(0) != map) {
			return; // a counter or an area was clicked
		}
		Point point = new Point(event.x, event.y);
		map.mapFigure().translateToRelative(point);
		Hex hex = map.mapFigure().coordinates().hexAt(point);
		if (hex == null || hex.equals(map.chosen())) {
			return;
		}
		map.choose(hex);
		getGraphicalViewer().deselectAll(); // the same selection again, so that the Properties view asks anew
		getGraphicalViewer().select(map);
	}

	/** Scrolls a hex into the middle of the view and selects what stands on it. */
	public void reveal(Hex hex) {
		MapEditPart map = mapPart();
		if (map == null || map.mapFigure().coordinates() == null) {
			return;
		}
		Rectangle bounds = map.mapFigure().coordinates().boundsOf(hex);
		double zoom = zoomManager().getZoom();
		FigureCanvas canvas = (FigureCanvas) getGraphicalViewer().getControl();
		org.eclipse.swt.graphics.Rectangle client = canvas.getClientArea();
		Point centre = bounds.getCenter().getScaled(zoom);
		canvas.scrollSmoothTo(centre.x - client.width / 2, centre.y - client.height / 2);
		map.mapFigure().preview(java.util.Set.of(hex));
		Display.getCurrent().timerExec(1500, () -> {
			if (!canvas.isDisposed()) {
				map.mapFigure().preview(java.util.Set.of());
			}
		});
		for (Object child : map.getChildren()) {
			if (child instanceof org.banneret.ui.map.parts.CounterEditPart counter && hex.equals(counter.piece().hex())) {
				getGraphicalViewer().select((EditPart) child);
				return;
			}
		}
		getGraphicalViewer().setSelection(StructuredSelection.EMPTY);
	}

	/**
	 * Scrolls the middle of the set-up's placed counters into the middle of the view, so that a
	 * scenario opened to be looked at shows its armies and the findings over them, not the map's
	 * corner. The zoom stays: a set-up larger than the view shows its middle.
	 */
	@Override
	public void revealSetup() {
		MapEditPart map = mapPart();
		if (map == null || !showing() || map.mapFigure().coordinates() == null) {
			return;
		}
		Rectangle placed = null;
		for (Piece piece : map.view().pieces()) {
			if (piece.kind() == Piece.Kind.ON_MAP) {
				Rectangle hex = map.mapFigure().coordinates().boundsOf(piece.hex());
				placed = placed == null ? hex : placed.union(hex);
			}
		}
		if (placed == null) {
			return;
		}
		FigureCanvas canvas = (FigureCanvas) getGraphicalViewer().getControl();
		org.eclipse.swt.graphics.Rectangle client = canvas.getClientArea();
		Point centre = placed.getCenter().getScaled(zoomManager().getZoom());
		canvas.scrollTo(centre.x - client.width / 2, centre.y - client.height / 2);
	}

	/** Selection actions are updated while this page is the editor's page, not only when it is the active part. */
	@Override
	public void selectionChanged(IWorkbenchPart part, ISelection selection) {
		if (part == editor && editor.isMapActive()) {
			updateActions(getSelectionActions());
		}
	}

	@Override
	public ActionRegistry getActionRegistry() {
		return super.getActionRegistry();
	}

	@Override
	public void doSave(IProgressMonitor monitor) {
		text.doSave(monitor);
	}

	@Override
	public boolean isDirty() {
		return text.isDirty();
	}

	@Override
	public void dispose() {
		IDocument document = text.getDocumentProvider() == null ? null : text.getDocumentProvider().getDocument(text.getEditorInput());
		if (document != null) {
			document.removeDocumentListener(textChanged);
		}
		if (text.session() != null) {
			text.session().removeOnChecked(checked);
		}
		super.dispose();
		if (resources != null) {
			resources.dispose();
		}
	}
}
