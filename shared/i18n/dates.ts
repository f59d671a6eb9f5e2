const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (an ISO date or timestamp) in the locale's own style: 'March 4, 2026',
 * '4. März 2026', '4. mars 2026'. Read in UTC, so the worker and the browser agree on the day.
 */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
