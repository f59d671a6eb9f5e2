import type { z } from 'zod';

/*
 * HMAC-SHA256 signatures for values the worker hands a browser and must trust
 * when they come back (preview tokens, the visitor summary, customer-data
 * segments): stateless, so any isolate can verify them.
 */

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array | ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a binary string (one character per byte, as atob answers), by a plain loop: a mapping `Uint8Array.from` costs several times more on a cookie-sized value. */
export function bytesOf(binary: string): Uint8Array {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function fromBase64url(text: string): string {
  return new TextDecoder().decode(bytesOf(atob(text.replace(/-/g, '+').replace(/_/g, '/'))));
}

// Imported keys per secret: configuration, the same for every request of the isolate, so
// importing one again on every signed cookie read would be wasted work. Keys, not promises: a
// promise made by one request hangs another that awaits it once the first is cancelled.
const keys = new Map<string, CryptoKey>();

async function keyFor(secret: string): Promise<CryptoKey> {
  const cached = keys.get(secret);
  if (cached) return cached;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  keys.set(secret, key);
  return key;
}

/** The base64url HMAC-SHA256 of `message` (43 characters). */
export async function hmac(secret: string, message: string): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', await keyFor(secret), encoder.encode(message)));
}

/** Compares in time independent of where two strings differ (both are fixed-length MACs or keys). */
export function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** `<base64url JSON>.<base64url HMAC>`: readable by anyone, forgeable by no one without the secret. */
export async function signJson(secret: string, value: unknown): Promise<string> {
  if (!secret) throw new Error('signing secret is not set');
  const payload = base64url(encoder.encode(JSON.stringify(value)));
  return `${payload}.${await hmac(secret, payload)}`;
}

/** The value a signed token carries, checked against its schema; null when missing, malformed or tampered with. */
export async function verifyJson<S extends z.ZodType>(secret: string, token: string | undefined, schema: S): Promise<z.infer<S> | null> {
  if (!secret || !token) return null;
  const match = /^([A-Za-z0-9_-]{1,2048})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !timingSafeEqual(match[2]!, await hmac(secret, match[1]!))) return null;
  let json: unknown;
  try {
    json = JSON.parse(fromBase64url(match[1]!));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
