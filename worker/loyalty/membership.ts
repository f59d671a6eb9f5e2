import { api } from '../../shared/api';
import { LOYALTY_SOURCE_HEADER, type JoinBody, type LoyaltyToken } from '../../shared/loyalty/schemas';
import type { LoadResult } from '../../shared/page';
import { signVisitorSummary, VISITOR_COOKIE, VISITOR_SUMMARY_TTL_MS } from '../decisions';
import type { ServiceInputs } from '../services/inputs';
import { shopperSessionOf, visitorOfSession, type ShopperSession, type ShopperSessionHandle } from '../session';
import { createUpstreamClient, type UpstreamClient } from '../upstream';
import { loyaltyProgrammeOn } from './loyalty-flag';

/*
 * Reaching the programme for the shopper of a request: only where the site runs it, and only for
 * a registered shopper, whose own token every call carries (no call can name another member).
 */

export type LoyaltyFailure = Extract<LoadResult<never>, { ok: false }>;

export const PROGRAMME_OFF: LoyaltyFailure = { ok: false, status: 404, errorId: 'LOYALTY_UNAVAILABLE', message: 'The loyalty programme is not available on this site' };
export const NOT_SIGNED_IN: LoyaltyFailure = { ok: false, status: 401, errorId: 'REW401', message: 'Sign in to use the loyalty programme' };

export interface Member {
  session: ShopperSession;
  handle: ShopperSessionHandle;
  upstream: UpstreamClient;
}

/** The registered shopper and their upstream client where the programme runs; why not otherwise. */
export async function programmeShopper(inputs: ServiceInputs): Promise<Member | LoyaltyFailure> {
  if (!(await loyaltyProgrammeOn(inputs))) return PROGRAMME_OFF;
  const handle = shopperSessionOf(inputs);
  const session = await handle.current();
  if (session?.type !== 'Registered') return NOT_SIGNED_IN;
  return { session, handle, upstream: createUpstreamClient(inputs.env, inputs.ctx, handle) };
}

/** Where the shopper came from, as the backend's `source` header takes it: the campaign, else the lead source. */
export const joinSource = (body: JoinBody): string | undefined => body.enrollment_marketing_source ?? body.leadSource;

/**
 * Joins a signed-in shopper who is not a member: nothing is created but the membership. The
 * backend is sent the session's id, the referral code and the source; the session then knows the
 * member number, and the visitor summary is re-issued as a member's, so content for members
 * shows from the next page on. A member already is answered their membership as it stands.
 */
export async function joinProgramme(inputs: ServiceInputs, body: JoinBody): Promise<LoadResult<LoyaltyToken>> {
  const member = await programmeShopper(inputs);
  if ('ok' in member) return member;
  const source = joinSource(body);
  const result = await member.upstream.call(
    api.consumer.loyaltyToken,
    { body: { usid: member.session.usid, ...(body.referral_code ? { referralCode: body.referral_code } : {}) } },
    source ? { headers: { [LOYALTY_SOURCE_HEADER]: source } } : {},
  );
  if (!result.ok) return result;
  await member.handle.amend({ memberId: result.data.memberId });
  const { env, ctx } = inputs;
  ctx.visitor = visitorOfSession(await member.handle.current(), ctx.visitor.cartEmpty);
  ctx.customerId = member.session.consumerNo;
  inputs.session.set(VISITOR_COOKIE, await signVisitorSummary(env.VISITOR_SECRET, { ...ctx.visitor, customerId: ctx.customerId }), {
    path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: VISITOR_SUMMARY_TTL_MS / 1000,
  });
  return result;
}
