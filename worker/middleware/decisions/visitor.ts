import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { ANONYMOUS_VISITOR, parseTestContext, TEST_CONTEXT_COOKIE, visitorSegmentKey } from '../../../shared/personalisation';
import { VISITOR_COOKIE, verifyVisitorSummary } from './visitor-summary';

/**
 * Resolves the visitor kind (the conditions content choice reads) from the signed summary cookie, with no commerce
 * call: anything missing, tampered with or expired is the anonymous visitor. The QA test
 * context (`p13n_testcontext`) is read here too, since it changes content exactly like a
 * segment does and so belongs in the segment key.
 */
export async function resolveVisitorKind(c: Context<AppEnv>): Promise<void> {
  const ctx = c.get('requestContext');
  const summary = await verifyVisitorSummary(c.env.VISITOR_SECRET, getCookie(c, VISITOR_COOKIE));
  const { customerId = null, ...kind } = summary ?? { ...ANONYMOUS_VISITOR, customerId: null };
  const testContext = parseTestContext(getCookie(c, TEST_CONTEXT_COOKIE));
  ctx.visitor = kind;
  ctx.customerId = customerId;
  ctx.testContext = testContext;
  ctx.segmentKey = testContext.length ? `${visitorSegmentKey(kind)}~${testContext.join(',')}` : visitorSegmentKey(kind);
}
