package org.banneret.model.validation;

import org.eclipse.emf.common.util.Diagnostic;

/**
 * An EMF diagnostic that names its check by a stable code and carries the finding's details, so
 * that the language's issues, the language server's diagnostics, the command line and the
 * Studio's markers show the same code, citation and waiver without parsing the message.
 */
public interface DetailedDiagnostic extends Diagnostic {

	FindingDetails details();
}
