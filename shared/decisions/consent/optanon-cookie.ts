import { isConsentCategory, OPTIONAL_CATEGORIES, type ConsentCategory, type OptionalCategory } from './categories';

/** OneTrust's consent cookie; our own banner writes it in the same format. */
export const OPTANON_COOKIE = 'OptanonConsent';
/** One year, as OneTrust sets it. */
export const OPTANON_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const OPTANON_VERSION = '202409.1.0';

/** What a readable OptanonConsent cookie says. */
export interface OptanonConsent {
  /** Every group in the cookie, our categories and any others OneTrust keeps (IAB stacks, C0005…). */
  groups: ReadonlyMap<string, boolean>;
  /** The categories of ours the cookie grants; C0001 is always in. */
  granted: ConsentCategory[];
}

const GROUP_ENTRY = /^([A-Za-z0-9]+):([01])$/;

function decodeFormComponent(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The raw value of one cookie from a Cookie header. Read without decoding:
 * OptanonConsent is itself URL-encoded pairs, and decoding the whole value
 * first would turn an encoded `&` inside a field into a pair separator.
 */
export function readRawCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return null;
}

/**
 * Parses `isGpcEnabled=0&datestamp=…&groups=C0001%3A1%2CC0002%3A0…`.
 * Anything malformed (bad encoding, no groups, an entry that is not `id:0|1`)
 * yields null, which callers treat as no consent. Never throws.
 */
export function parseOptanonConsent(raw: string | null | undefined): OptanonConsent | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8192) return null;
  let groupsValue: string | null = null;
  for (const pair of raw.split('&')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (decodeFormComponent(pair.slice(0, eq)) !== 'groups') continue;
    groupsValue = decodeFormComponent(pair.slice(eq + 1));
    if (groupsValue === null) return null;
  }
  if (!groupsValue) return null;
  const groups = new Map<string, boolean>();
  for (const entry of groupsValue.split(',')) {
    const match = GROUP_ENTRY.exec(entry.trim());
    if (!match) return null;
    groups.set(match[1]!.toUpperCase(), match[2] === '1');
  }
  const granted: ConsentCategory[] = ['C0001'];
  for (const [id, on] of groups) if (on && id !== 'C0001' && isConsentCategory(id)) granted.push(id);
  return { groups, granted: sortCategories(granted) };
}

export function sortCategories<T extends string>(categories: readonly T[]): T[] {
  return [...new Set(categories)].sort();
}

/** The shopper's choice for each optional category. */
export type ConsentChoice = Record<OptionalCategory, boolean>;

function formEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

/**
 * Banner: writes the cookie value in OneTrust's own format, so a
 * OneTrust script (or our parser) reads the choice back unchanged.
 */
export function serializeOptanonConsent(choice: ConsentChoice, now: Date): string {
  const groups = ['C0001:1', ...OPTIONAL_CATEGORIES.map((id) => `${id}:${choice[id] ? 1 : 0}`)].join(',');
  const fields: [string, string][] = [
    ['isGpcEnabled', '0'],
    ['datestamp', now.toUTCString()],
    ['version', OPTANON_VERSION],
    ['isIABGlobal', 'false'],
    ['hosts', ''],
    ['interactionCount', '1'],
    ['landingPath', 'NotLandingPage'],
    ['groups', groups],
    ['AwaitingReconsent', 'false'],
  ];
  return fields.map(([key, value]) => `${key}=${formEncode(value)}`).join('&');
}

/**
 * The Set-Cookie/document.cookie string. Not HttpOnly: it is OneTrust's cookie
 * and the banner writes it from JavaScript. `Secure` is left off only on plain
 * http (local dev on 127.0.0.1), where a browser would drop a Secure cookie.
 */
export function optanonCookieString(value: string, secure: boolean): string {
  return `${OPTANON_COOKIE}=${value}; Path=/; Max-Age=${OPTANON_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
