/*
 * An event's days as the join form offers them and the backend checks them: ISO calendar dates
 * (YYYY-MM-DD), read as dates, not instants, so no time zone can move a day.
 */

/** The longest event the form lists day by day; a longer span is a content mistake, not a festival. */
export const EVENT_MAX_DAYS = 31;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The day count since 1970 of an ISO date, or null when it is not a real calendar date. */
function dayNumber(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time / DAY_MS : null;
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return dayNumber(value) !== null;
}

/**
 * Every date from `startDate` to `endDate` inclusive; empty when either is not a date, the end
 * comes first, or the span passes EVENT_MAX_DAYS.
 * @example eventDays('2027-01-30', '2027-02-01') // ['2027-01-30', '2027-01-31', '2027-02-01']
 */
export function eventDays(startDate: string, endDate: string): string[] {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (start === null || end === null || end < start || end - start >= EVENT_MAX_DAYS) return [];
  return Array.from({ length: end - start + 1 }, (_, index) => new Date((start + index) * DAY_MS).toISOString().slice(0, 10));
}

/** The separator of attendingDays in the registration payload. */
export const ATTENDING_DAYS_SEPARATOR = ',';

/** The chosen days as the payload carries them: in calendar order, each once, comma-joined. */
export function joinAttendingDays(days: readonly string[]): string {
  return [...new Set(days)].sort().join(ATTENDING_DAYS_SEPARATOR);
}
