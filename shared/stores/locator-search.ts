import type { Store } from '../location/schemas/stores';

/**
 * Where the locator's search stands, as its page shows it: no place asked yet, a place the URL
 * gave that is no place (too short or too long: 400), none near it, the stores API failing, or the
 * stores it found, nearest first when the place was a postal code.
 */
export type StoreLocatorSearch =
  | { kind: 'idle' }
  | { kind: 'invalid'; place: string }
  | { kind: 'none'; place: string }
  | { kind: 'error'; place: string }
  | { kind: 'found'; place: string; stores: Store[] };
