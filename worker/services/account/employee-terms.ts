import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { signVisitorSummary, VISITOR_COOKIE, VISITOR_SUMMARY_TTL_MS } from '../../middleware/decisions';
import type { VisitorRole } from '../../../shared/personalisation';
import { shopperSession } from '../session';

/**
 * After an employee accepted the associate discount terms: the visitor summary is re-issued with
 * the employee role, which is what shows the associate discount banner, from the next page on.
 */
export async function acceptEmployeeTerms(c: Context<AppEnv>): Promise<void> {
  const ctx = c.get('requestContext');
  const session = await shopperSession(c).current();
  const roles: VisitorRole[] = ctx.visitor.roles.includes('employee') ? [...ctx.visitor.roles] : [...ctx.visitor.roles, 'employee'];
  ctx.visitor = { ...ctx.visitor, loggedIn: true, roles };
  setCookie(c, VISITOR_COOKIE, await signVisitorSummary(c.env.VISITOR_SECRET, { ...ctx.visitor, customerId: ctx.customerId ?? session?.consumerNo ?? null }), {
    path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: VISITOR_SUMMARY_TTL_MS / 1000,
  });
}
