import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { ensureDatabase } from '../../db/ready';
import { rewardCardPinHash } from '../reward-cards';
import type { Env } from '../../env';
import { json, parseBody } from '../../http';

const TestRewardCardSchema = z.object({ currency: z.enum(['USD', 'CAD', 'GBP', 'EUR', 'NOK']), balance: z.number().int().min(0).max(10_000_000) }).strict();

/** Ten random digits: the part of a reward card's number after RC. */
function randomDigits(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (byte) => String(byte % 10)).join('');
}

/**
 * Test control: a new reward card of a test's own (`balance` in minor units of `currency`), so a
 * test that spends one never races another test, or an earlier run, for a seeded card. PIN 1234.
 */
export async function createTestRewardCard(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, TestRewardCardSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const number = `RC${randomDigits()}`;
  const pin = '1234';
  await env.DB.prepare('INSERT INTO reward_cards (number, pin_hash, currency, balance, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(number, await rewardCardPinHash(number, pin), input.currency, input.balance, Date.now())
    .run();
  return json({ number, pin });
}
