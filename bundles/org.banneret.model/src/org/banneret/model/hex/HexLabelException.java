package org.banneret.model.hex;

/** Thrown when a string is not a hex label of the expected scheme; the message quotes it. */
public class HexLabelException extends IllegalArgumentException {

	private static final long serialVersionUID = 1L;

	public HexLabelException(String message) {
		super(message);
	}
}
