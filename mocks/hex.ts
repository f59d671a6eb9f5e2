const DIGITS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Lower-case hex of bytes, two digits each: how the mocks store hashes, salts and random ids. */
export function hex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += DIGITS[byte];
  return out;
}
