package org.banneret.dsl.ide.server;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.validation.FindingDetails;
import org.eclipse.lsp4j.Diagnostic;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;

/** A diagnostic's code and finding details, whether it came in process or through JSON-RPC. */
public final class DiagnosticDetails {

	private DiagnosticDetails() {
	}

	/** The diagnostic's code, or null. */
	public static String code(Diagnostic diagnostic) {
		return diagnostic.getCode() == null ? null : diagnostic.getCode().getLeft();
	}

	public static FindingDetails of(Diagnostic diagnostic) {
		return FindingDetails.fromData(code(diagnostic), strings(diagnostic.getData()));
	}

	/** In process the data is the String[]; through JSON-RPC it arrives as a JSON array. */
	private static String[] strings(Object data) {
		if (data instanceof String[] array) {
			return array;
		}
		if (data instanceof Iterable<?> values) {
			List<String> list = new ArrayList<>();
			for (Object value : values) {
				list.add(value instanceof JsonPrimitive primitive ? primitive.getAsString()
						: value instanceof JsonElement json ? json.toString() : String.valueOf(value));
			}
			return list.toArray(String[]::new);
		}
		return null;
	}
}
