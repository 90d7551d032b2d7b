package org.banneret.model.hex;

/**
 * A point on the drawn or printed map, with y pointing down, in whatever unit
 * the {@link HexLayout} size is given in (pixels, millimetres).
 */
public record PixelPoint(double x, double y) {
}
