/** Events posted at once: a page's hydration reports every shown component in one request. */
export const MAX_TRACKED_EVENTS = 40;
/** The body limit of the events route; the browser splits a larger queue over several posts. */
export const MAX_TRACKED_EVENTS_BODY_BYTES = 32 * 1024;
