package org.banneret.cli;

import java.util.List;
import java.util.stream.Stream;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.BuiltInResources;
import org.banneret.model.CounterSpec;
import org.banneret.model.GameSystem;
import org.banneret.model.UnitType;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;

/**
 * The counters of the built-in game systems as Markdown tables: what each face prints, as the
 * rules, the hover and the counter sheets read it.
 */
final class CounterTables {

	private CounterTables() {
	}

	static String markdown() {
		XtextResourceSet resourceSet = BanneretIdeSetup.injector().getInstance(XtextResourceSet.class);
		BuiltInResources.addTo(resourceSet);
		StringBuilder out = new StringBuilder("\n## Counters of the built-in game systems\n\n"
				+ "What each face prints. A back face prints only where it differs; the rest reads as the front."
				+ " A scenario's `set` and a marker that replaces a value come on top (see the scenario"
				+ " language's README, \"A unit's values\").\n");
		for (Resource resource : List.copyOf(resourceSet.getResources())) {
			for (GameSystem system : resource.getContents().stream().filter(GameSystem.class::isInstance)
					.map(GameSystem.class::cast).toList()) {
				out.append("\n### ").append(system.getName()).append(system.getTitle() == null ? "" : ": " + system.getTitle())
						.append("\n\n| counter | class | front | back | faces |\n|---|---|---|---|---|\n");
				Stream.concat(system.getUnitTypes().stream(), system.getCounterTemplates().stream())
						.forEach(counter -> out.append(row(counter)));
			}
		}
		return out.toString();
	}

	private static String row(CounterSpec counter) {
		UnitType type = counter instanceof UnitType unitType ? unitType : null;
		String unitClass = type == null ? "counter" : Setup.nameOf(type.getUnitClass());
		String faces = type == null || type.getFrontFace() == null ? "" : type.getFrontFace() + " / " + type.getBackFace();
		return "| " + counter.getName() + " | " + unitClass + " | " + Values.describe(counter) + " | " + Values.describe(counter.getBack()) + " | "
				+ faces.replace("|", "\\|") + " |\n";
	}
}
