/*
 * The second recommendation engine's array and the engine's decisions are
 * refreshed "on a recalculate event": something the visitor did changed what fits
 * them (consent given, a product added). Never on load, so hydration never swaps
 * content; only after the visitor's own action.
 */

export const RECALCULATE_EVENT = 'ridgeline:recalculate';

/** Announces that what the visitor should be shown may have changed. */
export function requestRecalculate(): void {
  window.dispatchEvent(new Event(RECALCULATE_EVENT));
}
