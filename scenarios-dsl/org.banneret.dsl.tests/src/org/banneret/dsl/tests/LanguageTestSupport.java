package org.banneret.dsl.tests;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.banneret.dsl.ide.server.BanneretFormatting;
import org.banneret.dsl.validation.FindingCodes;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.ITextReplacement;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Inject;
import com.google.inject.Provider;

/** Parsing, validating and formatting text the way the language server does, for tests. */
public class LanguageTestSupport {

	@Inject
	private Provider<XtextResourceSet> resourceSets;
	@Inject
	private Provider<IFormatter2> formatters;
	@Inject
	private Provider<TextRegionAccessBuilder> regionAccessBuilders;

	@Inject
	private org.eclipse.xtext.conversion.IValueConverterService converters;
	@Inject
	private com.google.inject.Provider<FormatterRequest> formatterRequests;

	/** The language's value converters, as the map editor writes grids with them. */
	public org.eclipse.xtext.conversion.IValueConverterService converters() {
		return converters;
	}

	/** A resource set holding the built-in game systems and all examples. */
	public XtextResourceSet examples() {
		XtextResourceSet resourceSet = resourceSets.get();
		ExampleFiles.load(resourceSet);
		return resourceSet;
	}

	public XtextResourceSet empty() {
		return resourceSets.get();
	}

	/** Parses text as a file of the given name into the resource set, resolving its references. */
	public XtextResource parse(XtextResourceSet resourceSet, String fileName, String text) {
		XtextResource resource = (XtextResource) resourceSet.createResource(URI.createURI("test:/" + fileName));
		try {
			resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		EcoreUtil.resolveAll(resource);
		return resource;
	}

	public List<Issue> validate(Resource resource) {
		return ((XtextResource) resource).getResourceServiceProvider().getResourceValidator().validate(resource,
				CheckMode.ALL, CancelIndicator.NullImpl);
	}

	public List<Issue> errors(Resource resource) {
		return validate(resource).stream().filter(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR)
				.toList();
	}

	/** Errors of the language itself: syntax, names, the model's constraints; not the rules of the game. */
	public List<Issue> languageErrors(Resource resource) {
		return errors(resource).stream().filter(issue -> !isRuleFinding(issue)).toList();
	}

	/** Rule findings carry their rule's id as their code; the language's own findings a LANG- code. */
	public static boolean isRuleFinding(Issue issue) {
		return !FindingCodes.isLanguage(issue.getCode());
	}

	/** "line:column: message" for each issue, "line:column: [RULE-ID] message" for rule findings. */
	public static List<String> describe(List<Issue> issues) {
		List<String> lines = new ArrayList<>();
		for (Issue issue : issues) {
			lines.add(issue.getLineNumber() + ":" + issue.getColumn() + ": "
					+ (isRuleFinding(issue) ? "[" + issue.getCode() + "] " : "") + issue.getMessage());
		}
		return lines;
	}

	/**
	 * Formats the whole text of a parsed resource, as the editor's "Format Document" does; like
	 * the language server, it leaves a file with syntax errors as it is.
	 */
	public String format(XtextResource resource) {
		if (!BanneretFormatting.canFormat(resource)) {
			return resource.getParseResult().getRootNode().getText();
		}
		FormatterRequest request = formatterRequests.get(); // the language's own, as the editor's and the server's formatting get it
		request.setTextRegionAccess(regionAccessBuilders.get().forNodeModel(resource).create());
		request.setAllowIdentityEdits(false);
		List<ITextReplacement> replacements = new ArrayList<>(formatters.get().format(request));
		String text = resource.getParseResult().getRootNode().getText();
		replacements.sort((a, b) -> Integer.compare(b.getOffset(), a.getOffset()));
		StringBuilder formatted = new StringBuilder(text);
		for (ITextReplacement replacement : replacements) {
			formatted.replace(replacement.getOffset(), replacement.getEndOffset(), replacement.getReplacementText());
		}
		return formatted.toString();
	}

	public static EObject root(Resource resource) {
		return resource.getContents().isEmpty() ? null : resource.getContents().get(0);
	}

	public static Map<String, String> examplesByPath() {
		return ExampleFiles.all();
	}
}
