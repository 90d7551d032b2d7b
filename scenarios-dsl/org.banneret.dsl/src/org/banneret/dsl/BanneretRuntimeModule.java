package org.banneret.dsl;

import org.banneret.dsl.conversion.BanneretValueConverters;
import org.banneret.dsl.formatting2.BanneretFormatter;
import org.banneret.dsl.linking.BanneretLinkingDiagnostics;
import org.banneret.dsl.parser.BanneretSyntaxErrors;
import org.banneret.dsl.parser.StatementSalvagingParser;
import org.banneret.dsl.resource.BanneretDescriptionStrategy;
import org.banneret.dsl.resource.BanneretEObjectAtOffsetHelper;
import org.banneret.dsl.resource.BanneretResource;
import org.banneret.dsl.validation.BanneretDiagnosticConverter;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;
import org.eclipse.xtext.parser.antlr.ISyntaxErrorMessageProvider;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.IDefaultResourceDescriptionStrategy;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.validation.IDiagnosticConverter;

/** The language's own services, bound over Xtext's defaults. */
public class BanneretRuntimeModule extends AbstractBanneretRuntimeModule {

	@Override
	public Class<? extends IValueConverterService> bindIValueConverterService() {
		return BanneretValueConverters.class;
	}

	public Class<? extends ILinkingDiagnosticMessageProvider> bindILinkingDiagnosticMessageProvider() {
		return BanneretLinkingDiagnostics.class;
	}

	public Class<? extends IDiagnosticConverter> bindIDiagnosticConverter() {
		return BanneretDiagnosticConverter.class;
	}

	public Class<? extends IDefaultResourceDescriptionStrategy> bindIDefaultResourceDescriptionStrategy() {
		return BanneretDescriptionStrategy.class;
	}

	public Class<? extends org.eclipse.xtext.formatting2.FormatterRequest> bindFormatterRequest() {
		return org.banneret.dsl.formatting2.QuietFormatterRequest.class;
	}

	public Class<? extends IFormatter2> bindIFormatter2() {
		return BanneretFormatter.class;
	}

	public Class<? extends EObjectAtOffsetHelper> bindEObjectAtOffsetHelper() {
		return BanneretEObjectAtOffsetHelper.class;
	}

	public Class<? extends ISyntaxErrorMessageProvider> bindISyntaxErrorMessageProvider() {
		return BanneretSyntaxErrors.class;
	}

	/** A damaged statement is set aside, so that the lines after it read as written. */
	@Override
	public Class<? extends org.eclipse.xtext.parser.IParser> bindIParser() {
		return StatementSalvagingParser.class;
	}

	/** A reparse numbers again only the nodes whose offsets changed. */
	public Class<? extends org.eclipse.xtext.nodemodel.impl.NodeModelBuilder> bindNodeModelBuilder() {
		return org.banneret.dsl.parser.OffsetKeepingNodeModelBuilder.class;
	}

	/** A reparse of a large file turns the old model into proxies without searching each list for each element. */
	public Class<? extends org.eclipse.xtext.parser.antlr.IReferableElementsUnloader> bindIReferableElementsUnloader() {
		return org.banneret.dsl.resource.PathUnloader.class;
	}

	/** An edit read in place links only what the parser made anew. */
	@Override
	public Class<? extends org.eclipse.xtext.linking.ILinker> bindILinker() {
		return org.banneret.dsl.linking.EditedElementsLinker.class;
	}

	/** Nothing is generated: a build validates each file once, for its findings. */
	public Class<? extends org.eclipse.xtext.generator.IShouldGenerate> bindIShouldGenerate() {
		return org.banneret.dsl.generator.NothingToGenerate.class;
	}

	@Override
	public Class<? extends XtextResource> bindXtextResource() {
		return BanneretResource.class;
	}
}
