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

/** How a locale writes a date in digits: its order of day, month and year, and its separator. */
export type DateFormat = `${string}YYYY${string}`;

const numericFormats = new Map<string, DateFormat>();

/**
 * The numeric date pattern of a locale, as the platform's own locale data writes it: 'MM/DD/YYYY'
 * (en-us), 'DD/MM/YYYY' (en-gb), 'DD.MM.YYYY' (de, nb), 'YYYY-MM-DD' (Canada's standard, en-ca and fr-ca).
 */
export function dateFormatOf(locale: string): DateFormat {
  let format = numericFormats.get(locale);
  if (!format) {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2001, 1, 3)));
    const tokens: Partial<Record<string, string>> = { day: 'DD', month: 'MM', year: 'YYYY' };
    format = parts.map((part) => (part.type === 'literal' ? part.value : (tokens[part.type] ?? ''))).join('') as DateFormat;
    numericFormats.set(locale, format);
  }
  return format;
}

/** The letters a hint writes for day, month and year, in the page's language (TT, MM, JJJJ). */
export interface DateHintLetters {
  day: string;
  month: string;
  year: string;
}

/**
 * A date pattern as a hint in the page's language: 'DD.MM.YYYY' becomes 'TT.MM.JJJJ' in German,
 * 'DD.MM.ÅÅÅÅ' in Norwegian. Any other text is left as it stands.
 */
export function dateHint(format: string, letters: DateHintLetters): string {
  return format.replace(/YYYY|DD|MM/g, (token) => (token === 'YYYY' ? letters.year : token === 'DD' ? letters.day : letters.month));
}
