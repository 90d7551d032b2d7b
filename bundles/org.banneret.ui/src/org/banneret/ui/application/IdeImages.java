package org.banneret.ui.application;

import java.net.URL;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.ide.IDE;
import org.osgi.framework.Bundle;

/**
 * The IDE's images that the Project Explorer and the Problems view ask the workbench for. The
 * IDE application declares them; an RCP product that uses those views must declare them itself,
 * or projects and problems show without icons.
 */
final class IdeImages {

	private static final String IDE_BUNDLE = "org.eclipse.ui.ide";
	private static final String OBJECTS = "$nl$/icons/full/obj16/";
	private static final String LOCAL_TOOLS = "$nl$/icons/full/elcl16/";
	private static final String TOOLS = "$nl$/icons/full/etool16/";
	private static final String VIEWS = "$nl$/icons/full/eview16/";

	/** Symbolic names and paths; the names not in IDE.SharedImages are those of the IDE's internal image registry. */
	private static final String[][] IMAGES = { { IDE.SharedImages.IMG_OBJ_PROJECT, OBJECTS + "prj_obj.svg" },
			{ IDE.SharedImages.IMG_OBJ_PROJECT_CLOSED, OBJECTS + "cprj_obj.svg" },
			{ IDE.SharedImages.IMG_OPEN_MARKER, LOCAL_TOOLS + "gotoobj_tsk.svg" },
			{ IDE.SharedImages.IMG_OBJS_TASK_TSK, OBJECTS + "taskmrk_tsk.svg" },
			{ IDE.SharedImages.IMG_OBJS_BKMRK_TSK, OBJECTS + "bkmrk_tsk.svg" },
			{ "IMG_OBJS_ERROR_PATH", OBJECTS + "error_tsk.svg" }, { "IMG_OBJS_WARNING_PATH", OBJECTS + "warn_tsk.svg" },
			{ "IMG_OBJS_INFO_PATH", OBJECTS + "info_tsk.svg" },
			{ "IMG_OBJS_FIXABLE_WARNING", OBJECTS + "quickfix_warning_obj.svg" },
			{ "IMG_OBJS_FIXABLE_ERROR", OBJECTS + "quickfix_error_obj.svg" },
			{ "IMG_OBJS_FIXABLE_INFO", OBJECTS + "quickfix_info_obj.svg" },
			{ "IMG_ELCL_QUICK_FIX_ENABLED", LOCAL_TOOLS + "smartmode_co.svg" },
			{ "IMG_LCL_FLAT_LAYOUT", LOCAL_TOOLS + "flatLayout.svg" },
			{ "IMG_LCL_HIERARCHICAL_LAYOUT", LOCAL_TOOLS + "hierarchicalLayout.svg" },
			{ "IMG_ETOOL_PROBLEM_CATEGORY", TOOLS + "problem_category.svg" },
			{ "IMG_ETOOL_PROBLEMS_VIEW", VIEWS + "problems_view.svg" },
			{ "IMG_ETOOL_PROBLEMS_VIEW_ERROR", VIEWS + "problems_view_error.svg" },
			{ "IMG_ETOOL_PROBLEMS_VIEW_WARNING", VIEWS + "problems_view_warning.svg" },
			{ "IMG_ETOOL_PROBLEMS_VIEW_INFO", VIEWS + "problems_view_info.svg" } };

	private IdeImages() {
	}

	static void declare(IWorkbenchConfigurer configurer) {
		Bundle ide = Platform.getBundle(IDE_BUNDLE);
		if (ide == null) {
			return;
		}
		for (String[] image : IMAGES) {
			URL url = FileLocator.find(ide, IPath.fromOSString(image[1]), null);
			if (url != null) {
				configurer.declareImage(image[0], ImageDescriptor.createFromURL(url), true);
			}
		}
	}
}
