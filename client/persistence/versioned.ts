import type { BareKey, StoredKey } from './key';
import { readJson, writeJson } from './checked';

/*
 * A key whose format changed after version 1. It is stored wrapped, `{ v: version, value }`; a bare
 * value is the key's version 1 (what every key held before it was declared). Reading migrates an
 * older value up one version at a time, so a shopper who last visited several releases ago keeps
 * what they had. A value with no way up (a missing step) or from a later release (another tab on a
 * newer page) reads as nothing stored, like a malformed one.
 */
export interface VersionedKey extends StoredKey {
  /** The step from each older version to the next, by the version it starts from: 1 up to version - 1. */
  readonly migrations: Readonly<Record<number, (older: unknown) => unknown>>;
}

function isWrapped(stored: unknown): stored is { v: number; value: unknown } {
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored) && Number.isInteger((stored as { v?: unknown }).v) && 'value' in stored;
}

/** The stored form brought to the key's version, or null when it cannot be. */
export function migrate(key: VersionedKey, stored: unknown): unknown {
  if (stored === null) return null;
  let version = 1;
  let value: unknown = stored;
  if (isWrapped(stored)) ({ v: version, value } = stored);
  if (version > key.version || version < 1) return null;
  try {
    for (; version < key.version; version++) {
      const step = key.migrations[version];
      if (!step) return null;
      value = step(value);
    }
  } catch {
    return null; // a step that cannot read the older value: nothing stored
  }
  return value;
}

/** What is stored in the form of version `key.version` (at version 1, bare). */
export function wrap(key: StoredKey, value: unknown): unknown {
  return key.version === 1 ? value : { v: key.version, value };
}

// The stored text is JSON whatever the version; the wrapping is this module's.
const raw = (key: StoredKey) => key as unknown as BareKey;

/** The value at the key's version, migrated from an older one; unchecked, like readJson. */
export function readVersioned(key: VersionedKey, given?: Pick<Storage, 'getItem'>): unknown {
  return migrate(key, readJson(raw(key), given));
}

export function writeVersioned(key: VersionedKey, value: unknown, given?: Pick<Storage, 'setItem'>): void {
  writeJson(raw(key), wrap(key, value), given);
}
