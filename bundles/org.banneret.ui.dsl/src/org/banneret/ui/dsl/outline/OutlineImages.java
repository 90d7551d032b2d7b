package org.banneret.ui.dsl.outline;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.ImageRegistry;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;

/** Outline icons by symbol kind, from the model's edit icons where a kind stands for one model class. */
final class OutlineImages {

	private static ImageRegistry registry;

	private OutlineImages() {
	}

	static Image of(SymbolKind kind) {
		String icon = switch (kind == null ? SymbolKind.Property : kind) {
			case Package -> "GameSystem";
			case Namespace -> "HexMap";
			case Module -> "Scenario";
			case Struct -> "Side";
			case Variable -> "Unit";
			case Class -> "UnitType";
			case EnumMember -> "TerrainType";
			case Constant -> "UnitClass";
			case Object -> "Region";
			case Array -> "MapPath";
			case Field -> "MapSide";
			case Event -> "SpecialRule";
			case Boolean -> "VariantDefinition";
			default -> "VictoryPoints";
		};
		return registry().get(icon);
	}

	private static synchronized ImageRegistry registry() {
		if (registry == null) {
			registry = new ImageRegistry(Display.getDefault());
			for (String icon : new String[] { "GameSystem", "HexMap", "Scenario", "Side", "Unit", "UnitType", "TerrainType",
					"UnitClass", "Region", "MapPath", "MapSide", "SpecialRule", "VariantDefinition", "VictoryPoints" }) {
				registry.put(icon, ImageDescriptor.createFromURL(org.eclipse.core.runtime.Platform
						.getBundle("org.banneret.model.edit").getEntry("icons/full/obj16/" + icon + ".gif")));
			}
		}
		return registry;
	}

}
