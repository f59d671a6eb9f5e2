import { onDemand } from '#on-demand';
import { isCountryCode, locationSuggestion } from '../../shared/location';
import { readLocationAnswer } from '../../shared/location/answer-cookie';
import type { Site } from '../../shared/site';
import { callFapi } from '../api';
import { location } from '../../shared/fapi/routes/location';

/**
 * sessionStorage: the country `/fapi/location` found for this tab, so a visitor who is never asked
 * (on their own country's site) costs one request a visit rather than one a page.
 */
export const VISITOR_COUNTRY_KEY = 'ridgeline:visitorCountry';

/** The page parameter the worker honours in development only; passing it on costs nothing elsewhere. */
const COUNTRY_TEST_PARAM = 'country';

export interface LocationOffer {
  country: string;
  /** The sites to offer, the one in the page's language first. */
  sites: Site[];
  /** The question in each offered site's own language, by locale. */
  prompts: Record<string, string>;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): SessionStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage switched off: ask the worker each page
  }
}

function remember(store: SessionStore | null, country: string | null): void {
  try {
    store?.setItem(VISITOR_COUNTRY_KEY, country ?? '');
  } catch {
    // A full or refused storage only costs the next page another request.
  }
}

/**
 * What to offer a visitor on `site`, or null when they must not be asked (they answered already, or
 * nothing is offered where they are). `pageSearch` is the page's query, whose development country
 * override is passed on; `cookies` the page's `document.cookie`, where the answer is remembered.
 */
export async function locationOffer(site: Site, pageSearch: string, cookies: string, store: SessionStore | null = storage()): Promise<LocationOffer | null> {
  if (readLocationAnswer(cookies)) return null;
  const forced = new URLSearchParams(pageSearch).get(COUNTRY_TEST_PARAM);
  const known = forced === null ? store?.getItem(VISITOR_COUNTRY_KEY) : null;
  // A visitor known to be where nothing is offered is settled without a request.
  if (known === '' || (isCountryCode(known) && locationSuggestion({ country: known, site, answered: false }).length === 0)) return null;
  const result = await callFapi(location.read, () => onDemand.apiCatalogue().then((schemas) => schemas.VisitorLocationSchema), forced === null ? {} : { query: { [COUNTRY_TEST_PARAM]: forced } });
  if (!result.ok) return null;
  const { country, sites } = result.data;
  if (forced === null) remember(store, country);
  const offered = locationSuggestion({ country, site, answered: false });
  if (country === null || offered.length === 0) return null;
  return { country, sites: offered, prompts: Object.fromEntries(sites.map((entry) => [entry.locale, entry.prompt])) };
}
