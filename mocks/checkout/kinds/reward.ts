import type { AddCheckoutInstrument } from '../../../shared/checkout/schemas/checkout';
import type { PaymentSummary } from '../../account';
import { errorResponse, instrumentNotFound } from '../../http';
import { detailsOf, type PaymentKind } from './kind';

/*
 * Reward codes the retailer issued: each takes a fixed amount off one order. A code may be typed
 * (a guest too) or be one the signed-in shopper saved. The use is spent in the order's own batch,
 * where the reward's named CHECK refuses a second order using it. Reward cards hold a balance
 * instead (`reward-card.ts`).
 */

type RewardBody = Extract<AddCheckoutInstrument, { payment_method_id: 'REWARD_CODE' }>;

interface RewardRow {
  reward_key: string;
  kind: 'REWARD_CODE';
  value: number;
  uses_left: number;
}

export const rewardKind: PaymentKind<RewardBody> = {
  method: 'REWARD_CODE',

  async add({ request, env, open, data }, body) {
    let key: string;
    if ('rewardCode' in body) key = body.rewardCode;
    else {
      const saved = await env.DB.prepare("SELECT reward_key FROM payment_instruments WHERE id = ? AND consumer_no = ? AND payment_method_id = 'REWARD_CODE'")
        .bind(body.paymentInstrumentId, open.consumer.consumerNo)
        .first<{ reward_key: string | null }>();
      if (!saved?.reward_key) return instrumentNotFound(request);
      key = saved.reward_key;
    }
    const reward = await env.DB.prepare("SELECT reward_key, kind, value, uses_left FROM rewards WHERE reward_key = ? AND kind = 'REWARD_CODE'").bind(key).first<RewardRow>();
    if (!reward) return errorResponse(request, 400, 'PRM130', 'The reward code is not valid', { field: 'rewardCode' });
    if (reward.uses_left <= 0) return errorResponse(request, 409, 'PRM150', 'The reward has already been redeemed', { field: 'rewardCode' });
    if (data.instruments.some((row) => row.provider_ref === key && row.payment_method_id === reward.kind)) return errorResponse(request, 'PRM416', 'The reward is already applied', { field: 'rewardCode' });
    // A code is shown as printed.
    return { providerRef: key, brand: reward.kind, last4: key.slice(-4), amount: reward.value, details: { code: key } };
  },

  // The retailer's own reward needs no one's approval: the order's batch spends it or fails whole.
  authorise: async () => ({ outcome: 'approved' }),

  chargeStatements: (db, charge) => [db.prepare('UPDATE rewards SET uses_left = uses_left - 1 WHERE reward_key = ?').bind(charge.providerRef)],
  spentConstraint: { name: 'reward_uses_left', status: 409, errorId: 'PRM150', message: 'The reward has already been redeemed' },

  appliedReward: (_row, amount) => ({ type: 'REWARD_CODE', amount }),

  summary: (charge): PaymentSummary => ({ code: 'REWARD_CODE', label: `Reward code ${charge.providerRef}`, additionalData: { code: charge.providerRef } }),

  view: (row) => ({ details: detailsOf(row) }),
};
