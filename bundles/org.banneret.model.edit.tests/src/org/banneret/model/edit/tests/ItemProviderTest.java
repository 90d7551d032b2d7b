package org.banneret.model.edit.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Unit;
import org.banneret.model.edit.labels.DesignerLabelAdapterFactory;
import org.banneret.model.tests.StirlingFixture;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ItemProviderTest {

	private final ComposedAdapterFactory adapterFactory = DesignerLabelAdapterFactory.create();
	private final StirlingFixture stirling = new StirlingFixture();

	@AfterEach
	void dispose() {
		adapterFactory.dispose();
	}

	private String text(Object object) {
		return ((IItemLabelProvider) adapterFactory.adapt(object, IItemLabelProvider.class)).getText(object);
	}

	@Test
	void leaderLabelIsReadableAtAGlance() {
		assertEquals("Wallace (F2) - leader with banner, Scots, on 3318", text(stirling.wallace));
	}

	@Test
	void treeChildrenGetDesignerLabelsToo() {
		var content = (ITreeItemContentProvider) adapterFactory.adapt(stirling.wallace, ITreeItemContentProvider.class);
		var labels = content.getChildren(stirling.wallace).stream()
				.filter(Unit.class::isInstance).map(this::text).toList();
		assertEquals("4 x INF [0] - infantry, Scots, within 1 of 3318", labels.get(0));
		assertEquals(4, labels.size());
	}

	@Test
	void elementsWithoutADesignerLabelKeepTheGeneratedOne() {
		assertEquals("Terrain Type river", text(stirling.river));
	}

	@Test
	void everyAttributeOfEveryClassHasAPropertyDescriptor() {
		Set<String> missing = new TreeSet<>();
		for (var classifier : BanneretPackage.eINSTANCE.getEClassifiers()) {
			if (!(classifier instanceof EClass eClass) || eClass.isAbstract() || eClass.isInterface()) {
				continue;
			}
			EObject object = EcoreUtil.create(eClass);
			var source = (IItemPropertySource) adapterFactory.adapt(object, IItemPropertySource.class);
			assertNotNull(source, eClass.getName());
			Set<Object> described = source.getPropertyDescriptors(object).stream()
					.map(d -> d.getFeature(object)).collect(Collectors.toSet());
			for (EAttribute attribute : eClass.getEAllAttributes()) {
				if (!described.contains(attribute)) {
					missing.add(eClass.getName() + "." + attribute.getName());
				}
			}
		}
		assertTrue(missing.isEmpty(), "attributes with no property descriptor: " + missing);
	}

	@Test
	void propertyDescriptorsEditTheModel() {
		var source = (IItemPropertySource) adapterFactory.adapt(stirling.wallace, IItemPropertySource.class);
		IItemPropertyDescriptor fatigue = source.getPropertyDescriptors(stirling.wallace).stream()
				.filter(d -> d.getFeature(stirling.wallace) == BanneretPackage.Literals.UNIT__FATIGUE).findFirst()
				.orElseThrow();
		fatigue.setPropertyValue(stirling.wallace, 5);
		assertEquals(5, stirling.wallace.getFatigue());
		assertEquals("Wallace (F5) - leader with banner, Scots, on 3318", text(stirling.wallace));
	}
}
