package org.banneret.dsl.resource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import org.banneret.dsl.parser.GridRowsReparser;
import org.banneret.dsl.parser.SyntaxErrorCascades;
import org.banneret.model.validation.EditsReadInPlace;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.linking.lazy.LazyLinkingResource;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.util.SimpleAttributeResolver;
import org.eclipse.xtext.util.Triple;

/**
 * The language's resource: it reports a syntax mistake, not the errors that only follow from it
 * ({@link SyntaxErrorCascades}), and it tells the linker when an edit was read in place, and a
 * check of the reading before what the edit changed ({@link EditsReadInPlace}).
 */
public class BanneretResource extends LazyLinkingResource implements EditsReadInPlace {

	private IParseResult cascadesOf;
	private Set<INode> cascades = Set.of();
	private boolean updating;
	private boolean rootKept;
	private long readings;
	private List<EObject> linkedInPlace;
	/** Where the statement an edit read in place stood: its container, feature and index. */
	private EObject replacedIn;
	private EStructuralFeature replacedAs;
	private int replacedAt;
	/** The names the replaced statement gave its elements, in order. */
	private List<String> replacedNames = List.of();
	/** The elements whose resolved links lead to elements of this file: only they can link into an edit. */
	private final Set<EObject> linkingWithin = Collections.newSetFromMap(new IdentityHashMap<>());

	@Override
	protected void addSyntaxDiagnostic(List<Diagnostic> diagnostics, INode error) {
		IParseResult result = getParseResult();
		if (result != cascadesOf) {
			cascadesOf = result;
			cascades = result == null ? Set.of() : SyntaxErrorCascades.of(result);
		}
		if (!cascades.contains(error)) {
			super.addSyntaxDiagnostic(diagnostics, error);
		}
	}

	@Override
	public void update(int offset, int replacedTextLength, String newText) {
		updating = true;
		replacedIn = null;
		replacedNames = List.of();
		try {
			super.update(offset, replacedTextLength, newText);
		} finally {
			updating = false;
			rootKept = false;
		}
	}

	@Override
	protected void updateInternalState(IParseResult oldParseResult, IParseResult newParseResult) {
		// A statement that names other elements than before may change what any link finds: linked anew, as after a whole reading.
		// A grid's new value is not told element by element: read as a whole reading, though the elements stay.
		rootKept = updating && !(newParseResult instanceof GridRowsReparser.GridReading) && oldParseResult != null && oldParseResult.getRootASTElement() != null
				&& oldParseResult.getRootASTElement() == newParseResult.getRootASTElement() && replacedNames.equals(names(replacement()));
		super.updateInternalState(oldParseResult, newParseResult);
	}

	@Override
	protected void updateInternalState(IParseResult newParseResult) {
		readings++;
		linkedInPlace = rootKept ? new ArrayList<>() : null;
		if (!rootKept) {
			synchronized (this) {
				linkingWithin.clear(); // every element is new, and links anew
			}
		}
		super.updateInternalState(newParseResult);
	}

	/** Notes the statement an edit's reading replaces, before the parser puts the new one in its place. */
	void replacing(EObject statement) {
		replacedIn = statement.eContainer();
		replacedAs = statement.eContainingFeature();
		replacedAt = replacedIn != null && replacedAs.isMany() ? ((List<?>) replacedIn.eGet(replacedAs, false)).indexOf(statement) : -1;
		replacedNames = replacedIn == null ? List.of() : names(statement); // a whole reading makes a new root: no names to compare
	}

	/** The names a statement and the elements in it have, each with its element's class, in order. */
	private static List<String> names(EObject statement) {
		if (statement == null) {
			return List.of();
		}
		List<String> names = new ArrayList<>();
		for (var elements = EcoreUtil.getAllProperContents(List.of(statement), false); elements.hasNext();) {
			EObject element = (EObject) elements.next();
			String name = SimpleAttributeResolver.NAME_RESOLVER.apply(element);
			if (name != null) {
				names.add(element.eClass().getName() + ' ' + name);
			}
		}
		return names;
	}

	/**
	 * What stands where the statement the last edit's reading replaced stood: the parser's new
	 * statement, or, where it made none, the next one or null. Null after a whole reading.
	 */
	public EObject replacement() {
		if (replacedIn == null || replacedIn.eResource() != this) {
			return null;
		}
		Object value = replacedIn.eGet(replacedAs, false);
		if (replacedAt < 0) {
			return (EObject) value;
		}
		List<?> statements = (List<?>) value;
		return replacedAt < statements.size() ? (EObject) statements.get(replacedAt) : null;
	}

	@Override
	protected EObject getEObject(String uriFragment, Triple<EObject, EReference, INode> link) {
		EObject target = super.getEObject(uriFragment, link);
		if (target != null && target.eResource() == this) {
			linkingWithin.add(link.getFirst()); // under getEObject's lock
		}
		return target;
	}

	/**
	 * Makes proxies, as the file unloads, only of the elements a link from another file can lead
	 * to: the root and the elements with a name, as the index holds no others. The language
	 * server unloads a file before each check of it, and a proxy with its path for each of a large
	 * set-up's 40,000 elements was a seventh of the check and much of its garbage.
	 */
	@Override
	protected void unloaded(InternalEObject element) {
		if (element.eContainer() == null || SimpleAttributeResolver.NAME_RESOLVER.apply(element) != null) {
			super.unloaded(element);
		}
	}

	/** The elements, still in this file, whose resolved links lead to elements of this file; the others are forgotten. */
	public synchronized List<EObject> linkingWithin() {
		linkingWithin.removeIf(element -> element.eResource() != this);
		return new ArrayList<>(linkingWithin);
	}

	/** Notes an element the linker linked after an edit read in place: one the parser made anew, or one whose links led into the edit. */
	public void linkedInPlace(EObject element) {
		if (linkedInPlace != null) {
			linkedInPlace.add(element);
		}
	}

	@Override
	public long readings() {
		return readings;
	}

	@Override
	public List<EObject> changedInPlace() {
		return linkedInPlace == null ? null : Collections.unmodifiableList(linkedInPlace);
	}

	/**
	 * Whether the model is being linked after an edit the parser read in place ({@link #update}):
	 * only the edited statement's elements are new, the others are those of before, links and all.
	 */
	public boolean readInPlace() {
		return rootKept;
	}
}
