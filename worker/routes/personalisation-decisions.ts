import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { isAllowed, TARGETING_CATEGORY } from '../../shared/consent';
import { PersonalisationDecisionsRequestSchema, type PersonalisationDecision } from '../../shared/personalisation';
import { decideForPage } from '../middleware/personalisation';
import { ensureMonetateId } from '../services/personalisation';
import { readJsonBody } from './read-body';
import { classifyPath } from '../../shared/routing';

const MAX_BODY_BYTES = 2 * 1024;

/*
 * POST /fapi/personalisation/decisions (spec §7 "refreshed on a recalculate event"): the
 * engine's decision for the page the browser shows, asked again after something the visitor
 * did (state/recalculate.ts). The same decide call and time budget as a page render; without
 * targeting consent no call is made and the answer is null. Never cached: it is one visitor's.
 */
export const personalisationDecisions = new Hono<AppEnv>().post('/', async (c) => {
  const request = await readJsonBody(c, PersonalisationDecisionsRequestSchema, MAX_BODY_BYTES, 'Invalid decisions request');
  if (request instanceof Response) return request;
  c.header('cache-control', 'private, no-store');
  if (!isAllowed(c.get('requestContext').consent, TARGETING_CATEGORY)) return c.json({ decision: null });
  // The page the browser shows, not this request's path: classified here, from the body.
  const page = new URL(request.page, c.req.url);
  const decision: PersonalisationDecision | null = await decideForPage(c, page, classifyPath(page.pathname), ensureMonetateId(c));
  return c.json({ decision });
});
