import * as z from 'zod';
import { VisitorKindSchema, type VisitorKind } from '../../shared/decisions/personalisation';
import { signJson, verifyJson } from '../signing';

/**
 * The visitor summary cookie: `<base64url JSON>.<base64url HMAC-SHA256>` signed with
 * VISITOR_SECRET. It carries only what content choice needs, so an anonymous or
 * cache-friendly page never has to ask commerce who the shopper is. Whoever signs a shopper
 * in (or changes their cart) re-issues it with `signVisitorSummary`; it is short-lived so a
 * stale summary (a role removed, a cart emptied elsewhere) corrects itself quickly.
 */
export const VISITOR_COOKIE = 'rl_vk';
export const VISITOR_SUMMARY_TTL_MS = 15 * 60 * 1000;

const SummarySchema = VisitorKindSchema.extend({
  /** The shopper's consumer number, sent to the personalisation engine as customerId. */
  customerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).nullable().default(null),
  exp: z.number().int().positive(),
});

/** A visitor kind plus the id the personalisation engine knows a signed-in shopper by. */
export type VisitorSummary = VisitorKind & { customerId: string | null };

/** The cookie value for a visitor, valid for `ttlMs`. */
export async function signVisitorSummary(secret: string, visitor: VisitorKind & { customerId?: string | null }, now = Date.now(), ttlMs = VISITOR_SUMMARY_TTL_MS): Promise<string> {
  if (!secret) throw new Error('VISITOR_SECRET is not set');
  return signJson(secret, { loggedIn: visitor.loggedIn, loyaltyMember: visitor.loyaltyMember, cartEmpty: visitor.cartEmpty, roles: [...visitor.roles], customerId: visitor.customerId ?? null, exp: now + ttlMs });
}

/** The visitor a cookie vouches for; null when it is missing, malformed, tampered with or expired. */
export async function verifyVisitorSummary(secret: string, value: string | undefined, now = Date.now()): Promise<VisitorSummary | null> {
  const summary = await verifyJson(secret, value, SummarySchema);
  if (!summary || summary.exp <= now) return null;
  const { exp: _exp, ...visitor } = summary;
  return visitor;
}
