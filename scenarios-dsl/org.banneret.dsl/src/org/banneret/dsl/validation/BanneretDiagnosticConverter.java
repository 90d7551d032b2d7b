package org.banneret.dsl.validation;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.NamedElement;
import org.banneret.model.validation.DetailedDiagnostic;
import org.banneret.model.validation.FindingDetails;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.diagnostics.AbstractDiagnostic;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.validation.DiagnosticConverterImpl;
import org.eclipse.xtext.validation.Issue;
import org.eclipse.xtext.validation.Issue.IssueImpl;
import org.eclipse.xtext.diagnostics.Severity;

/**
 * Turns every diagnostic into an issue whose code names its check and whose data carries the
 * finding's {@link FindingDetails}; this is the one place where findings get their code and their
 * location, for the command line, the language server and the Studio alike.
 * <ul>
 * <li>A rule's finding keeps its rule id as its code; the language's own findings get a
 * {@link FindingCodes} code.</li>
 * <li>A diagnostic about one entry of a list feature ({object, feature, index}, EMF's data
 * convention) is placed on that entry, not on the list's first value.</li>
 * <li>A diagnostic about a whole element is placed on its name, or on its first line, rather than
 * on every line of a leader's block.</li>
 * </ul>
 */
public class BanneretDiagnosticConverter extends DiagnosticConverterImpl {

	@Override
	public void convertResourceDiagnostic(org.eclipse.emf.ecore.resource.Resource.Diagnostic diagnostic,
			Severity severity, IAcceptor<Issue> acceptor) {
		super.convertResourceDiagnostic(diagnostic, severity, issue -> {
			String code = diagnostic instanceof AbstractDiagnostic xtext && xtext.getCode() != null
					&& xtext.getCode().equals(org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC)
							? FindingCodes.REFERENCE
							: issue.isSyntaxError() ? FindingCodes.SYNTAX : FindingCodes.MODEL;
			IssueImpl coded = (IssueImpl) issue;
			coded.setCode(code);
			coded.setData(FindingDetails.of(code).toData());
			acceptor.accept(coded);
		});
	}

	/**
	 * A check that threw (Xtext's composite validator keeps the exception in the diagnostic's data)
	 * says what happened in words a user can act on, not "Error executing EValidator".
	 */
	@Override
	public void convertValidatorDiagnostic(Diagnostic diagnostic, IAcceptor<Issue> acceptor) {
		Throwable failure = diagnostic.getData().stream().filter(Throwable.class::isInstance).map(Throwable.class::cast)
				.findFirst().orElse(null);
		if (failure == null) {
			super.convertValidatorDiagnostic(diagnostic, acceptor);
			return;
		}
		super.convertValidatorDiagnostic(diagnostic, issue -> {
			((IssueImpl) issue).setMessage(failure instanceof OutOfMemoryError
					? "Banneret ran out of memory checking this file: it needs more than the "
							+ Runtime.getRuntime().maxMemory() / (1 << 20)
							+ " MB the Java heap may use. Run it with more, e.g. BANNERET_JAVA_OPTIONS=-Xmx4g."
					: "A check failed with " + failure + ", so this file's findings may be incomplete; please report it.");
			acceptor.accept(issue);
		});
	}

	@Override
	protected String getIssueCode(Diagnostic diagnostic) {
		return diagnostic instanceof DetailedDiagnostic detailed ? detailed.details().code() : FindingCodes.MODEL;
	}

	@Override
	protected IssueLocation getLocationData(Diagnostic diagnostic) {
		List<?> data = diagnostic.getData();
		if (gridCell(diagnostic) instanceof Integer cell && data.get(0) instanceof org.banneret.model.HexMap map) {
			IssueLocation location = cellLocation(map, (EStructuralFeature) data.get(1), cell);
			if (location != null) {
				return location;
			}
		}
		if (data.size() > 2 && data.get(0) instanceof EObject object && data.get(1) instanceof EStructuralFeature feature
				&& feature.isMany() && data.get(2) instanceof Integer index && index >= 0) {
			IssueLocation location = getLocationData(object, feature, index);
			if (location != null) {
				return location;
			}
		}
		if (data.size() == 1 && data.get(0) instanceof EObject element) {
			IssueLocation location = wholeElement(element);
			if (location != null) {
				return location;
			}
		}
		return super.getLocationData(diagnostic);
	}

	/** The cell index of a diagnostic about one cell of a map's terrain or elevation grid ({map, grid feature, index}); else null. */
	private static Integer gridCell(Diagnostic diagnostic) {
		List<?> data = diagnostic.getData();
		return data.size() > 2 && data.get(0) instanceof org.banneret.model.HexMap
				&& (data.get(1) == BanneretPackage.Literals.HEX_MAP__TERRAIN || data.get(1) == BanneretPackage.Literals.HEX_MAP__ELEVATION)
				&& data.get(2) instanceof Integer cell && cell >= 0 ? cell : null;
	}

	/** The code in the grid's rows that writes a cell; null where the text has none. */
	private IssueLocation cellLocation(org.banneret.model.HexMap map, EStructuralFeature grid, int cell) {
		List<INode> blocks = NodeModelUtils.findNodesForFeature(map, grid);
		org.banneret.model.grid.CellGrid cells = (org.banneret.model.grid.CellGrid) map.eGet(grid);
		if (blocks.isEmpty() || cells == null) {
			return null;
		}
		int[] region = org.banneret.dsl.conversion.BanneretValueConverters.gridCellRegion(blocks.get(0), cell / cells.columns(),
				cell % cells.columns());
		return region == null ? null : getLocationForNode(blocks.get(0), region[0], region[1]);
	}

	/** The hex of a grid cell's finding, so that the map marks it; the language's own code otherwise. */
	@Override
	protected String[] getIssueData(Diagnostic diagnostic) {
		if (diagnostic instanceof DetailedDiagnostic detailed) {
			return detailed.details().toData();
		}
		Integer cell = gridCell(diagnostic);
		if (cell != null) {
			org.banneret.model.HexMap map = (org.banneret.model.HexMap) diagnostic.getData().get(0);
			try {
				org.banneret.model.map.MapGeometry geometry = org.banneret.model.map.MapGeometry.of(map);
				String hex = geometry.label(geometry.bounds().hexAt(cell));
				return new FindingDetails(FindingCodes.MODEL, "", "", null, List.of(hex), List.of()).toData();
			} catch (RuntimeException e) {
				// a grid the map's geometry cannot place: the finding stays on its text
			}
		}
		return FindingDetails.of(FindingCodes.MODEL).toData();
	}

	/** The element's name, else its first line; null when it has no text. */
	private IssueLocation wholeElement(EObject element) {
		if (element instanceof NamedElement) {
			List<INode> names = NodeModelUtils.findNodesForFeature(element, BanneretPackage.Literals.NAMED_ELEMENT__NAME);
			if (!names.isEmpty()) {
				return getLocationForNode(names.get(0));
			}
		}
		INode node = NodeModelUtils.getNode(element);
		if (node == null) {
			return null;
		}
		int offset = node.getTextRegion().getOffset();
		String text = node.getRootNode().getText();
		int end = offset + node.getTextRegion().getLength();
		int lineEnd = text.indexOf('\n', offset);
		if (lineEnd >= 0 && lineEnd < end) {
			end = lineEnd;
		}
		while (end > offset && Character.isWhitespace(text.charAt(end - 1))) {
			end--;
		}
		return getLocationForNode(node, offset, end - offset);
	}
}
