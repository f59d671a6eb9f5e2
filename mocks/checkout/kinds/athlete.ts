import type { AddCheckoutInstrument } from '../../../shared/checkout/schemas/checkout';
import { toMajor, toMinor } from '../../markets';
import { errorResponse } from '../../http';
import type { AthleteCredit } from '../checkout-facts';
import type { OfferContext, PaymentKind } from './kind';

/*
 * An athlete's annual credit pays what it can of an order: what is left of the credit, at most the
 * basket's total. The spend is added in the order's own batch; the credit's named CHECK refuses an
 * order that would take the athlete past their annual credit.
 */

type AthleteBody = Extract<AddCheckoutInstrument, { payment_method_id: 'ATHLETES_PAYMENT' }>;

/** What is left of the athlete's credit (minor units, never below nothing), or null for a shopper who is not an athlete. */
function creditLeft(credit: AthleteCredit | null, currency: string): number | null {
  if (!credit) return null;
  const left = credit.stored ? credit.stored.annualCredit - credit.stored.currentSpend : toMinor(credit.annualCredit - credit.currentSpend, currency);
  return Math.max(0, left);
}

/** What is left of the basket owner's credit; only a signed-in athlete has one. */
const ownersCreditLeft = ({ open, cart, owner }: Pick<OfferContext, 'open' | 'cart' | 'owner'>): number | null =>
  open.consumer.type === 'Registered' ? creditLeft(owner.athlete, cart.currency) : null;

/** What the credit left pays of the basket (minor units): no more than its total. */
const payable = (left: number, cart: { totals: { total: number }; currency: string }): number => Math.min(left, toMinor(cart.totals.total, cart.currency));

export const athleteKind: PaymentKind<AthleteBody> = {
  method: 'ATHLETES_PAYMENT',

  // Offered to athletes only, with what is left of the credit and what of it this basket would take.
  offered(context) {
    const { cart } = context;
    const left = ownersCreditLeft(context);
    if (left === null) return false;
    return { remainingAmount: toMajor(left, cart.currency), payableAmount: toMajor(payable(left, cart), cart.currency) };
  },

  async add(context) {
    const { request, open, cart, data } = context;
    const left = ownersCreditLeft(context);
    if (left === null) return errorResponse(request, 403, 'AUT432', 'Athlete payment is for athletes only');
    if (data.instruments.some((row) => row.payment_method_id === 'ATHLETES_PAYMENT')) return errorResponse(request, 'PRM416', 'Athlete payment is already applied');
    const amount = payable(left, cart);
    if (amount <= 0) return errorResponse(request, 'PYT400', 'No athlete credit is left this year');
    return { providerRef: open.consumer.consumerNo, brand: 'ATHLETE', last4: '', amount };
  },

  authorise: async () => ({ outcome: 'approved' }),

  chargeStatements(db, charge) {
    const consumerNo = charge.providerRef;
    const minorPerMajor = toMinor(1, charge.currency);
    return [
      db
        .prepare(
          "INSERT OR IGNORE INTO athlete_credit (consumer_no, annual_credit, current_spend) SELECT consumer_no, ROUND(json_extract(profile, '$.consumerDetails.athlete.annualCredit') * ?), ROUND(COALESCE(json_extract(profile, '$.consumerDetails.athlete.currentSpend'), 0) * ?) FROM accounts WHERE consumer_no = ?",
        )
        .bind(minorPerMajor, minorPerMajor, consumerNo),
      db.prepare('UPDATE athlete_credit SET current_spend = current_spend + ? WHERE consumer_no = ?').bind(charge.amount, consumerNo),
      db
        .prepare("UPDATE accounts SET profile = json_set(profile, '$.consumerDetails.athlete.currentSpend', (SELECT current_spend FROM athlete_credit WHERE consumer_no = ?) * 1.0 / ?) WHERE consumer_no = ?")
        .bind(consumerNo, minorPerMajor, consumerNo),
    ];
  },
  spentConstraint: { name: 'athlete_credit_left', errorId: 'PYT400', message: 'The athlete credit left does not cover this payment' },

  appliedReward: (_row, amount) => ({ type: 'ATHLETES_PAYMENT', amount }),

  summary: () => ({ code: 'ATHLETES_PAYMENT', label: 'Athlete credit' }),

  // What the credit pays is the instrument's amount; the credit left is on the offered method.
  view: () => ({}),
};
