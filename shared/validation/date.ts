import type { DateFormat, SignUpConfig } from '../site/sign-up-config';
import type { FieldIssue } from './field-issue';

/** The earliest date a date field takes, and what an empty date field stands for. */
export const MIN_DATE = '1900-01-01';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const iso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The order of day, month and year in a locale's format. */
const orderOf = (format: DateFormat) => format.match(/YYYY|DD|MM/g) ?? ['DD', 'MM', 'YYYY'];

/**
 * The ISO date (YYYY-MM-DD) a date typed in the locale's order names, or null when it does not
 * match the order or is no real day (31/04, 29/02 outside a leap year). Any of / . - separates the
 * parts, whichever the locale writes, as shoppers type what their keyboard makes easy.
 * @example parseDate('31.12.1990', 'DD.MM.YYYY') // '1990-12-31'
 */
export function parseDate(text: string, format: DateFormat): string | null {
  const order = orderOf(format);
  const group = (token: string) => (token === 'YYYY' ? '(\\d{4})' : '(\\d{2})');
  const match = new RegExp(`^${order.map(group).join('[./-]')}$`).exec(text.trim());
  if (!match) return null;
  const at = (token: string) => Number(match[order.indexOf(token) + 1]);
  const [day, month, year] = [at('DD'), at('MM'), at('YYYY')];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? iso(year, month, day) : null;
}

/** True for an ISO date (YYYY-MM-DD) that names a real day. */
export function isRealIsoDate(isoDate: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match !== null && parseDate(`${match[3]}/${match[2]}/${match[1]}`, 'DD/MM/YYYY') === isoDate;
}

/** An ISO date written in the locale's format, for a form prefilled from a profile. */
export function formatDateInput(isoDate: string, format: DateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return '';
  const [, year, month, day] = match;
  return format.replace(/YYYY|DD|MM/g, (token) => (token === 'YYYY' ? year! : token === 'DD' ? day! : month!));
}

/** The latest birth date of someone who has reached `minimalAge` on `today` (ISO, UTC). */
export function latestBirthDate(minimalAge: number, today: Date): string {
  return iso(today.getUTCFullYear() - minimalAge, today.getUTCMonth() + 1, today.getUTCDate());
}

/**
 * An ISO birth date against the site's rules: missing where the site requires one (PRO411),
 * before 1900 or younger than the site's minimal age (PRO410).
 */
export function validateBirthDateIso(isoDate: string | null | undefined, config: Pick<SignUpConfig, 'birthDateRequired' | 'minimalAge'>, today = new Date()): FieldIssue | null {
  if (!isoDate) return config.birthDateRequired ? { key: 'apiError.PRO411', errorId: 'PRO411' } : null;
  if (isoDate < MIN_DATE || isoDate > latestBirthDate(config.minimalAge, today)) {
    return { key: 'signUp.ageInvalid', errorId: 'PRO410', values: { age: config.minimalAge } };
  }
  return null;
}

/** A birth date as typed: the locale's format and a real date first, then the site's age rules. */
export function validateBirthDate(text: string, config: Pick<SignUpConfig, 'birthDateRequired' | 'minimalAge' | 'dateFormat'>, today = new Date()): FieldIssue | null {
  if (text.trim() === '') return validateBirthDateIso(null, config, today);
  const isoDate = parseDate(text, config.dateFormat);
  if (!isoDate) return { key: 'signUp.dateInvalid', values: { format: config.dateFormat } };
  return validateBirthDateIso(isoDate, config, today);
}
