import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { signVisitorSummary, VISITOR_COOKIE, VISITOR_SUMMARY_TTL_MS } from '../decisions';
import { shopperSession } from '../session';
import { visitorOfSession } from '../session/visitor-of';

/**
 * After an employee accepted the associate discount terms upstream: the session says so (the
 * terms dialog stops opening), and the visitor summary is re-issued with the employee role, which
 * shows the associate discount banner from the next page on.
 */
export async function acceptEmployeeTerms(c: Context<AppEnv>): Promise<void> {
  const handle = shopperSession(c);
  await handle.amend({ employeeTermsAccepted: true });
  const session = await handle.current();
  const ctx = c.get('requestContext');
  ctx.visitor = visitorOfSession(session, ctx.visitor.cartEmpty);
  ctx.customerId = session?.consumerNo ?? null;
  setCookie(c, VISITOR_COOKIE, await signVisitorSummary(c.env.VISITOR_SECRET, { ...ctx.visitor, customerId: ctx.customerId }), {
    path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: VISITOR_SUMMARY_TTL_MS / 1000,
  });
}
