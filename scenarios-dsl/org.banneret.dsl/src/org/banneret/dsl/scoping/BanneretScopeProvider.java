package org.banneret.dsl.scoping;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.GameSystem;
import org.banneret.model.HexMap;
import org.banneret.model.NamedElement;
import org.banneret.model.Scenario;
import org.banneret.model.SheetPlacement;
import org.banneret.model.map.Board;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.resource.EObjectDescription;
import org.eclipse.xtext.resource.IContainer;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;
import org.eclipse.xtext.linking.impl.ImportedNamesAdapter;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.impl.SimpleScope;
import org.eclipse.xtext.util.IResourceScopeCache;
import org.eclipse.xtext.util.Tuples;

import com.google.inject.Inject;

/**
 * What a name means where it is written. Maps and scenarios name their game system's terrain,
 * unit types and the like by simple name; scenarios name their maps' regions, paths and sides,
 * and their own units and sides, by simple name too. Everything else resolves through the
 * qualified names of the index.
 */
public class BanneretScopeProvider extends AbstractBanneretScopeProvider {

	private static final BanneretPackage MODEL = BanneretPackage.eINSTANCE;

	@Inject
	private IResourceScopeCache cache;

	@Inject
	private ResourceDescriptionsProvider indexOf;

	@Inject
	private IResourceDescription.Manager descriptions;

	@Inject
	private IContainer.Manager containers;

	@Override
	public IScope getScope(EObject context, EReference reference) {
		if (reference == MODEL.getHexMap_GameSystem() || reference == MODEL.getScenario_GameSystem()
				|| reference == MODEL.getSheetPlacement_Map() || reference == MODEL.getScenarioLink_Source()) {
			return inOtherFiles(context.eResource(), reference);
		}
		IScope outer = new LazyScope(() -> super.getScope(context, reference));
		EClass type = reference.getEReferenceType();
		EObject root = EcoreUtil.getRootContainer(context);
		IScope scope = outer;
		if (root instanceof HexMap map) {
			scope = inSystem(map, map.getGameSystem(), type, scope);
		} else if (root instanceof Scenario scenario) {
			scope = inSystem(scenario, scenario.getGameSystem(), type, scope);
			scope = inMaps(scenario, type, scope);
			scope = inScenario(scenario, type, scope);
		}
		return scope;
	}

	/**
	 * Another file's root (a game system, a map), among the names the other visible files export.
	 * This file's own names (10,000 rows of a large set-up) are not gathered for it, as the whole
	 * index's scope would where this file is read beside the others.
	 */
	private IScope inOtherFiles(Resource resource, EReference reference) {
		IResourceDescriptions index = indexOf.getResourceDescriptions(resource);
		IResourceDescription own = descriptions.getResourceDescription(resource);
		List<IEObjectDescription> roots = new ArrayList<>();
		for (IContainer container : containers.getVisibleContainers(own, index)) {
			for (IResourceDescription file : container.getResourceDescriptions()) {
				if (!file.getURI().equals(resource.getURI())) {
					file.getExportedObjectsByType(reference.getEReferenceType()).forEach(roots::add);
				}
			}
		}
		return recordingImports(resource, new SimpleScope(IScope.NULLSCOPE, roots));
	}

	/**
	 * A scope whose looked-up names become the file's imported names, so that a file appearing
	 * later that exports one (the map, game system or day before, copied in after this file) has
	 * this one linked anew. Xtext's own wrapper logs each listing of all names (the "Known: ..." of
	 * an unresolved name's message); this one only records.
	 */
	private static IScope recordingImports(Resource resource, IScope scope) {
		java.util.Set<QualifiedName> imported = ImportedNamesAdapter.findOrInstall(resource).getImportedNames();
		return new IScope() {
			@Override
			public IEObjectDescription getSingleElement(QualifiedName name) {
				imported.add(name.toLowerCase());
				return scope.getSingleElement(name);
			}

			@Override
			public Iterable<IEObjectDescription> getElements(QualifiedName name) {
				imported.add(name.toLowerCase());
				return scope.getElements(name);
			}

			@Override
			public IEObjectDescription getSingleElement(EObject object) {
				return scope.getSingleElement(object);
			}

			@Override
			public Iterable<IEObjectDescription> getElements(EObject object) {
				return scope.getElements(object);
			}

			@Override
			public Iterable<IEObjectDescription> getAllElements() {
				return scope.getAllElements();
			}
		};
	}

	private IScope inSystem(EObject root, GameSystem system, EClass type, IScope outer) {
		if (system == null || system.eIsProxy() || !isSystemContent(type)) {
			return outer;
		}
		List<IEObjectDescription> elements = cache.get(Tuples.create("system", system, type), root.eResource(),
				() -> describe(system, type));
		return elements.isEmpty() ? outer : new SimpleScope(outer, elements);
	}

	private IScope inMaps(Scenario scenario, EClass type, IScope outer) {
		if (!accepts(type, MODEL.getRegion()) && !accepts(type, MODEL.getMapPath()) && !accepts(type, MODEL.getMapSide())) {
			return outer;
		}
		List<IEObjectDescription> elements = cache.get(Tuples.create("maps", scenario, type), scenario.eResource(), () -> {
			// A plain name is the first sheet's that has it (and only that one's, so that the serializer
			// writes another sheet's element of that name qualified); every element is sheet:name too.
			List<IEObjectDescription> found = new ArrayList<>();
			List<IEObjectDescription> qualified = new ArrayList<>();
			java.util.Set<org.eclipse.xtext.naming.QualifiedName> plain = new java.util.HashSet<>();
			for (SheetPlacement sheet : scenario.getSheets()) {
				HexMap map = sheet.getMap();
				if (map != null && !map.eIsProxy()) {
					for (IEObjectDescription element : describe(map, type)) {
						if (plain.add(element.getName())) {
							found.add(element);
						}
						qualified.add(EObjectDescription.create(Board.idOf(sheet) + ":" + element.getName(), element.getEObjectOrProxy()));
					}
				}
			}
			found.addAll(qualified);
			return found;
		});
		return elements.isEmpty() ? outer : new SimpleScope(outer, elements);
	}

	private IScope inScenario(Scenario scenario, EClass type, IScope outer) {
		if (!accepts(type, MODEL.getUnit()) && !accepts(type, MODEL.getSide())) {
			return outer;
		}
		List<IEObjectDescription> elements = cache.get(Tuples.create("scenario", type), scenario.eResource(),
				() -> describe(scenario, type));
		return elements.isEmpty() ? outer : new SimpleScope(outer, elements);
	}

	private static boolean isSystemContent(EClass type) {
		for (EReference containment : MODEL.getGameSystem().getEAllContainments()) {
			EClass content = containment.getEReferenceType();
			if (accepts(type, content) || content.isSuperTypeOf(type)) {
				return true;
			}
		}
		return false;
	}

	/** Whether a reference of this type may point at an instance of that class; EObject takes any. */
	private static boolean accepts(EClass type, EClass target) {
		return type == EcorePackage.Literals.EOBJECT || type.isSuperTypeOf(target);
	}

	/** The named elements of a type under a root, by simple name; the first of a name wins. */
	private static List<IEObjectDescription> describe(EObject root, EClass type) {
		List<IEObjectDescription> found = new ArrayList<>();
		for (NamedElement element : EcoreUtil2.eAllOfType(root, NamedElement.class)) {
			if (element != root && element.getName() != null && accepts(type, element.eClass())
					&& !element.getName().contains(".")) {
				found.add(EObjectDescription.create(element.getName(), element));
			}
		}
		return found;
	}
}
