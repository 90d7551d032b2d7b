package org.banneret.model.edit.labels;

import org.banneret.model.naming.DisplayNames;
import org.banneret.model.provider.BanneretItemProviderAdapterFactory;
import org.banneret.model.provider.AreaPlacementItemProvider;
import org.banneret.model.provider.EdgePlacementItemProvider;
import org.banneret.model.provider.HexMapItemProvider;
import org.banneret.model.provider.HexPlacementItemProvider;
import org.banneret.model.provider.RegionPlacementItemProvider;
import org.banneret.model.provider.ReinforcementPlacementItemProvider;
import org.banneret.model.provider.ScenarioItemProvider;
import org.banneret.model.provider.SideItemProvider;
import org.banneret.model.provider.UnitItemProvider;
import org.banneret.model.provider.UnitTypeItemProvider;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.emf.edit.provider.resource.ResourceItemProviderAdapterFactory;

/**
 * The generated item providers, with the labels a designer reads at a glance
 * ({@link DisplayNames}) for the elements that need more than a name. Generation gap:
 * the generated factory and providers stay as generated.
 */
public class DesignerLabelAdapterFactory extends BanneretItemProviderAdapterFactory {

	/** The adapter factory the editors and views use: resources, Banneret objects, anything else. */
	public static ComposedAdapterFactory create() {
		return new ComposedAdapterFactory(new AdapterFactory[] {
				new ResourceItemProviderAdapterFactory(),
				new DesignerLabelAdapterFactory(),
				new ReflectiveItemProviderAdapterFactory() });
	}

	@Override
	public Adapter createUnitAdapter() {
		if (unitItemProvider == null) {
			unitItemProvider = new UnitItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return unitItemProvider;
	}

	@Override
	public Adapter createSideAdapter() {
		if (sideItemProvider == null) {
			sideItemProvider = new SideItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return sideItemProvider;
	}

	@Override
	public Adapter createScenarioAdapter() {
		if (scenarioItemProvider == null) {
			scenarioItemProvider = new ScenarioItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return scenarioItemProvider;
	}

	@Override
	public Adapter createHexMapAdapter() {
		if (hexMapItemProvider == null) {
			hexMapItemProvider = new HexMapItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return hexMapItemProvider;
	}

	@Override
	public Adapter createUnitTypeAdapter() {
		if (unitTypeItemProvider == null) {
			unitTypeItemProvider = new UnitTypeItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return unitTypeItemProvider;
	}

	@Override
	public Adapter createHexPlacementAdapter() {
		if (hexPlacementItemProvider == null) {
			hexPlacementItemProvider = new HexPlacementItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return hexPlacementItemProvider;
	}

	@Override
	public Adapter createAreaPlacementAdapter() {
		if (areaPlacementItemProvider == null) {
			areaPlacementItemProvider = new AreaPlacementItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return areaPlacementItemProvider;
	}

	@Override
	public Adapter createRegionPlacementAdapter() {
		if (regionPlacementItemProvider == null) {
			regionPlacementItemProvider = new RegionPlacementItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return regionPlacementItemProvider;
	}

	@Override
	public Adapter createEdgePlacementAdapter() {
		if (edgePlacementItemProvider == null) {
			edgePlacementItemProvider = new EdgePlacementItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return edgePlacementItemProvider;
	}

	@Override
	public Adapter createReinforcementPlacementAdapter() {
		if (reinforcementPlacementItemProvider == null) {
			reinforcementPlacementItemProvider = new ReinforcementPlacementItemProvider(this) {
				@Override
				public String getText(Object object) {
					return DisplayNames.of((EObject) object);
				}
			};
		}
		return reinforcementPlacementItemProvider;
	}
}
