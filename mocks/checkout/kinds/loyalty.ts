import type { IRequest } from 'itty-router';
import type { AddCheckoutInstrument, Loyalty } from '../../../shared/checkout/schemas/checkout';
import { paysTheRest } from '../../../shared/payments';
import { voucherTiers } from '../../../shared/loyalty/programme';
import { redeemedStatement } from '../../loyalty';
import type { Consumer } from '../../auth';
import { toMinor } from '../../markets';
import { errorResponse } from '../../http';
import { allocate } from '../allocation';
import type { InstrumentRow, Member } from '../checkout-facts';
import { detailsOf, type PaymentKind } from './kind';

/*
 * A loyalty voucher: a member turns points into a fixed amount off the order. The points are
 * spent only when the order is made, in its own batch; the balance's named CHECK refuses an order
 * that would spend more points than the member has left.
 */

type LoyaltyBody = Extract<AddCheckoutInstrument, { payment_method_id: 'LOYALTY_POINTS' }>;

/**
 * What is left for a voucher to pay (minor units): the total less what the other fixed amounts
 * (gift cards, reward codes, athlete credit) cover. A card, Klarna or PayPal pays whatever the
 * voucher leaves, so they do not count; nor does the basket's current voucher, which a new one replaces.
 */
export function leftForVoucher(total: number, instruments: readonly InstrumentRow[]): number {
  return allocate(total, instruments.filter((row) => row.payment_method_id !== 'LOYALTY_POINTS' && !paysTheRest(row.payment_method_id))).remaining;
}

/**
 * A voucher worth more than what is left to pay would spend all its points for part of its value,
 * so it is not eligible: refused when applied, and at place order when the basket has shrunk since.
 */
const worthMoreThanLeft = (request: IRequest) => errorResponse(request, 'API403', 'This loyalty voucher is worth more than what is left to pay');

/**
 * What a member sees at checkout: their points and every voucher, each available (the member has
 * the points) and eligible (it takes no more off than what is left to pay, in the basket's
 * currency, major units). Nothing for anyone else.
 */
export function loyaltyOf(consumer: Consumer, member: Member | null, leftToPay: number, currency: string): Loyalty | undefined {
  if (consumer.type !== 'Registered' || !member?.isMember) return undefined;
  return {
    currentLoyaltyPoints: member.points,
    memberId: member.memberId ?? consumer.consumerNo,
    applicableLoyaltyVouchers: voucherTiers(currency).map((voucher) => ({ ...voucher, available: voucher.points <= member.points, eligible: voucher.amountInCurrency <= leftToPay })),
  };
}

export const loyaltyKind: PaymentKind<LoyaltyBody> = {
  method: 'LOYALTY_POINTS',

  offered: ({ owner }) => owner.member?.isMember === true,

  async add({ request, open, cart, data, owner }, body) {
    if (open.consumer.type !== 'Registered') return errorResponse(request, 'REW401', 'Sign in to use loyalty points');
    const { member } = owner;
    if (!member?.isMember) return errorResponse(request, 'REW130', 'Only loyalty members can use loyalty points');
    if (!member.confirmed) return errorResponse(request, 'REW135', 'The loyalty membership is not confirmed yet');
    const voucher = voucherTiers(cart.currency).find((candidate) => candidate.points === body.points);
    if (!voucher) return errorResponse(request, 400, 'API400', 'appliedLoyaltyVoucher: no voucher costs this many points');
    if (voucher.points > member.points) return errorResponse(request, 'REW140', 'Not enough loyalty points for this voucher');
    if (data.instruments.some((row) => row.payment_method_id === 'LOYALTY_POINTS')) return errorResponse(request, 'PRM416', 'A loyalty voucher is already applied');
    if (toMinor(voucher.amountInCurrency, cart.currency) > leftForVoucher(toMinor(cart.totals.total, cart.currency), data.instruments)) return worthMoreThanLeft(request);
    return {
      // The member pays with their own balance: the reference is their consumer number, which the spend needs.
      providerRef: open.consumer.consumerNo,
      brand: 'LOYALTY',
      last4: '',
      amount: toMinor(voucher.amountInCurrency, cart.currency),
      details: { points: voucher.points },
    };
  },

  // Points are not authorised by anyone: the order's batch spends them or fails whole. A voucher
  // the basket no longer uses in full is refused rather than spend all its points for less.
  authorise: async ({ request }, instrument, amount) => (amount < instrument.amount ? { outcome: 'refused', response: worthMoreThanLeft(request) } : { outcome: 'approved' }),

  chargeStatements(db, charge, orderNo, now) {
    const points = Number(detailsOf(charge).points);
    const consumerNo = charge.providerRef;
    return [
      // The member's points history shows the voucher beside the order that spent it.
      redeemedStatement(db, orderNo, consumerNo, points, now),
      db
        .prepare("INSERT OR IGNORE INTO loyalty_points (consumer_no, points) SELECT consumer_no, COALESCE(json_extract(profile, '$.loyaltySummary.points.balance'), 0) FROM accounts WHERE consumer_no = ?")
        .bind(consumerNo),
      db.prepare('UPDATE loyalty_points SET points = points - ? WHERE consumer_no = ?').bind(points, consumerNo),
      db
        .prepare("UPDATE accounts SET profile = json_set(profile, '$.loyaltySummary.points.balance', (SELECT points FROM loyalty_points WHERE consumer_no = ?)) WHERE consumer_no = ?")
        .bind(consumerNo, consumerNo),
    ];
  },
  spentConstraint: { name: 'loyalty_points_left', errorId: 'REW140', message: 'Not enough loyalty points for this voucher' },

  appliedReward: (row, amount) => {
    const points = Number(detailsOf(row).points);
    return { type: 'LOYALTY_POINTS', amount, ...(points ? { points } : {}) };
  },

  summary: (charge) => {
    const points = String(detailsOf(charge).points);
    return { code: 'LOYALTY_POINTS', label: `Loyalty voucher (${points} points)`, additionalData: { points } };
  },

  view: (row) => ({ details: { points: String(detailsOf(row).points) } }),
};
