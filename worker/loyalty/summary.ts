import { api } from '../../shared/api';
import { shownVoucher } from '../../shared/checkout/loyalty-voucher';
import type { LoyaltyBalance, LoyaltySummary, WelcomePromo } from '../../shared/loyalty/schemas';
import type { LoadResult } from '../../shared/page';
import type { ServiceInputs } from '../services/inputs';
import { shopperSessionOf } from '../session';
import { createUpstreamClient, type UpstreamClient } from '../upstream';
import { loyaltyProgrammeOn } from './loyalty-flag';
import { programmeShopper } from './membership';

/*
 * What a member reads of the programme: the balance for the header and account menu, the whole
 * summary for the Rewards page, and the welcome offer for a new member's welcome step.
 */

/**
 * The balance the header shows. A guest, and every shopper where the programme is off, costs no
 * upstream call; a signed-in shopper's profile says whether they are a member and their points.
 */
export async function loyaltyBalance(inputs: ServiceInputs): Promise<LoadResult<LoyaltyBalance>> {
  const session = await shopperSessionOf(inputs).current();
  const registered = session?.type === 'Registered';
  if (!(await loyaltyProgrammeOn(inputs))) return { ok: true, data: { enabled: false, isLoyaltyMember: registered && session.memberId !== null, balance: null } };
  if (!registered) return { ok: true, data: { enabled: true, isLoyaltyMember: false, balance: null } };
  const upstream = createUpstreamClient(inputs.env, inputs.ctx, shopperSessionOf(inputs));
  const result = await upstream.call(api.consumer.profile, { query: { includeLoyaltySummary: 'true' } });
  if (!result.ok) return result;
  const member = result.data.isLoyaltyMember;
  return { ok: true, data: { enabled: true, isLoyaltyMember: member, balance: member ? (result.data.loyaltySummary?.points.balance ?? 0) : null } };
}

/** A member's balance, vouchers (in the site's currency), the reward the balance affords best and the points history. */
export async function memberSummary(inputs: ServiceInputs): Promise<LoadResult<LoyaltySummary>> {
  const member = await programmeShopper(inputs);
  if ('ok' in member) return member;
  return summaryOf(member.upstream, inputs.ctx.site.currency);
}

/**
 * The summary read with a client that already carries the member's token (the Rewards page's
 * loader has one); a shopper who is no member is refused upstream with REW130.
 */
export async function summaryOf(upstream: UpstreamClient, currency: string): Promise<LoadResult<LoyaltySummary>> {
  const [vouchers, history] = await Promise.all([upstream.call(api.consumer.loyaltyVouchers, {}), upstream.call(api.consumer.loyaltyHistory, {})]);
  if (!vouchers.ok) return vouchers;
  if (!history.ok) return history;
  const loyalty = vouchers.data;
  return {
    ok: true,
    data: {
      memberId: loyalty.memberId,
      balance: loyalty.currentLoyaltyPoints,
      vouchers: loyalty.applicableLoyaltyVouchers,
      reward: shownVoucher(loyalty),
      currency,
      history: history.data.entries,
    },
  };
}

/** The welcome offer of the member's site, in its language and currency. */
export async function welcomeOffer(inputs: ServiceInputs): Promise<LoadResult<WelcomePromo>> {
  const member = await programmeShopper(inputs);
  if ('ok' in member) return member;
  return member.upstream.call(api.consumer.loyaltyWelcomePromo, {});
}
