import type { AddCheckoutInstrument } from '../../../shared/checkout/schemas/checkout';
import { paysTheRest } from '../../../shared/payments';
import { toMinor } from '../../markets';
import { instrumentNotFound, refusalResponse, type Refusal } from '../../http';
import { allocate } from '../allocation';
import { rewardCardByNumber, spendable } from '../../payments';
import type { PaymentKind } from './kind';

/*
 * A reward card saved in the shopper's account: it pays its balance in the basket's currency, no
 * more than what the other fixed-amount instruments leave, so it can pay a whole order alone or
 * part of one beside a card. Nothing is taken from it until the order is placed, when its part
 * is spent in the order's own batch.
 */

type RewardCardBody = Extract<AddCheckoutInstrument, { payment_method_id: 'REWARD_CARD' }>;

const ALREADY_APPLIED: Refusal = { errorId: 'GFC755', message: 'This reward card is already applied' };
const NOTHING_LEFT: Refusal = { status: 409, errorId: 'GFC725', message: 'Nothing is left to pay with a reward card' };
/** Place order, when another order spent the balance after the card was added. */
const SPENT: Refusal = { status: 409, errorId: 'GFC740', message: 'The reward card balance no longer covers its part of the order' };

export const rewardCardKind: PaymentKind<RewardCardBody> = {
  method: 'REWARD_CARD',

  // Reward cards are kept in an account.
  offered: ({ open }) => open.consumer.type === 'Registered',

  async add({ request, env, open, cart, data }, body) {
    const saved = await env.DB.prepare("SELECT reward_key FROM payment_instruments WHERE id = ? AND consumer_no = ? AND payment_method_id = 'REWARD_CARD'")
      .bind(body.paymentInstrumentId, open.consumer.consumerNo)
      .first<{ reward_key: string | null }>();
    if (!saved?.reward_key) return instrumentNotFound(request);
    const card = spendable(await rewardCardByNumber(env.DB, saved.reward_key), cart.currency);
    if ('errorId' in card) return refusalResponse(request, card);
    if (data.instruments.some((row) => row.payment_method_id === 'REWARD_CARD' && row.provider_ref === card.number)) return refusalResponse(request, ALREADY_APPLIED);
    // What the fixed-amount instruments already on the basket leave; the card paying the rest does not count.
    const { remaining } = allocate(
      toMinor(cart.totals.total, cart.currency),
      data.instruments.filter((row) => !paysTheRest(row.payment_method_id)),
    );
    if (remaining <= 0) return refusalResponse(request, NOTHING_LEFT);
    const last4 = card.number.slice(-4);
    return { providerRef: card.number, brand: 'REWARD_CARD', last4, amount: Math.min(card.balance, remaining), details: { last4 } };
  },

  async authorise({ request, env, cart }, instrument, amount) {
    const card = await rewardCardByNumber(env.DB, instrument.provider_ref);
    if (!card || card.currency !== cart.currency || card.balance < amount) return { outcome: 'refused', response: refusalResponse(request, SPENT) };
    return { outcome: 'approved' };
  },

  // The balance goes down in the order's batch; the CHECK refuses a balance below zero, so of two orders racing for it one fails whole.
  chargeStatements: (db, charge) => [db.prepare('UPDATE reward_cards SET balance = balance - ? WHERE number = ?').bind(charge.amount, charge.providerRef)],
  spentConstraint: { name: 'reward_card_balance', ...SPENT },

  appliedReward: (_row, amount) => ({ type: 'REWARD_CARD', amount }),

  summary: (charge) => ({ code: 'REWARD_CARD', label: `Reward card •••• ${charge.last4}`, additionalData: { last4: charge.last4 } }),

  view: (row) => ({ details: { last4: row.last4 } }),
};
