import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { fapi } from '../../../shared/fapi/schemas';
import { serviceInputs } from '../../middleware/request-context/service-inputs';
import { limitAttempt, tooManyAttempts } from '../../middleware/rate-limit';
import { readJsonBody } from '../../routes/read-body';
import { upstreamAnswer } from '../../routes/upstream-answer';
import { joinProgramme } from '../membership';
import { loyaltyBalance, memberSummary, welcomeOffer } from '../summary';

/*
 * The loyalty programme, for the shopper of the request; each answer is theirs alone (private,
 * no-store). Where the site has switched the programme off every route but the balance answers
 * 404 LOYALTY_UNAVAILABLE, and the balance says `enabled: false`. A guest is refused with REW401.
 *   GET  /fapi/loyalty/balance   { enabled, isLoyaltyMember, balance }: the header's and account menu's points
 *   GET  /fapi/loyalty           { memberId, balance, vouchers[], reward, currency, history[] } (REW130 not a member)
 *   POST /fapi/loyalty/join      { referral_code?, enrollment_marketing_source?, leadSource? } → { memberId, isLoyaltyMember, loyaltyOptInDate, loyaltySummary }
 *   GET  /fapi/loyalty/welcome   { promotionId, title, message, bonusPoints, voucher, currency } (REW130 not a member)
 */

const BODY_MAX_BYTES = 1024;

/** Joining is once per account; a client joining over and over is a script. */
export const LOYALTY_JOIN_LIMIT = { name: 'loyalty-join', limit: 10, windowSeconds: 15 * 60 } as const;

export const loyaltyRoutes = new Hono<AppEnv>()
  .on(fapi.loyalty.balance.method, fapi.loyalty.balance.path, async (c) => upstreamAnswer(c, await loyaltyBalance(serviceInputs(c))))
  .on(fapi.loyalty.summary.method, fapi.loyalty.summary.path, async (c) => upstreamAnswer(c, await memberSummary(serviceInputs(c))))
  .on(fapi.loyalty.welcome.method, fapi.loyalty.welcome.path, async (c) => upstreamAnswer(c, await welcomeOffer(serviceInputs(c))))
  .on(fapi.loyalty.join.method, fapi.loyalty.join.path, async (c) => {
    const body = await readJsonBody(c, fapi.loyalty.join.body, BODY_MAX_BYTES, 'The referral code or source is not valid');
    if (body instanceof Response) return body;
    const verdict = await limitAttempt(c, LOYALTY_JOIN_LIMIT);
    if (!verdict.allowed) return tooManyAttempts(c, verdict.retryAfterSeconds);
    return upstreamAnswer(c, await joinProgramme(serviceInputs(c), body));
  });
