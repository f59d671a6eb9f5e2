import type { ZodType } from 'zod';
import type { BareKey } from './key';
import { readText, writeText } from './storage';

/*
 * Values stored as JSON: read unchecked (the caller checks the shape) or checked by a schema, which
 * the entry may fail (tampered with, or written by an older release). Zod is imported for its types
 * only: the schema is the caller's. Kept apart from the text accessors, which the first page load
 * uses, so that this loads only with the pages that keep JSON.
 */

/** The stored value parsed, unchecked (the caller checks its shape); null when none or not JSON. */
export function readJson(key: BareKey, given?: Pick<Storage, 'getItem'>): unknown {
  try {
    return JSON.parse(readText(key, given) ?? 'null');
  } catch {
    return null;
  }
}

export function writeJson(key: BareKey, value: unknown, given?: Pick<Storage, 'setItem'>): void {
  writeText(key, JSON.stringify(value), given);
}

/** The checked value, or null when none is stored, storage is off or the value does not fit. */
export function readChecked<Value>(key: BareKey, schema: ZodType<Value>, given?: Pick<Storage, 'getItem'>): Value | null {
  const parsed = schema.safeParse(readJson(key, given));
  return parsed.success ? parsed.data : null;
}

/** Writes the value as the schema outputs it; a value that does not fit is not written. */
export function writeChecked<Value>(key: BareKey, schema: ZodType<Value>, value: Value, given?: Pick<Storage, 'setItem'>): void {
  const parsed = schema.safeParse(value);
  if (parsed.success) writeJson(key, parsed.data, given);
}
