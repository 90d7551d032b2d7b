package org.banneret.dsl.ide.server;

import java.util.List;
import java.util.Set;

import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.SemanticTokensCapabilities;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;

import com.google.inject.Singleton;

/**
 * The semantic token types the client takes, as its initialisation says; every type when it names
 * none. Banneret Studio colours keywords and numbers as one types and asks for the names only, so
 * the server does not find the tens of thousands of keywords of a large scenario for it.
 */
@Singleton
public class ClientTokenTypes {

	private volatile Set<String> wanted;

	/** Reads what the client says it takes. */
	public void initialize(InitializeParams params) {
		TextDocumentClientCapabilities text = params.getCapabilities() == null ? null
				: params.getCapabilities().getTextDocument();
		SemanticTokensCapabilities tokens = text == null ? null : text.getSemanticTokens();
		List<String> types = tokens == null ? null : tokens.getTokenTypes();
		wanted = types == null || types.isEmpty() ? null : Set.copyOf(types);
	}

	public boolean wants(String tokenType) {
		Set<String> types = wanted;
		return types == null || types.contains(tokenType);
	}
}
