import { z } from 'zod';
import { VisitorKindSchema, type VisitorKind } from '../../../shared/personalisation';
import { timingSafeEqual } from '../preview/preview-token';

/**
 * The visitor summary cookie: `<base64url JSON>.<base64url HMAC-SHA256>` signed with
 * VISITOR_SECRET. It carries only what content choice needs (spec §5), so an anonymous or
 * cache-friendly page never has to ask commerce who the shopper is. Whoever signs a shopper
 * in (or changes their cart) re-issues it with `signVisitorSummary`; it is short-lived so a
 * stale summary (a role removed, a cart emptied elsewhere) corrects itself quickly.
 */
export const VISITOR_COOKIE = 'rl_vk';
export const VISITOR_SUMMARY_TTL_MS = 15 * 60 * 1000;

const SummarySchema = VisitorKindSchema.extend({
  /** The shopper's consumer number, sent to the personalisation engine as customerId (spec §7). */
  customerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).nullable().default(null),
  exp: z.number().int().positive(),
});

/** A visitor kind plus the id the personalisation engine knows a signed-in shopper by. */
export type VisitorSummary = VisitorKind & { customerId: string | null };

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

async function mac(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload))));
}

/** The cookie value for a visitor, valid for `ttlMs`. */
export async function signVisitorSummary(secret: string, visitor: VisitorKind & { customerId?: string | null }, now = Date.now(), ttlMs = VISITOR_SUMMARY_TTL_MS): Promise<string> {
  if (!secret) throw new Error('VISITOR_SECRET is not set');
  const summary = { loggedIn: visitor.loggedIn, loyaltyMember: visitor.loyaltyMember, cartEmpty: visitor.cartEmpty, roles: [...visitor.roles], customerId: visitor.customerId ?? null, exp: now + ttlMs };
  const payload = base64url(encoder.encode(JSON.stringify(summary)));
  return `${payload}.${await mac(secret, payload)}`;
}

/** The visitor a cookie vouches for; null when it is missing, malformed, tampered with or expired. */
export async function verifyVisitorSummary(secret: string, value: string | undefined, now = Date.now()): Promise<VisitorSummary | null> {
  if (!secret || !value) return null;
  const match = /^([A-Za-z0-9_-]{1,1024})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  if (!timingSafeEqual(match[2]!, await mac(secret, match[1]!))) return null;
  let json: unknown;
  try {
    json = JSON.parse(fromBase64url(match[1]!));
  } catch {
    return null;
  }
  const parsed = SummarySchema.safeParse(json);
  if (!parsed.success || parsed.data.exp <= now) return null;
  const { exp: _exp, ...visitor } = parsed.data;
  return visitor;
}
