import { isExpired, MAX_EXPIRY_YEARS_AHEAD } from '../../shared/payments/card-number';
import type { PaymentInstrument } from '../../shared/payments/schemas/payment-instruments';
import { randomBase62 } from '../hex';
import type { Refusal } from '../http';
import type { RedeemedCard } from '../payments';

/*
 * A consumer's saved payment methods. Every query names the consumer, so an id of someone else's
 * is simply not found. Credit cards hold the payment provider's reference and display facts only;
 * one of them is the main card (the first saved, or whichever the shopper last chose).
 */

export const NOT_FOUND: Refusal = { status: 404, errorId: 'PYT404', message: 'Payment instrument not found' };
export const EXPIRY_INVALID: Refusal = { errorId: 'FE309', message: 'Credit card expiry invalid' };
export const CARD_EXISTS: Refusal = { errorId: 'PYT300', message: 'This card is already saved to your account.' };

interface Row {
  id: string;
  payment_method_id: PaymentInstrument['payment_method_id'];
  brand: string | null;
  last4: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  holder_name: string | null;
  reward_key: string | null;
  main: number;
}

// Base62: an id travels in request bodies, where a long run of digits would read as a card number.
const newInstrumentId = () => `PI${randomBase62(20)}`;

function view(row: Row): PaymentInstrument {
  if (row.payment_method_id === 'REWARD_CODE') return { paymentInstrumentId: row.id, payment_method_id: 'REWARD_CODE', rewardCode: { code: row.reward_key ?? '' } };
  if (row.payment_method_id === 'REWARD_CARD') return { paymentInstrumentId: row.id, payment_method_id: 'REWARD_CARD', rewardCard: { last4: (row.reward_key ?? '').slice(-4) } };
  return {
    paymentInstrumentId: row.id,
    payment_method_id: 'CREDIT_CARD',
    card: { brand: row.brand as 'VISA', last4: row.last4 ?? '', expiryMonth: row.expiry_month ?? 1, expiryYear: row.expiry_year ?? 2000, holderName: row.holder_name ?? '' },
    main: row.main === 1,
  };
}

/** The main card first, then the newest first. */
export async function listInstruments(db: D1Database, consumerNo: string): Promise<PaymentInstrument[]> {
  const { results } = await db
    .prepare('SELECT id, payment_method_id, brand, last4, expiry_month, expiry_year, holder_name, reward_key, main FROM payment_instruments WHERE consumer_no = ? ORDER BY main DESC, created_at DESC, id')
    .bind(consumerNo)
    .all<Row>();
  return results.map(view);
}

/** A card's expiry is refused once its month has passed, or beyond what any scheme issues. */
export function expiryProblem(expiryMonth: number, expiryYear: number, now = new Date()): Refusal | null {
  return isExpired(expiryMonth, expiryYear, now) || expiryYear > now.getUTCFullYear() + MAX_EXPIRY_YEARS_AHEAD ? EXPIRY_INVALID : null;
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String(error));

/** Saves a redeemed card; the same card (by the provider's fingerprint) saved before is PYT300. */
export async function saveCard(db: D1Database, consumerNo: string, card: RedeemedCard, holderName: string, makeMain: boolean, now = Date.now()): Promise<{ paymentInstrumentId: string } | Refusal> {
  const expiry = expiryProblem(card.expiryMonth, card.expiryYear, new Date(now));
  if (expiry) return expiry;
  const id = newInstrumentId();
  // The first card is the main one whatever was asked; asking for main on a later one moves it.
  const statements = [
    ...(makeMain ? [db.prepare('UPDATE payment_instruments SET main = 0 WHERE consumer_no = ? AND main = 1').bind(consumerNo)] : []),
    db
      .prepare(
        `INSERT INTO payment_instruments (id, consumer_no, payment_method_id, provider_ref, fingerprint, brand, last4, expiry_month, expiry_year, holder_name, main, created_at)
         SELECT ?, ?, 'CREDIT_CARD', ?, ?, ?, ?, ?, ?, ?, CASE WHEN ? = 1 OR NOT EXISTS (SELECT 1 FROM payment_instruments WHERE consumer_no = ? AND main = 1) THEN 1 ELSE 0 END, ?`,
      )
      .bind(id, consumerNo, card.providerRef, card.fingerprint, card.brand, card.last4, card.expiryMonth, card.expiryYear, holderName, makeMain ? 1 : 0, consumerNo, now),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    if (isUniqueViolation(error)) return CARD_EXISTS;
    throw error;
  }
  return { paymentInstrumentId: id };
}

/** Saves a reward code or reward card by its key; one already saved is `exists`. */
export async function saveReward(db: D1Database, consumerNo: string, kind: 'REWARD_CODE' | 'REWARD_CARD', key: string, exists: Refusal, now = Date.now()): Promise<{ paymentInstrumentId: string } | Refusal> {
  const id = newInstrumentId();
  try {
    await db.prepare('INSERT INTO payment_instruments (id, consumer_no, payment_method_id, reward_key, created_at) VALUES (?, ?, ?, ?, ?)').bind(id, consumerNo, kind, key, now).run();
  } catch (error) {
    if (isUniqueViolation(error)) return exists;
    throw error;
  }
  return { paymentInstrumentId: id };
}

export interface CardChanges {
  expiryMonth?: number | undefined;
  expiryYear?: number | undefined;
  holderName?: string | undefined;
  main?: true | undefined;
}

/** Changes one of the consumer's saved cards; anything else (another's, a reward, none) is PYT404. */
export async function updateCard(db: D1Database, consumerNo: string, id: string, changes: CardChanges, now = new Date()): Promise<{ paymentInstrumentId: string } | Refusal> {
  if (changes.expiryMonth !== undefined && changes.expiryYear !== undefined) {
    const expiry = expiryProblem(changes.expiryMonth, changes.expiryYear, now);
    if (expiry) return expiry;
  }
  const owned = await db.prepare("SELECT id FROM payment_instruments WHERE id = ? AND consumer_no = ? AND payment_method_id = 'CREDIT_CARD'").bind(id, consumerNo).first();
  if (!owned) return NOT_FOUND;
  const statements = [
    ...(changes.main ? [db.prepare('UPDATE payment_instruments SET main = 0 WHERE consumer_no = ? AND main = 1 AND id <> ?').bind(consumerNo, id)] : []),
    db
      .prepare(
        `UPDATE payment_instruments SET expiry_month = COALESCE(?, expiry_month), expiry_year = COALESCE(?, expiry_year), holder_name = COALESCE(?, holder_name),
         main = CASE WHEN ? = 1 THEN 1 ELSE main END WHERE id = ? AND consumer_no = ?`,
      )
      .bind(changes.expiryMonth ?? null, changes.expiryYear ?? null, changes.holderName ?? null, changes.main ? 1 : 0, id, consumerNo),
  ];
  await db.batch(statements);
  return { paymentInstrumentId: id };
}

/** Removes one of the consumer's instruments; when it was the main card, the newest other card becomes main. */
export async function removeInstrument(db: D1Database, consumerNo: string, id: string): Promise<{ paymentInstrumentId: string } | Refusal> {
  const [removed] = await db.batch([
    db.prepare('DELETE FROM payment_instruments WHERE id = ? AND consumer_no = ? RETURNING main').bind(id, consumerNo),
    db
      .prepare(
        `UPDATE payment_instruments SET main = 1 WHERE id = (
           SELECT id FROM payment_instruments WHERE consumer_no = ? AND payment_method_id = 'CREDIT_CARD' ORDER BY created_at DESC, id LIMIT 1
         ) AND NOT EXISTS (SELECT 1 FROM payment_instruments WHERE consumer_no = ? AND main = 1)`,
      )
      .bind(consumerNo, consumerNo),
  ]);
  return removed?.results.length ? { paymentInstrumentId: id } : NOT_FOUND;
}
