/*
 * Apart from ./dialog-ids.ts, which hydrates with every page: only pages with events and the
 * `#modal=` links (both loaded on demand) need these.
 */

/** The first part of every event's sign-up dialog id; `#modal=event-sign-up` opens the page's first event's. */
export const EVENT_SIGN_UP_DIALOG = 'event-sign-up';

/** The id of an event's sign-up dialog: one per event on the page. */
export const eventDialogId = (eventId: string) => `${EVENT_SIGN_UP_DIALOG}-${eventId}`;
