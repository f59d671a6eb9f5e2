import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { isDevelopment } from '../../env';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { ANONYMOUS_VISITOR, visitorSegmentKey, type VisitorKind } from '../../../shared/decisions/personalisation';
import { signVisitorSummary, VISITOR_COOKIE, VISITOR_SUMMARY_TTL_MS } from '..';
import { fapi } from '../../../shared/fapi/schemas';
import type { VisitorTestKind } from '../../../shared/fapi/schemas/test';

/*
 * GET /fapi/test/visitor?kind=loyalty[&cart=full] — in development only: signs a visitor
 * summary cookie so e2e and worker tests (and QA) can become a loyalty member, an employee…
 * without a commerce login. kind=anonymous clears it. Anywhere else it answers 404.
 */

const member = { ...ANONYMOUS_VISITOR, loggedIn: true };
const KINDS = {
  anonymous: ANONYMOUS_VISITOR,
  'logged-in': member,
  loyalty: { ...member, loyaltyMember: true },
  employee: { ...member, roles: ['employee'] },
  athlete: { ...member, roles: ['athlete'] },
  ipa: { ...member, roles: ['ipa'] },
  wranx: { ...member, roles: ['wranx'] },
  'ipa-wranx': { ...member, roles: ['ipa', 'wranx'] },
} satisfies Record<VisitorTestKind, VisitorKind>;

export const visitorTest = new Hono<AppEnv>().on(fapi.visitorTest.read.method, fapi.visitorTest.read.path, async (c) => {
  if (!isDevelopment(c.env)) return apiError(c, 'API404', 'Not found');
  const query = fapi.visitorTest.read.query.safeParse({ kind: c.req.query('kind'), cart: c.req.query('cart') });
  if (!query.success) return apiError(c, 400, 'API400', `kind must be one of ${Object.keys(KINDS).join(', ')}; cart empty or full`);
  const visitor: VisitorKind = { ...KINDS[query.data.kind], cartEmpty: query.data.cart === 'empty' };
  // A signed-in test visitor gets a stable customer id, as a real login would give.
  const customerId = visitor.loggedIn ? `test-${query.data.kind}` : null;
  c.header('cache-control', 'no-store');
  if (visitorSegmentKey(visitor) === 'anon') {
    deleteCookie(c, VISITOR_COOKIE, { path: '/' });
  } else {
    setCookie(c, VISITOR_COOKIE, await signVisitorSummary(c.env.VISITOR_SECRET, { ...visitor, customerId }), {
      path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: VISITOR_SUMMARY_TTL_MS / 1000,
    });
  }
  return c.json({ visitor, customerId, segmentKey: visitorSegmentKey(visitor) });
});
