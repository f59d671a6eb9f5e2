/**
 * Editor preview tokens: `v1.<expiry ms>.<HMAC-SHA256 of "v1.<expiry>">`,
 * base64url, signed with PREVIEW_SECRET. Stateless, so any isolate can verify.
 */
const VERSION = 'v1';
export const PREVIEW_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
}

/** Compares in time independent of where two strings differ (both are fixed-length MACs or keys). */
export function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export async function signPreviewToken(secret: string, now = Date.now(), ttlMs = PREVIEW_TOKEN_TTL_MS): Promise<string> {
  if (!secret) throw new Error('PREVIEW_SECRET is not set');
  const payload = `${VERSION}.${now + ttlMs}`;
  return `${payload}.${await hmac(secret, payload)}`;
}

/** True for an unexpired token signed with this secret. */
export async function verifyPreviewToken(secret: string, token: string | undefined, now = Date.now()): Promise<boolean> {
  if (!token || !secret) return false;
  const match = /^v1\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  if (Number(match[1]) <= now) return false;
  return timingSafeEqual(match[2]!, await hmac(secret, `${VERSION}.${match[1]}`));
}
