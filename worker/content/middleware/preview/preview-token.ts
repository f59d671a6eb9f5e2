/**
 * Editor preview tokens: `v1.<expiry ms>.<HMAC-SHA256 of "v1.<expiry>">`,
 * base64url, signed with PREVIEW_SECRET. Stateless, so any isolate can verify.
 */
import { hmac, timingSafeEqual } from '../../../signing';

const VERSION = 'v1';
export const PREVIEW_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;

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
