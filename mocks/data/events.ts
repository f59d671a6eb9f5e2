import type { EventDates } from '../../shared/events/rules';

/*
 * The events the backend takes registrations for, and the content pages the CMS shows each on.
 * Both read this one table, so a page never offers days or a guest the backend refuses. Places
 * count people: a member with a guest takes two.
 */

export interface SeededEvent extends EventDates {
  eventId: string;
  /** The content page whose canvas shows the event. */
  page: 'basecamp' | 'westend';
  /** How many people the event holds, guests included. */
  capacity: number;
}

export const SEEDED_EVENTS: readonly SeededEvent[] = [
  // A winter weekend of guided snowshoe walks and an avalanche-awareness evening: guests welcome.
  { eventId: 'BASECAMP-WINTER-2027', page: 'basecamp', startDate: '2027-01-15', endDate: '2027-01-17', enablePlusOne: true, capacity: 400 },
  // A small bouldering clinic on the flagship store's wall: members only, a handful of places.
  { eventId: 'WESTEND-BOULDERING-2027', page: 'westend', startDate: '2027-02-06', endDate: '2027-02-07', enablePlusOne: false, capacity: 4 },
];

/** A seeded event by its id. */
export const seededEvent = (eventId: string): SeededEvent | undefined => SEEDED_EVENTS.find((event) => event.eventId === eventId);
