import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { ANONYMOUS_VISITOR, parseTestContext, TEST_CONTEXT_COOKIE, visitorSegmentKey } from '../../../shared/personalisation';
import { signVisitorSummary, VISITOR_COOKIE, verifyVisitorSummary, type VisitorSummary } from './visitor-summary';
import { SESSION_COOKIE, shopperSession } from '../../services/session';
import { visitorOfSession } from '../../services/session/visitor-of';
import { readCartCount } from '../../services/cart/cart-count-cookie';
import { honoursTestOverrides } from '../preview';

/**
 * Resolves the visitor kind (the conditions content choice reads) from the signed summary cookie, with no commerce
 * call: anything missing, tampered with or expired is the anonymous visitor, unless a page request brings a signed-in
 * shopper's session (below). The QA test context (`p13n_testcontext`) is read here too, since it changes content
 * exactly like a segment does and so belongs in the segment key. Answers a summary cookie value to send when one
 * was made again, else null.
 */
export async function resolveVisitorKind(c: Context<AppEnv>): Promise<string | null> {
  const ctx = c.get('requestContext');
  const verified = await verifyVisitorSummary(c.env.VISITOR_SECRET, getCookie(c, VISITOR_COOKIE));
  const remade = verified ? null : await fromSignedInSession(c);
  const { customerId = null, ...kind } = verified ?? remade?.visitor ?? { ...ANONYMOUS_VISITOR, customerId: null };
  // A shopper's own cookie cannot pick their segment: the cookie counts only where testers' overrides do.
  const testContext = honoursTestOverrides(c.env, ctx.preview) ? parseTestContext(getCookie(c, TEST_CONTEXT_COOKIE)) : [];
  ctx.visitor = kind;
  ctx.customerId = customerId;
  ctx.testContext = testContext;
  ctx.segmentKey = testContext.length ? `${visitorSegmentKey(kind)}~${testContext.join(',')}` : visitorSegmentKey(kind);
  return remade?.cookie ?? null;
}

/**
 * The summary lives 15 minutes; a signed-in shopper's session lives on. When a page request
 * brings a registered session and no valid summary, the summary is made again from the session
 * (and sent), so the shopper is not shown the anonymous content, banners and header meanwhile.
 */
async function fromSignedInSession(c: Context<AppEnv>): Promise<{ visitor: VisitorSummary; cookie: string } | null> {
  if (c.req.method !== 'GET' || c.get('requestContext').route === null || getCookie(c, SESSION_COOKIE) === undefined) return null;
  const session = await shopperSession(c).current();
  if (session?.type !== 'Registered') return null;
  const visitor = { ...visitorOfSession(session, readCartCount(c) === 0), customerId: session.consumerNo };
  return { visitor, cookie: await signVisitorSummary(c.env.VISITOR_SECRET, visitor) };
}
