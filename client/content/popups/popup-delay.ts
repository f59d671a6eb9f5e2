/**
 * How long a pop-up waits, with nothing else open, before it docks and again before it expands,
 * unless its block says otherwise. A module of its own because both the manager and the view read
 * it, and the view is a chunk the manager loads: neither should import the other for it.
 */
export const DEFAULT_POPUP_DELAY_MS = 2000;
