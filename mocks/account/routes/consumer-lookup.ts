import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { ConsumerLookupQuerySchema } from '../../../shared/account/schemas/consumer-lookup';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { badRequest, queryParam, type MockRouter } from '../../http';

/*
 * GET /consumers-v3/consumer/lookup?email=   → { exists }: whether the email has an account
 */

/** Whether an email has an account; nothing else of it (not its lock, not who holds it). */
async function lookup(request: IRequest, env: Env): Promise<Response> {
  const parsed = ConsumerLookupQuerySchema.safeParse({ email: queryParam(request, 'email') ?? '' });
  if (!parsed.success) return badRequest(request, parsed.error);
  await ensureDatabase(env.DB);
  const found = await env.DB.prepare('SELECT 1 FROM accounts WHERE email = ?').bind(parsed.data.email.toLowerCase()).first();
  return answer(api.consumer.lookup, { exists: found !== null });
}

export function registerConsumerLookupRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.consumer.lookup, lookup)]);
}
