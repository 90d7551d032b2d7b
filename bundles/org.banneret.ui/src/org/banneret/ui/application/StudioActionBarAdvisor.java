package org.banneret.ui.application;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/**
 * File, Edit, Window and Help menus with the workbench's standard actions and key bindings: File >
 * New lists the perspective's wizards (a hex map, a scenario, ...) and Window > Show View its views,
 * so that a view closed by mistake comes back.
 */
public class StudioActionBarAdvisor extends ActionBarAdvisor {

	private IContributionItem newWizards;
	private IContributionItem views;
	private IWorkbenchAction importWizard;
	private IWorkbenchAction exportWizard;
	private IWorkbenchAction save;
	private IWorkbenchAction saveAll;
	private IWorkbenchAction close;
	private IWorkbenchAction quit;
	private IWorkbenchAction undo;
	private IWorkbenchAction redo;
	private IWorkbenchAction cut;
	private IWorkbenchAction copy;
	private IWorkbenchAction paste;
	private IWorkbenchAction delete;
	private IWorkbenchAction selectAll;
	private IWorkbenchAction find;
	private IWorkbenchAction back;
	private IWorkbenchAction forward;
	private IWorkbenchAction preferences;
	private IWorkbenchAction resetPerspective;
	private IWorkbenchAction about;

	public StudioActionBarAdvisor(IActionBarConfigurer configurer) {
		super(configurer);
	}

	@Override
	protected void makeActions(IWorkbenchWindow window) {
		register(ActionFactory.NEW.create(window)); // Ctrl+N; File > New ends with its Other...
		newWizards = ContributionItemFactory.NEW_WIZARD_SHORTLIST.create(window);
		views = ContributionItemFactory.VIEWS_SHORTLIST.create(window);
		importWizard = register(ActionFactory.IMPORT.create(window));
		exportWizard = register(ActionFactory.EXPORT.create(window));
		save = register(ActionFactory.SAVE.create(window));
		saveAll = register(ActionFactory.SAVE_ALL.create(window));
		close = register(ActionFactory.CLOSE.create(window));
		quit = register(ActionFactory.QUIT.create(window));
		undo = register(ActionFactory.UNDO.create(window));
		redo = register(ActionFactory.REDO.create(window));
		cut = register(ActionFactory.CUT.create(window));
		copy = register(ActionFactory.COPY.create(window));
		paste = register(ActionFactory.PASTE.create(window));
		delete = register(ActionFactory.DELETE.create(window));
		selectAll = register(ActionFactory.SELECT_ALL.create(window));
		find = register(ActionFactory.FIND.create(window));
		back = register(ActionFactory.BACKWARD_HISTORY.create(window));
		forward = register(ActionFactory.FORWARD_HISTORY.create(window));
		preferences = register(ActionFactory.PREFERENCES.create(window));
		resetPerspective = register(ActionFactory.RESET_PERSPECTIVE.create(window));
		about = register(ActionFactory.ABOUT.create(window));
	}

	private IWorkbenchAction register(IWorkbenchAction action) {
		super.register(action);
		return action;
	}

	@Override
	protected void fillMenuBar(IMenuManager menuBar) {
		MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
		MenuManager newMenu = new MenuManager("&New", ActionFactory.NEW.getId());
		newMenu.add(newWizards);
		file.add(newMenu);
		file.add(new GroupMarker(IWorkbenchActionConstants.NEW_EXT));
		file.add(new Separator());
		file.add(close);
		file.add(save);
		file.add(saveAll);
		file.add(new Separator());
		file.add(importWizard);
		file.add(exportWizard);
		file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
		file.add(new Separator());
		file.add(quit);

		// The groups the text editor contributes to (find, assist, information) are the IDE's.
		MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
		edit.add(new GroupMarker(IWorkbenchActionConstants.EDIT_START));
		edit.add(undo);
		edit.add(redo);
		edit.add(new GroupMarker(IWorkbenchActionConstants.UNDO_EXT));
		edit.add(new Separator());
		edit.add(cut);
		edit.add(copy);
		edit.add(paste);
		edit.add(new GroupMarker(IWorkbenchActionConstants.CUT_EXT));
		edit.add(new Separator());
		edit.add(delete);
		edit.add(selectAll);
		edit.add(new Separator());
		edit.add(find);
		edit.add(new GroupMarker(IWorkbenchActionConstants.FIND_EXT));
		edit.add(new Separator());
		edit.add(new GroupMarker(IWorkbenchActionConstants.ADD_EXT));
		edit.add(new GroupMarker(IWorkbenchActionConstants.EDIT_END));
		edit.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));

		MenuManager navigate = new MenuManager("&Navigate", IWorkbenchActionConstants.M_NAVIGATE);
		navigate.add(new GroupMarker(IWorkbenchActionConstants.NAV_START));
		navigate.add(new Separator(IWorkbenchActionConstants.OPEN_EXT));
		navigate.add(new Separator(IWorkbenchActionConstants.SHOW_EXT));
		navigate.add(new Separator());
		navigate.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		navigate.add(new Separator());
		navigate.add(back);
		navigate.add(forward);
		navigate.add(new GroupMarker(IWorkbenchActionConstants.NAV_END));

		MenuManager windowMenu = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
		MenuManager showView = new MenuManager("Show &View", "showView");
		showView.add(views);
		windowMenu.add(showView);
		windowMenu.add(resetPerspective);
		windowMenu.add(new Separator());
		windowMenu.add(preferences);

		MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
		help.add(about);

		menuBar.add(file);
		menuBar.add(edit);
		menuBar.add(navigate);
		menuBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
		menuBar.add(windowMenu);
		menuBar.add(help);
	}
}
