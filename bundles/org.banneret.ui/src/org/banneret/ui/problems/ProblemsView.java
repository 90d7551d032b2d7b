package org.banneret.ui.problems;

import org.eclipse.ui.views.markers.MarkerSupportView;

/**
 * The Problems view of Banneret Studio: every problem of the workspace, with the finding's rule
 * (or language code) and the rulebook section it cites in columns of their own.
 */
public class ProblemsView extends MarkerSupportView {

	public static final String ID = "org.banneret.ui.problems";
	public static final String GENERATOR = "org.banneret.ui.problemsGenerator";

	public ProblemsView() {
		super(GENERATOR);
	}
}
