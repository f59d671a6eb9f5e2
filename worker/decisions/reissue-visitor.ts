import type { ServiceInputs } from '../services/inputs';
import { signVisitorSummary, VISITOR_COOKIE, VISITOR_SUMMARY_TTL_MS } from './visitor-summary';

/**
 * Sends the visitor summary of who the request now knows the shopper to be (`ctx.visitor` and
 * `ctx.customerId`), so the next page chooses its content, cache entry and prices for them.
 */
export async function reissueVisitorSummary({ env, ctx, session }: ServiceInputs): Promise<void> {
  session.set(VISITOR_COOKIE, await signVisitorSummary(env.VISITOR_SECRET, { ...ctx.visitor, customerId: ctx.customerId }), {
    path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: VISITOR_SUMMARY_TTL_MS / 1000,
  });
}
