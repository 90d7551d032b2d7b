package org.banneret.dsl.linking;

import java.util.Iterator;

import org.banneret.dsl.resource.BanneretResource;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.Notifier;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.InternalEList;
import org.eclipse.xtext.diagnostics.IDiagnosticConsumer;
import org.eclipse.xtext.linking.impl.LinkingDiagnosticProducer;
import org.eclipse.xtext.linking.lazy.LazyLinker;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.util.concurrent.IUnitOfWork;

import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.Multimap;

/**
 * Xtext's lazy linker, which after an edit read in place links only the elements the parser made
 * anew, and those whose links led into the edited statement. Xtext links the whole model again
 * after any edit, and every name a large set-up had resolved (10,000 unit types) would be looked
 * up again on its next use; the other elements and their links are unchanged. Neither kind is
 * searched for among all elements: the resource knows where the new statement stands and which
 * elements link within the file.
 */
public class EditedElementsLinker extends LazyLinker {

	/**
	 * Marks each element once linked, so that after an edit read in place the unmarked ones are
	 * the parser's new ones. One mark for all: it keeps no target, so it holds no model alive.
	 */
	private static final Adapter LINKED = new Adapter() {
		@Override
		public void notifyChanged(Notification notification) {
		}

		@Override
		public Notifier getTarget() {
			return null;
		}

		@Override
		public void setTarget(Notifier target) {
		}

		@Override
		public boolean isAdapterForType(Object type) {
			return type == EditedElementsLinker.class;
		}
	};

	/** In place, the kept links keep what their lazy proxies need to resolve (Xtext forgets it before linking anew). */
	@Override
	protected void beforeModelLinked(EObject model, IDiagnosticConsumer consumer) {
		if (!readInPlace(model)) {
			super.beforeModelLinked(model, consumer);
		}
	}

	@Override
	protected void doLinkModel(EObject model, IDiagnosticConsumer consumer) {
		if (!readInPlace(model)) {
			super.doLinkModel(model, consumer);
			for (TreeIterator<EObject> elements = getAllLinkableContents(model); elements.hasNext();) {
				mark(elements.next());
			}
			return;
		}
		BanneretResource resource = (BanneretResource) model.eResource();
		Multimap<EStructuralFeature.Setting, INode> queued = ArrayListMultimap.create();
		LinkingDiagnosticProducer producer = new LinkingDiagnosticProducer(consumer);
		getCache().execWithoutCacheClear(resource, new IUnitOfWork.Void<Resource>() {
			@Override
			public void process(Resource state) {
				EObject made = resource.replacement();
				if (made != null && !isMarked(made)) {
					for (TreeIterator<EObject> elements = getAllLinkableContents(made); elements.hasNext();) {
						link(elements.next(), resource, producer, queued);
					}
				}
				for (EObject element : resource.linkingWithin()) {
					if (isMarked(element) && linksIntoEdit(element)) {
						clearReferences(element);
						link(element, resource, producer, queued);
					}
				}
			}
		});
		installQueuedLinks(queued);
	}

	private void link(EObject element, BanneretResource resource, LinkingDiagnosticProducer producer,
			Multimap<EStructuralFeature.Setting, INode> queued) {
		mark(element);
		installProxies(element, producer, queued);
		resource.linkedInPlace(element);
	}

	/**
	 * Whether an element of before the edit holds a link to an element the edit replaced: the old
	 * element was unloaded into a proxy of its place, which would find whatever now stands there,
	 * whatever its name. Linked again, the link looks for the name.
	 */
	private boolean linksIntoEdit(EObject element) {
		Resource resource = element.eResource();
		for (EReference reference : element.eClass().getEAllReferences()) {
			if (reference.isContainment() || reference.isContainer() || reference.isDerived() || !element.eIsSet(reference)) {
				continue;
			}
			Object value = element.eGet(reference, false);
			if (reference.isMany()) {
				for (Iterator<?> targets = ((InternalEList<?>) value).basicIterator(); targets.hasNext();) {
					if (isUnloaded(targets.next(), resource)) {
						return true;
					}
				}
			} else if (isUnloaded(value, resource)) {
				return true;
			}
		}
		return false;
	}

	/** Whether a link's target is an element of the resource turned into a proxy of its place. */
	private boolean isUnloaded(Object target, Resource resource) {
		URI proxy = target instanceof InternalEObject internal ? internal.eProxyURI() : null;
		return proxy != null && proxy.trimFragment().equals(resource.getURI())
				&& !getEncoder().isCrossLinkFragment(resource, proxy.fragment());
	}

	private static void mark(EObject element) {
		if (!isMarked(element)) {
			element.eAdapters().add(LINKED);
		}
	}

	private static boolean isMarked(EObject element) {
		return element.eAdapters().contains(LINKED);
	}

	private static boolean readInPlace(EObject model) {
		return model.eResource() instanceof BanneretResource resource && resource.readInPlace();
	}

}
