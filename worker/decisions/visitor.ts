import type { ServiceInputs } from '../services/inputs';
import { ANONYMOUS_VISITOR, parseTestContext, TEST_CONTEXT_COOKIE, visitorSegmentKey } from '../../shared/decisions/personalisation';
import { signVisitorSummary, VISITOR_COOKIE, verifyVisitorSummary, type VisitorSummary } from './visitor-summary';
import { SESSION_COOKIE, type ShopperSession, visitorOfSession } from '../session';
import { readCartCount } from './cart-count-cookie';
import { honoursTestOverrides } from './experiments/test-context';

/**
 * Resolves the visitor kind (the conditions content choice reads) from the signed summary cookie, with no commerce
 * call: anything missing, tampered with or expired is the anonymous visitor, unless a page request brings a signed-in
 * shopper's session (below). The QA test context (`p13n_testcontext`) is read here too, since it changes content
 * exactly like a segment does and so belongs in the segment key. Answers a summary cookie value to send when one
 * was made again, else null.
 */
export async function resolveVisitorKind(inputs: ServiceInputs, openSession: () => Promise<ShopperSession | null>): Promise<string | null> {
  const { env, ctx, session } = inputs;
  const verified = await verifyVisitorSummary(env.VISITOR_SECRET, session.get(VISITOR_COOKIE));
  const remade = verified ? null : await fromSignedInSession(inputs, openSession);
  const { customerId = null, ...kind } = verified ?? remade?.visitor ?? { ...ANONYMOUS_VISITOR, customerId: null };
  // A shopper's own cookie cannot pick their segment: the cookie counts only where testers' overrides do.
  const testContext = honoursTestOverrides(env, ctx.preview) ? parseTestContext(session.get(TEST_CONTEXT_COOKIE)) : [];
  ctx.visitor = kind;
  ctx.customerId = customerId;
  ctx.testContext = testContext;
  ctx.segmentKey = testContext.length ? `${visitorSegmentKey(kind)}~${testContext.join(',')}` : visitorSegmentKey(kind);
  return remade?.cookie ?? null;
}

/**
 * The summary lives 15 minutes; a signed-in shopper's or an associate's session lives on. When a
 * page request brings a registered or buy-in-store session and no valid summary, the summary is
 * made again from the session (and sent), so the shopper is not shown the anonymous content,
 * banners and header meanwhile.
 */
async function fromSignedInSession({ env, ctx, request, session: cookies }: ServiceInputs, openSession: () => Promise<ShopperSession | null>): Promise<{ visitor: VisitorSummary; cookie: string } | null> {
  if (request.method !== 'GET' || ctx.route === null || cookies.get(SESSION_COOKIE) === undefined) return null;
  const session = await openSession();
  if (session?.type !== 'Registered' && !session?.buyInStore) return null;
  const visitor = { ...visitorOfSession(session, readCartCount(cookies) === 0), customerId: session.type === 'Registered' ? session.consumerNo : null };
  return { visitor, cookie: await signVisitorSummary(env.VISITOR_SECRET, visitor) };
}
