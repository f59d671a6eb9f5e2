/*
 * What a storage key is. A key keeps the name and the stored format it had before it was declared
 * here: that format is its version 1, stored bare (the value itself), so nothing a shopper already has
 * stored is lost. A later format raises the version; it is then stored wrapped as `{ v, value }` and
 * read through its migrations (versioned.ts).
 */

/** Local storage outlives the tab and the visit; session storage is this tab's, until it closes. */
export type StorageArea = 'local' | 'session';

export interface StoredKey {
  /** The key's whole name; for a family (one key per block id) the prefix the id follows. */
  readonly name: string;
  readonly area: StorageArea;
  /** The format's version: 1 is stored bare, a later one as `{ v, value }`. */
  readonly version: number;
}

/** A key read and written bare: every key at version 1. */
export type BareKey = StoredKey & { readonly version: 1 };
