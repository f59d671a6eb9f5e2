import type { IRequest } from 'itty-router';
import { IdempotencyKeySchema } from '../../shared/checkout/schemas/checkout';
import { authenticate } from '../auth';
import { ensureDatabase } from '../db/ready';
import type { Env } from '../env';
import { hashOf } from '../hex';
import { errorResponse, readJson } from '../http';

/*
 * An add to cart applied once per idempotency key, as an order is placed once per key: the first
 * request claims the key (one INSERT, so two requests at once cannot both win), adds, and keeps
 * its answer; a repeat from the same shopper gets that answer again and adds nothing. A key names
 * what was asked, so the same key asking something else is IDEMPOTENCY_KEY_REUSED, and another
 * shopper's key is INVALID_CUSTOMER. A backend failure (5xx) gives the key back, so a retry can add.
 * Adds without a key (every add made online) are untouched.
 */

/** How long a key is kept: a day, longer than any browser keeps an add waiting. */
export const ADD_KEY_TTL_MS = 24 * 60 * 60 * 1000;
// How long a repeat waits for the first request to finish before answering ADD_IN_PROGRESS.
const IN_FLIGHT_WAIT_MS = 2000;
const IN_FLIGHT_POLL_MS = 100;

type Handler = (request: IRequest, env: Env) => Promise<Response>;

interface AttemptRow {
  consumer_no: string;
  fingerprint: string;
  status: number | null;
  answer: string | null;
}

/** What an add asks for, apart from the basket it goes to: a first add that created the basket did not name one. */
async function fingerprintOf(request: IRequest): Promise<string> {
  const body = (await readJson(request.clone() as IRequest)) as { items?: unknown } | undefined;
  const url = new URL(request.url);
  return hashOf(JSON.stringify([body?.items ?? null, url.searchParams.get('action'), url.searchParams.get('favStoreId')]));
}

const readAttempt = (env: Env, key: string) =>
  env.DB.prepare('SELECT consumer_no, fingerprint, status, answer FROM cart_add_attempts WHERE idempotency_key = ?').bind(key).first<AttemptRow>();

const replayed = (row: AttemptRow & { status: number; answer: string }) =>
  new Response(row.answer, { status: row.status, headers: { 'content-type': 'application/json; charset=utf-8', 'idempotent-replay': 'true' } });

/** A repeat of a claimed key: the first answer, once there is one. */
async function repeat(request: IRequest, env: Env, key: string, consumerNo: string, fingerprint: string): Promise<Response> {
  for (let waited = 0; ; waited += IN_FLIGHT_POLL_MS) {
    const row = await readAttempt(env, key);
    // Claimed and given back (the backend failed) between the two reads: the caller tries again.
    if (!row) return errorResponse(request, 'ADD_IN_PROGRESS', 'The first add with this key has not finished');
    if (row.consumer_no !== consumerNo) return errorResponse(request, 'INVALID_CUSTOMER', 'Invalid customer', { code: 'AUT498' });
    if (row.fingerprint !== fingerprint) return errorResponse(request, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another add');
    if (row.status !== null && row.answer !== null) return replayed({ ...row, status: row.status, answer: row.answer });
    if (waited >= IN_FLIGHT_WAIT_MS) return errorResponse(request, 'ADD_IN_PROGRESS', 'The first add with this key has not finished');
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
  }
}

/** Wraps an add route: with an Idempotency-Key header, the add is applied once for that key. */
export function addOnce(handler: Handler): Handler {
  return async (request, env) => {
    const header = request.headers.get('idempotency-key');
    if (header === null) return handler(request, env);
    const key = IdempotencyKeySchema.safeParse(header);
    if (!key.success) return errorResponse(request, 400, 'API400', 'The Idempotency-Key header is malformed');
    const consumer = await authenticate(request, env);
    if (consumer instanceof Response) return consumer;
    await ensureDatabase(env.DB);
    const fingerprint = await fingerprintOf(request);
    const now = Date.now();
    await env.DB.prepare('DELETE FROM cart_add_attempts WHERE expires_at < ?').bind(now).run();
    const claimed = await env.DB.prepare(
      'INSERT INTO cart_add_attempts (idempotency_key, consumer_no, fingerprint, created_at, expires_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING',
    )
      .bind(key.data, consumer.consumerNo, fingerprint, now, now + ADD_KEY_TTL_MS)
      .run();
    if (!claimed.meta.changes) return repeat(request, env, key.data, consumer.consumerNo, fingerprint);
    let answer: Response;
    try {
      answer = await handler(request, env);
    } catch (error) {
      await env.DB.prepare('DELETE FROM cart_add_attempts WHERE idempotency_key = ?').bind(key.data).run();
      throw error;
    }
    if (answer.status >= 500) {
      await env.DB.prepare('DELETE FROM cart_add_attempts WHERE idempotency_key = ?').bind(key.data).run();
      return answer;
    }
    const text = await answer.text();
    await env.DB.prepare('UPDATE cart_add_attempts SET status = ?, answer = ? WHERE idempotency_key = ?').bind(answer.status, text, key.data).run();
    return new Response(text, { status: answer.status, headers: answer.headers });
  };
}
