import type { OpeningHours } from '../location/schemas/stores';

/*
 * A store's week, worded for the shopper: day names and times in their language's forms, on the
 * store's own clock (a store's hours are where it stands, not where the shopper is).
 */

/** One day of a store's week: its name in the locale, and its hours (null: closed). */
export interface DayHours {
  /** ISO day: 1 is Monday, 7 Sunday. */
  day: number;
  name: string;
  hours: string | null;
}

// 2024-01-01 was a Monday: day n of the ISO week is that date plus n - 1 days.
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** A store's clock time ('20:00') in the locale's form ('8:00 PM', '20:00', '20 h 00'). */
function clockTime(time: string, format: Intl.DateTimeFormat): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  // ICU versions differ on the space before AM/PM (plain, no-break or narrow), and workerd's and
  // the browser's differ: always one no-break space, or hydration breaks on it.
  return format.format(new Date(MONDAY + (hours * 60 + minutes) * 60_000)).replace(/[\s\u202f]/g, '\u00a0');
}

/** The seven days from Monday, each with its hours in the locale's words. */
export function weekHours(openingHours: readonly OpeningHours[], locale: string): DayHours[] {
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const open = openingHours.find((entry) => entry.day === day);
    return { day, name: dayName.format(new Date(MONDAY + (day - 1) * DAY_MS)), hours: open ? `${clockTime(open.opens, time)}–${clockTime(open.closes, time)}` : null };
  });
}

const ISO_DAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Which ISO day it is at `now` in a time zone (a store in Oslo may already be in Tuesday). */
export function isoDayIn(timeZone: string, now: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  return ISO_DAYS[name] ?? 1;
}
