import { base64url, bytesOf } from '../signing';

/*
 * Sealing: AES-256-GCM with a key derived by HKDF-SHA256 from a secret, so a sealed value is
 * both unreadable and unforgeable without it. `v1.` + base64url(12-byte IV ‖ ciphertext ‖ tag).
 * The purpose is bound in as additional data, so a value sealed for one use opens for no other.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const encoder = new TextEncoder();

// Derived keys per secret and purpose: configuration, the same for every request of the isolate.
// Keys, not promises of keys: a promise one request made and another awaits never settles for the
// second when the first is cancelled (the runtime drops continuations across requests), so that
// request would hang. Two requests racing on a cold isolate each derive it once, which is cheap.
const keys = new Map<string, CryptoKey>();

async function keyFor(secret: string, purpose: string): Promise<CryptoKey> {
  const cacheKey = `${purpose}\u0000${secret}`;
  const cached = keys.get(cacheKey);
  if (cached) return cached;
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(`ridgeline-seal-${VERSION}`), info: encoder.encode(purpose) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  keys.set(cacheKey, key);
  return key;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** How many bits of the last character fall past the last byte, by the text's length modulo 4 (1 is no encoding). */
const SPARE_BITS: Readonly<Record<number, number>> = { 0: 0, 2: 4, 3: 2 };

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  // Only the one encoding this module writes: unpadded, with the bits past the last byte zero, so a
  // changed padding bit is a changed value too.
  const spare = SPARE_BITS[text.length % 4];
  if (spare === undefined || (spare > 0 && (ALPHABET.indexOf(text.at(-1)!) & ((1 << spare) - 1)) !== 0)) return null;
  try {
    return bytesOf(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
}

/** Encrypts and authenticates `plaintext` for one purpose (e.g. the session cookie's name). */
export async function seal(secret: string, purpose: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(purpose) }, await keyFor(secret, purpose), encoder.encode(plaintext));
  const sealed = new Uint8Array(IV_BYTES + cipher.byteLength);
  sealed.set(iv);
  sealed.set(new Uint8Array(cipher), IV_BYTES);
  return `${VERSION}.${base64url(sealed)}`;
}

/**
 * The plaintext of a value this secret sealed for this purpose; null for anything else (another
 * key, another purpose, a changed, truncated or made-up value), never an exception.
 */
export async function unseal(secret: string, purpose: string, value: string | undefined): Promise<string | null> {
  if (!value?.startsWith(`${VERSION}.`)) return null;
  const bytes = fromBase64url(value.slice(VERSION.length + 1));
  // An IV and at least the 16-byte tag.
  if (!bytes || bytes.length < IV_BYTES + 16) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(purpose) },
      await keyFor(secret, purpose),
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
