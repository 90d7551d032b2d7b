package org.banneret.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.banneret.dsl.ide.LanguageFileSet;
import org.banneret.model.validation.FindingDetails;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;

/**
 * Gathers the findings of the language and of the rules engine for a set of language files, as
 * the language's validator reports them: the same codes and places an editor shows.
 */
final class Findings {

	private Findings() {
	}

	static List<Finding> of(LanguageFileSet files) {
		List<Finding> findings = new ArrayList<>();
		for (Resource resource : files.inputs()) {
			String file = fileOf(resource.getURI());
			for (Issue issue : ((XtextResource) resource).getResourceServiceProvider().getResourceValidator()
					.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl)) {
				findings.add(toFinding(issue, file));
			}
		}
		findings.sort(Comparator.comparing(Finding::file).thenComparingInt(Finding::line)
				.thenComparingInt(Finding::column).thenComparing(Finding::ruleId));
		return findings;
	}

	private static Finding toFinding(Issue issue, String file) {
		FindingDetails details = FindingDetails.fromData(issue.getCode(), issue.getData());
		String severity = details.severity().isEmpty() ? issue.getSeverity().name().toLowerCase() : details.severity();
		return new Finding(details.code(), severity, messageOf(issue, details), details.citation(), file,
				orOne(issue.getLineNumber()), orOne(issue.getColumn()), details.hexes(), details.elements(),
				details.waivedBecause());
	}

	/** The designer's message without the citation and waiver the diagnostic appends for editors. */
	private static String messageOf(Issue issue, FindingDetails details) {
		String message = issue.getMessage();
		if (details.isWaived()) {
			String waived = " Waived: " + details.waivedBecause();
			if (message.endsWith(waived)) {
				message = message.substring(0, message.length() - waived.length());
			}
		}
		String citation = " (" + details.citation() + ")";
		return !details.citation().isEmpty() && message.endsWith(citation)
				? message.substring(0, message.length() - citation.length()) : message;
	}

	static String fileOf(URI uri) {
		return uri.isFile() ? uri.toFileString() : uri.toString();
	}

	private static int orOne(Integer value) {
		return value == null ? 1 : value;
	}
}
