import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import * as z from 'zod';
import { GiftCardBalanceRequestSchema } from '../../../shared/payments/schemas/gift-card';
import { ensureDatabase } from '../../db/ready';
import { randomBase62 } from '../../hex';
import { authenticate } from '../../auth';
import { toMajor } from '../../markets';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { findGiftCard, isRefusal, pinHash } from '../gift-cards';
import type { Env } from '../../env';
import { json, notFound, parseBody, refusalResponse, siteOf, type MockRouter } from '../../http';

/** A gift card's balance by its number and PIN, for any shopper with a token (a guest too), in the site's currency. */
async function giftCardBalance(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, GiftCardBalanceRequestSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const { currency } = siteOf(request);
  const found = await findGiftCard(env.DB, input.giftCardNumber, input.pin, currency);
  if (isRefusal(found)) return refusalResponse(request, found);
  return answer(api.cart.giftCardBalance, { balance: toMajor(found.balance, found.currency), currency: found.currency });
}

const TestGiftCardSchema = z.object({ currency: z.enum(['USD', 'CAD', 'GBP', 'EUR', 'NOK']), balance: z.number().int().min(0).max(10_000_000) }).strict();

/**
 * Test control: a new gift card of a test's own (`balance` in minor units), so a test that spends
 * one never races another test, or an earlier run, for a seeded card's balance. PIN 1234.
 */
export async function createTestGiftCard(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, TestGiftCardSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const number = `RLGCTEST${randomBase62(12).toUpperCase()}`;
  const pin = '1234';
  await env.DB.prepare("INSERT INTO gift_cards (id, number, pin_hash, currency, balance, expires_on, created_at) VALUES (?, ?, ?, ?, ?, '2099-12-31', ?)")
    .bind(`gc${randomBase62(20)}`, number, await pinHash(number, pin), input.currency, input.balance, Date.now())
    .run();
  return json({ giftCardNumber: number, pin });
}

const ExpireGiftCardSchema = z.object({ giftCardNumber: z.string().regex(/^RLGCTEST[A-Z0-9]{12}$/) }).strict();

/** Test control: a test's own gift card expires (yesterday), as one applied to a basket may before the order. */
export async function expireTestGiftCard(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ExpireGiftCardSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const expired = await env.DB.prepare('UPDATE gift_cards SET expires_on = ? WHERE number = ?').bind(yesterday, input.giftCardNumber).run();
  return expired.meta.changes ? json({ giftCardNumber: input.giftCardNumber, expiresOn: yesterday }) : notFound(request);
}

export function registerGiftCardRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.cart.giftCardBalance, giftCardBalance)]);
}
