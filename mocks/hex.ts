const DIGITS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Lower-case hex of bytes, two digits each: how the mocks store hashes, salts and random ids. */
export function hex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += DIGITS[byte];
  return out;
}

/** A secret as the mocks store it (tokens, codes, reset links, a card's number with its PIN): its SHA-256, in hex. */
export async function hashOf(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return hex(new Uint8Array(digest));
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Random base62, as providers' tokens and ids are: hex would now and then hold a run of digits that
 * reads like a card number, and the storefront rightly refuses a body carrying one. Bytes of 248
 * and above (the largest multiple of 62 a byte holds) are dropped so every character is equally likely.
 */
export const randomBase62 = (length: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(length * 2)), (byte) => (byte < 248 ? BASE62[byte % 62] : ''))
    .join('')
    .slice(0, length)
    .padEnd(length, 'a');
