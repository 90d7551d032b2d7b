package org.banneret.dsl.ide.server;

import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolKindProvider;

/**
 * The kind of each outline entry, so that editors show a game system, a map, a side, a leader, a
 * unit type or a terrain each with its own icon.
 */
public class BanneretSymbolKinds extends DocumentSymbolKindProvider {

	private static final BanneretPackage MODEL = BanneretPackage.eINSTANCE;
	private static final Map<EClass, SymbolKind> KINDS = Map.ofEntries(
			Map.entry(MODEL.getGameSystem(), SymbolKind.Package),
			Map.entry(MODEL.getHexMap(), SymbolKind.Namespace),
			Map.entry(MODEL.getScenario(), SymbolKind.Module),
			Map.entry(MODEL.getSide(), SymbolKind.Struct),
			Map.entry(MODEL.getFormation(), SymbolKind.Struct),
			Map.entry(MODEL.getUnit(), SymbolKind.Variable),
			Map.entry(MODEL.getUnitType(), SymbolKind.Class),
			Map.entry(MODEL.getCounterTemplate(), SymbolKind.Class),
			Map.entry(MODEL.getTerrainType(), SymbolKind.EnumMember),
			Map.entry(MODEL.getFeatureType(), SymbolKind.EnumMember),
			Map.entry(MODEL.getHexsideFeatureType(), SymbolKind.EnumMember),
			Map.entry(MODEL.getUnitClass(), SymbolKind.Constant),
			Map.entry(MODEL.getNationality(), SymbolKind.Constant),
			Map.entry(MODEL.getLevelSlot(), SymbolKind.Constant),
			Map.entry(MODEL.getMarkerType(), SymbolKind.Constant),
			Map.entry(MODEL.getRegion(), SymbolKind.Object),
			Map.entry(MODEL.getMapPath(), SymbolKind.Array),
			Map.entry(MODEL.getMapSide(), SymbolKind.Field),
			Map.entry(MODEL.getSpecialRule(), SymbolKind.Event),
			Map.entry(MODEL.getVariantDefinition(), SymbolKind.Boolean));

	@Override
	protected SymbolKind getSymbolKind(EClass eClass) {
		for (EClass type = eClass; type != null; type = type.getESuperTypes().isEmpty() ? null : type.getESuperTypes().get(0)) {
			SymbolKind kind = KINDS.get(type);
			if (kind != null) {
				return kind;
			}
		}
		return SymbolKind.Property;
	}
}
