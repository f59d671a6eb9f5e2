import type { z } from 'zod';
import { cardBrand, passesLuhn, type CardBrand } from '../../shared/payments/card-number';
import type { ProviderTokenAnswer, TokeniseRequestSchema } from '../../shared/payments/schemas/payment-instruments';
import { hashOf, hex, randomBase62 } from '../hex';

/*
 * The mock payment provider's vault, as a real one keeps it: a card number comes in once, from
 * its hosted fields, and leaves as a single-use token. Redeeming the token (the commerce
 * backend's job) gives a lasting reference, a keyed fingerprint of the number (so the same card
 * saved twice can be recognised), the brand, last four digits and expiry. The number and
 * security code are never stored, logged or answered.
 */

/** How long a token stays redeemable: long enough for a captcha step and a slow connection. */
export const PROVIDER_TOKEN_TTL_S = 10 * 60;

export type TokeniseInput = z.output<typeof TokeniseRequestSchema>;

export interface RedeemedCard {
  providerRef: string;
  fingerprint: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

const randomHex = (bytes: number) => hex(crypto.getRandomValues(new Uint8Array(bytes)));
async function fingerprintOf(db: D1Database, digits: string): Promise<string> {
  const row = await db.prepare('SELECT fingerprint_key FROM payment_provider_keys WHERE id = 1').first<{ fingerprint_key: string }>();
  if (!row) throw new Error('payment provider key missing: migration 0011 has not run');
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(row.fingerprint_key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `fp_${hex(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(digits))))}`;
}

/** A single-use token for the card the hosted fields took, or null for a number no scheme would issue. */
export async function tokenise(db: D1Database, card: TokeniseInput, now = Date.now()): Promise<ProviderTokenAnswer | null> {
  const brand = cardBrand(card.number);
  if (!brand || !passesLuhn(card.number)) return null;
  if (card.securityCode.length !== (brand === 'AMEX' ? 4 : 3)) return null;
  const token = `tok_${randomBase62(24)}`;
  const last4 = card.number.slice(-4);
  await db
    .prepare('INSERT INTO payment_tokens (token_hash, provider_ref, fingerprint, brand, last4, expiry_month, expiry_year, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(await hashOf(token), `pm_${randomHex(12)}`, await fingerprintOf(db, card.number), brand, last4, card.expiryMonth, card.expiryYear, now + PROVIDER_TOKEN_TTL_S * 1000)
    .run();
  return { token, last4, brand, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, expiresIn: PROVIDER_TOKEN_TTL_S };
}

/** What a token stands for, once: a replayed, unknown or lapsed token is null. */
export async function redeem(db: D1Database, token: string, now = Date.now()): Promise<RedeemedCard | null> {
  const row = await db
    .prepare('UPDATE payment_tokens SET redeemed_at = ? WHERE token_hash = ? AND redeemed_at IS NULL AND expires_at > ? RETURNING provider_ref, fingerprint, brand, last4, expiry_month, expiry_year')
    .bind(now, await hashOf(token), now)
    .first<{ provider_ref: string; fingerprint: string; brand: CardBrand; last4: string; expiry_month: number; expiry_year: number }>();
  return row && { providerRef: row.provider_ref, fingerprint: row.fingerprint, brand: row.brand, last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year };
}
