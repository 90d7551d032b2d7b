package org.banneret.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.banneret.model.NamedElement;
import org.banneret.model.Scenario;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.validation.RuleCatalog;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.LineAndColumn;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;

/** Gathers the findings of the language and of the rules engine for the files of a workspace. */
final class Findings {

	static final String SYNTAX = "LANG-SYNTAX";
	static final String REFERENCE = "LANG-REFERENCE";
	static final String MODEL = "LANG-MODEL";

	private Findings() {
	}

	static List<Finding> of(Workspace workspace, Map<String, String> variants) {
		List<Finding> findings = new ArrayList<>();
		for (Resource resource : workspace.inputs) {
			String file = fileOf(resource.getURI());
			for (Issue issue : ((XtextResource) resource).getResourceServiceProvider().getResourceValidator()
					.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl)) {
				findings.add(new Finding(languageRule(issue), issue.getSeverity().name().toLowerCase(), issue.getMessage(),
						"", file, orOne(issue.getLineNumber()), orOne(issue.getColumn()), List.of(), List.of(), null));
			}
			boolean broken = ((XtextResource) resource).getParseResult().hasSyntaxErrors();
			for (EObject root : resource.getContents()) {
				if (root instanceof Scenario scenario && !broken) {
					for (RuleDiagnostic found : RuleCatalog.engine().validate(scenario, variants).diagnostics()) {
						findings.add(toFinding(found, file));
					}
				}
			}
		}
		findings.sort(java.util.Comparator.comparing(Finding::file).thenComparingInt(Finding::line)
				.thenComparingInt(Finding::column).thenComparing(Finding::ruleId));
		return findings;
	}

	private static Finding toFinding(RuleDiagnostic found, String file) {
		LineAndColumn at = locate(found.element(), found.feature(), found.index());
		List<String> elements = found.elements().stream().map(Findings::name).toList();
		return new Finding(found.rule().id(), found.severity().name().toLowerCase(), found.message(),
				found.rule().citation(), file, at.getLine(), at.getColumn(), found.hexes(), elements, found.waivedBecause());
	}

	/** The line and column of a feature's text (or one entry of it), else of the element. */
	static LineAndColumn locate(EObject element, org.eclipse.emf.ecore.EStructuralFeature feature, int index) {
		INode node = null;
		if (feature != null) {
			List<INode> nodes = NodeModelUtils.findNodesForFeature(element, feature);
			if (!nodes.isEmpty()) {
				node = nodes.get(index >= 0 && index < nodes.size() ? index : 0);
			}
		}
		if (node == null) {
			node = NodeModelUtils.findActualNodeFor(element);
		}
		if (node == null) {
			return LineAndColumn.from(1, 1);
		}
		int offset = firstTokenOffset(node);
		ICompositeNode root = node.getRootNode();
		return NodeModelUtils.getLineAndColumn(root, offset);
	}

	private static int firstTokenOffset(INode node) {
		for (ILeafNode leaf : node.getLeafNodes()) {
			if (!leaf.isHidden()) {
				return leaf.getOffset();
			}
		}
		return node.getOffset();
	}

	private static String name(EObject element) {
		String display = DisplayNames.of(element);
		if (display != null) {
			return display;
		}
		return element instanceof NamedElement named && named.getName() != null ? named.getName() : element.eClass().getName();
	}

	private static String languageRule(Issue issue) {
		if (issue.isSyntaxError()) {
			return SYNTAX;
		}
		return issue.getCode() != null && issue.getCode().endsWith("Linking") ? REFERENCE : MODEL;
	}

	static String fileOf(URI uri) {
		return uri.isFile() ? uri.toFileString() : uri.toString();
	}

	private static int orOne(Integer value) {
		return value == null ? 1 : value;
	}
}
