/*
 * The image CDN's contract (spec: quality 50, double-resolution sizing). The
 * image route and the mock CDN refuse widths outside these bounds, and the
 * srcset builder never asks for one, so both sides read the same numbers.
 */
export const IMAGE_MIN_WIDTH = 16;
export const IMAGE_MAX_WIDTH = 2400;
export const IMAGE_QUALITY = 50;
