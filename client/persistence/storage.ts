import type { BareKey } from './key';

/*
 * Guarded access to the browser's storage. Storage may be switched off (private modes throw on
 * access), full (a write throws) or hold a value of someone else's making (JSON that does not parse):
 * none of it reaches the caller, who reads "nothing stored" and whose write holds for this page only.
 * Each accessor takes an optional stand-in storage, which tests pass.
 */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's storage for the key's area; it throws where storage is switched off or absent (the server), inside each accessor's guard. */
const areaOf = (key: BareKey): KeyValueStorage => globalThis[`${key.area}Storage`];

/** The stored text, or null when there is none or storage is off. */
export function readText(key: BareKey, given?: Pick<Storage, 'getItem'>): string | null {
  try {
    return (given ?? areaOf(key)).getItem(key.name);
  } catch {
    return null;
  }
}

export function writeText(key: BareKey, text: string, given?: Pick<Storage, 'setItem'>): void {
  try {
    (given ?? areaOf(key)).setItem(key.name, text);
  } catch {
    // Full or switched off: the value holds for this page only.
  }
}

export function forget(key: BareKey, given?: Pick<Storage, 'removeItem'>): void {
  try {
    (given ?? areaOf(key)).removeItem(key.name);
  } catch {
    // Switched off: nothing was kept.
  }
}
