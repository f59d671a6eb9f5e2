import type { BareKey } from '../key';

/** Text: the visitor's country as `/fapi/location` found it, or "" where it found none. */
export const VISITOR_COUNTRY_KEY = 'ridgeline:visitorCountry';
export const visitorCountryKey = { name: VISITOR_COUNTRY_KEY, area: 'session', version: 1 } as const satisfies BareKey;
