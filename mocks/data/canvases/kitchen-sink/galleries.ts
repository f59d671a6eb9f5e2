import type { CanvasContext } from '../context';

/** The kitchen-sink section for this block family: every type at least once. */
export function galleriesBlocks(_ctx: CanvasContext): unknown[] {
  return [];
}
