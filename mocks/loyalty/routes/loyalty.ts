import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { voucherTiers } from '../../../shared/loyalty/programme';
import { LOYALTY_SOURCE_HEADER, LoyaltySourceSchema, LoyaltyTokenRequestSchema } from '../../../shared/loyalty/schemas';
import { authenticate, type Consumer } from '../../auth';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import type { Env } from '../../env';
import { errorResponse, parseBody, siteOf, type MockRouter } from '../../http';
import { historyOf } from '../ledger';
import { join, memberFacts, type MemberFacts } from '../membership';
import { welcomePromo } from '../welcome-promo';

/*
 * The loyalty programme (base /consumers-v3/consumer/loyalty), for a registered consumer:
 *   POST token            { usid, referralCode? } + `source` header: joins (REW401 a guest). A member already is answered their membership, unchanged
 *   GET  promo/welcome    the welcome offer in the site's language and currency (REW130 not a member)
 *   GET  vouchers         balance, member number and each voucher: available once the balance reaches it, eligible once the membership is confirmed (REW130 not a member)
 *   GET  history          the last 50 points movements, newest first (4044 not a member)
 */

const guestRefused = (request: IRequest) => errorResponse(request, 'REW401', 'Sign in to use the loyalty programme');
const notLoyalty = (request: IRequest) => errorResponse(request, 'REW130', 'Only loyalty members have loyalty rewards');
const memberNotFound = (request: IRequest) => errorResponse(request, '4044', 'Loyalty member not found');
const noProfile = (request: IRequest) => errorResponse(request, 'PRO404', 'Profile not found');

/** The registered caller, or the refusal a guest or a stranger gets. */
async function registered(request: IRequest, env: Env): Promise<Consumer | Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  return consumer.type === 'Registered' ? consumer : guestRefused(request);
}

/** The registered caller's membership, or the refusal for a guest, an account-less consumer or (`notMember`) a shopper who is no member. */
async function member(request: IRequest, env: Env, notMember: (request: IRequest) => Response): Promise<(MemberFacts & { consumerNo: string }) | Response> {
  const consumer = await registered(request, env);
  if (consumer instanceof Response) return consumer;
  const facts = await memberFacts(env.DB, consumer.consumerNo);
  if (!facts) return noProfile(request);
  return facts.isMember ? { ...facts, consumerNo: consumer.consumerNo } : notMember(request);
}

async function postToken(request: IRequest, env: Env): Promise<Response> {
  const consumer = await registered(request, env);
  if (consumer instanceof Response) return consumer;
  const body = await parseBody(request, LoyaltyTokenRequestSchema);
  if (body instanceof Response) return body;
  const sourceHeader = request.headers.get(LOYALTY_SOURCE_HEADER);
  const source = sourceHeader === null ? null : LoyaltySourceSchema.safeParse(sourceHeader);
  if (source && !source.success) return errorResponse(request, 400, 'API400', `${LOYALTY_SOURCE_HEADER}: not a source`);
  const joined = await join(env.DB, consumer.consumerNo, { usid: body.usid, referralCode: body.referralCode ?? null, source: source?.data ?? null });
  if (joined === null) return noProfile(request);
  if (joined !== 'member') return answer(api.consumer.loyaltyToken, joined);
  // Joining twice changes nothing: the membership as it stands.
  const facts = await memberFacts(env.DB, consumer.consumerNo);
  const optIn = await env.DB.prepare("SELECT json_extract(profile, '$.loyaltyOptInDate') AS date FROM accounts WHERE consumer_no = ?").bind(consumer.consumerNo).first<{ date: string | null }>();
  return facts ? answer(api.consumer.loyaltyToken, { memberId: facts.memberId, isLoyaltyMember: true, loyaltyOptInDate: optIn?.date ?? null, loyaltySummary: { points: { balance: facts.balance } } }) : noProfile(request);
}

async function getWelcome(request: IRequest, env: Env): Promise<Response> {
  const facts = await member(request, env, notLoyalty);
  return facts instanceof Response ? facts : answer(api.consumer.loyaltyWelcomePromo, welcomePromo(siteOf(request)));
}

async function getVouchers(request: IRequest, env: Env): Promise<Response> {
  const facts = await member(request, env, notLoyalty);
  if (facts instanceof Response) return facts;
  const vouchers = voucherTiers(siteOf(request).currency).map((tier) => ({ ...tier, available: tier.points <= facts.balance, eligible: facts.confirmed }));
  return answer(api.consumer.loyaltyVouchers, { currentLoyaltyPoints: facts.balance, memberId: facts.memberId, applicableLoyaltyVouchers: vouchers });
}

async function getHistory(request: IRequest, env: Env): Promise<Response> {
  const facts = await member(request, env, memberNotFound);
  return facts instanceof Response ? facts : answer(api.consumer.loyaltyHistory, { memberId: facts.memberId, entries: await historyOf(env.DB, facts.consumerNo) });
}

export function registerLoyaltyRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.consumer.loyaltyToken, postToken),
    on(api.consumer.loyaltyWelcomePromo, getWelcome),
    on(api.consumer.loyaltyVouchers, getVouchers),
    on(api.consumer.loyaltyHistory, getHistory),
  ]);
}
