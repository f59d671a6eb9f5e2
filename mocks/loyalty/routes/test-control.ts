import type { IRequest } from 'itty-router';
import * as z from 'zod';
import type { Env } from '../../env';
import { errorResponse, json, parseBody, queryParam, type MockRouter } from '../../http';

/*
 * Test controls of the loyalty programme (registered only with MOCKS_TEST_CONTROL=on):
 *   GET  /__test/loyalty?email=                 the account's enrolment (session, referral code, source), balance and every ledger entry
 *   POST /__test/orders/:orderNo/deliver        an order shipped and delivered now, so a test can return what it placed through checkout
 */

export async function loyaltyRecord(request: IRequest, env: Env): Promise<Response> {
  const email = queryParam(request, 'email')?.toLowerCase() ?? '';
  const account = await env.DB.prepare('SELECT consumer_no, member_id FROM accounts WHERE email = ?').bind(email).first<{ consumer_no: string; member_id: string | null }>();
  if (!account) return errorResponse(request, 'API404', 'Not found');
  const [enrolment, points, entries] = await env.DB.batch([
    env.DB.prepare('SELECT member_id, usid, referral_code, source FROM loyalty_enrolments WHERE consumer_no = ?').bind(account.consumer_no),
    env.DB.prepare('SELECT points FROM loyalty_points WHERE consumer_no = ?').bind(account.consumer_no),
    env.DB.prepare('SELECT entry_key, type, points, order_no, applied FROM loyalty_ledger WHERE consumer_no = ? ORDER BY created_at, rowid').bind(account.consumer_no),
  ]);
  return json({
    memberId: account.member_id,
    enrolment: enrolment?.results[0] ?? null,
    balance: (points?.results[0] as { points?: number } | undefined)?.points ?? null,
    entries: entries?.results ?? [],
  });
}

const DeliverSchema = z.object({}).strict();

export async function deliverOrder(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, DeliverSchema);
  if (input instanceof Response) return input;
  const now = Date.now();
  const done = await env.DB.prepare("UPDATE orders SET status = 'delivered', shipped_at = ?, delivered_at = ? WHERE order_no = ? AND status IN ('created', 'shipped')")
    .bind(now, now, request.params.orderNo)
    .run();
  return done.meta.changes === 1 ? json({ orderNo: request.params.orderNo }) : errorResponse(request, 'API404', 'Not found');
}

/** Registers the loyalty programme's test controls (the guard is the caller's). */
export function registerLoyaltyTestControls(router: MockRouter): void {
  router.get('/__test/loyalty', loyaltyRecord);
  router.post('/__test/orders/:orderNo/deliver', deliverOrder);
}
