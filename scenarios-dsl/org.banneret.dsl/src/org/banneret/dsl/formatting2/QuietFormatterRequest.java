package org.banneret.dsl.formatting2;

import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.util.ExceptionAcceptor;

/**
 * A formatting request that leaves alone a region whose formatting rules conflict, instead of
 * logging the conflict: half-typed text and the change serializer's partial regions meet such
 * conflicts in normal use, one per keystroke or edit, and the layout there stays as written.
 */
public class QuietFormatterRequest extends FormatterRequest {

	public QuietFormatterRequest() {
		setExceptionHandler(ExceptionAcceptor.IGNORING);
	}
}
