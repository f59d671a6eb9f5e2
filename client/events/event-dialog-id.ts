/** The id of an event's sign-up dialog: one per event on the page. */
export const eventDialogId = (eventId: string) => `event-sign-up-${eventId}`;
