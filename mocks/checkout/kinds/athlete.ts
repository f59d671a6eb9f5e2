import type { AddCheckoutInstrument } from '../../../shared/schemas/checkout';
import { toMinor } from '../../cart/markets';
import { errorResponse } from '../../http';
import type { PaymentKind } from '../payment-kinds';

/*
 * An athlete's annual credit pays what it can of an order: what is left of the credit, at most the
 * basket's total. The spend is added in the order's own batch; the credit's named CHECK refuses an
 * order that would take the athlete past their annual credit.
 */

type AthleteBody = Extract<AddCheckoutInstrument, { payment_method_id: 'ATHLETES_PAYMENT' }>;

interface AthleteRow {
  profile: string;
  annual_credit: number | null;
  current_spend: number | null;
}

/** What is left of the athlete's credit (minor units), or null for a shopper who is not an athlete. */
async function creditLeft(db: D1Database, consumerNo: string, currency: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT a.profile, c.annual_credit, c.current_spend FROM accounts a LEFT JOIN athlete_credit c ON c.consumer_no = a.consumer_no WHERE a.consumer_no = ?')
    .bind(consumerNo)
    .first<AthleteRow>();
  const athlete = row ? (JSON.parse(row.profile) as { consumerDetails?: { athlete?: { currentSpend?: number; annualCredit?: number } } }).consumerDetails?.athlete : undefined;
  if (!row || athlete?.annualCredit === undefined) return null;
  if (row.annual_credit !== null && row.current_spend !== null) return row.annual_credit - row.current_spend;
  return toMinor(athlete.annualCredit - (athlete.currentSpend ?? 0), currency);
}

export const athleteKind: PaymentKind<AthleteBody> = {
  async add({ request, env, open, cart, data }) {
    const left = open.consumer.type === 'Registered' ? await creditLeft(env.DB, open.consumer.consumerNo, cart.currency) : null;
    if (left === null) return errorResponse(request, 403, 'AUT432', 'Athlete payment is for athletes only');
    if (data.instruments.some((row) => row.payment_method_id === 'ATHLETES_PAYMENT')) return errorResponse(request, 409, 'PRM416', 'Athlete payment is already applied');
    const payable = Math.min(left, toMinor(cart.totals.total, cart.currency));
    if (payable <= 0) return errorResponse(request, 402, 'PYT400', 'No athlete credit is left this year');
    return { providerRef: open.consumer.consumerNo, brand: 'ATHLETE', last4: '', amount: payable };
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
  spentConstraint: { name: 'athlete_credit_left', status: 402, errorId: 'PYT400', message: 'The athlete credit left does not cover this payment' },

  summary: () => ({ code: 'ATHLETES_PAYMENT', label: 'Athlete credit' }),

  // What the credit pays is the instrument's amount; the credit left is on the offered method.
  view: () => ({}),
};
