import * as z from 'zod';

/** First-party cookie holding the anonymous experimentation visitor id. */
export const VUID_COOKIE = 'rl_vuid';
/** A year: the id must outlive sessions or visitors would switch variations. */
export const VUID_MAX_AGE = 365 * 24 * 60 * 60;

const PREFIX = 'vuid_';
/** Prefix "vuid_", at most 32 characters. */
const MAX_LENGTH = 32;

export const VisitorIdSchema = z
  .string()
  .max(MAX_LENGTH)
  .regex(/^vuid_[0-9a-f]{8,27}$/);

// Every first visit mints an id, cached pages included: a byte's two hex digits are looked up.
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function newVisitorId(): string {
  let id = PREFIX;
  // 14 bytes are 28 digits, cut to the 27 the length allows.
  for (const byte of crypto.getRandomValues(new Uint8Array(14))) id += HEX[byte];
  return id.slice(0, MAX_LENGTH);
}

/** The cookie's id when it is a valid one; null asks for a new id. */
export function readVisitorId(cookie: string | undefined): string | null {
  if (cookie === undefined) return null;
  const parsed = VisitorIdSchema.safeParse(cookie);
  return parsed.success ? parsed.data : null;
}
