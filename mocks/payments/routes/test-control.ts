import type { IRequest } from 'itty-router';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { json, type MockRouter } from '../../http';
import { createTestGiftCard, expireTestGiftCard } from './gift-cards';
import { createTestRewardCard } from './reward-card-test';

// Test controls of payments: GET /__test/payment-tables, POST /__test/giftcards {balance}, POST /__test/giftcards/expire {giftCardNumber}, POST /__test/reward-cards {balance, currency}.

/** Every stored row of the payment provider's tokens and the saved payment methods, whole, for tests that check what is kept. */
async function paymentTables(_request: IRequest, env: Env): Promise<Response> {
  await ensureDatabase(env.DB);
  const [tokens, instruments, keys] = await env.DB.batch([
    env.DB.prepare('SELECT * FROM payment_tokens'),
    env.DB.prepare('SELECT * FROM payment_instruments'),
    env.DB.prepare('SELECT * FROM payment_provider_keys'),
  ]);
  return json({ payment_tokens: tokens!.results, payment_instruments: instruments!.results, payment_provider_keys: keys!.results });
}

export function registerPaymentTestControls(router: MockRouter): void {
  router.get('/__test/payment-tables', paymentTables);
  router.post('/__test/giftcards', createTestGiftCard);
  router.post('/__test/giftcards/expire', expireTestGiftCard);
  router.post('/__test/reward-cards', createTestRewardCard);
}
