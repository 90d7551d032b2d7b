package org.banneret.model.hex;

/** The families of printed hex labels a {@link LabelSpec} can describe. */
public enum LabelKind {

	/** Column number then row number, as in "0718" or, with unpadded columns, "718". */
	NUMERIC,

	/** Column letters then row number, as in "B07" or "AA12". */
	ALPHA_COLUMN,

	/** A board or sheet prefix then an alpha-column label, as in "3B07". */
	BOARD_PREFIXED
}
