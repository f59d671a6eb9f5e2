import { OPTIONAL_CATEGORIES, type ConsentCategory } from './categories';
import { parseOptanonConsent, sortCategories } from './optanon-cookie';
import type { ConsentRegion } from './region';

/** Why the categories are allowed; for tests and debugging. */
export type ConsentBasis = 'region' | 'preview' | 'cookie' | 'none';

/** What this request may do (its consent categories), resolved once per request in the worker. */
export interface ConsentState {
  region: ConsentRegion;
  /** Always includes C0001; sorted. */
  allowed: ConsentCategory[];
  basis: ConsentBasis;
  /** An EMEA visitor with no readable choice: the banner asks. */
  needsChoice: boolean;
  /** A short class for cache keys: 'all', 'none', 'ask' or the granted optional ids ('C0002.C0004'). */
  consentClass: string;
}

export interface ConsentInputs {
  region: ConsentRegion;
  /** The raw OptanonConsent cookie value, if any. */
  cookie: string | null;
  /** `preview=true` for a valid editor token. */
  preview: boolean;
}

const ALL: ConsentCategory[] = ['C0001', ...OPTIONAL_CATEGORIES];

/**
 * A category is allowed when the region is not EMEA, or an editor
 * previews (preview=true), or the cookie grants it. A malformed cookie is no
 * consent.
 */
export function resolveConsent({ region, cookie, preview }: ConsentInputs): ConsentState {
  if (region !== 'EMEA') return { region, allowed: ALL, basis: 'region', needsChoice: false, consentClass: 'all' };
  if (preview) return { region, allowed: ALL, basis: 'preview', needsChoice: false, consentClass: 'all' };
  const parsed = parseOptanonConsent(cookie);
  if (!parsed) return { region, allowed: ['C0001'], basis: 'none', needsChoice: true, consentClass: 'ask' };
  return { region, allowed: parsed.granted, basis: 'cookie', needsChoice: false, consentClass: consentClassOf(parsed.granted) };
}

/** The cache-key class of a set of allowed categories. */
export function consentClassOf(allowed: readonly ConsentCategory[]): string {
  const optional = sortCategories(allowed.filter((id) => id !== 'C0001'));
  if (optional.length === 0) return 'none';
  if (optional.length === OPTIONAL_CATEGORIES.length) return 'all';
  return optional.join('.');
}

export function isAllowed(consent: Pick<ConsentState, 'allowed'>, category: ConsentCategory): boolean {
  return category === 'C0001' || consent.allowed.includes(category);
}

/** Until the consent middleware has run, nothing optional is allowed. */
export const UNRESOLVED_CONSENT: ConsentState = { region: 'EMEA', allowed: ['C0001'], basis: 'none', needsChoice: false, consentClass: 'none' };
