import { isExpired } from '../../shared/payments/card-number';
import type { Refusal } from '../http';

/*
 * The mock provider's test cards: what authorising a charge on each does. A card is known by its
 * last four digits (the provider keeps no number); any other card is approved. A card whose
 * expiry has passed is refused like the expired test card.
 */

export type CardOutcome = 'approved' | 'declined' | 'fraud' | 'expired' | 'insufficient' | 'challenge';

export const TEST_CARDS: Readonly<Record<string, { number: string; outcome: CardOutcome }>> = {
  '1111': { number: '4111 1111 1111 1111', outcome: 'approved' },
  '0002': { number: '4000 0000 0000 0002', outcome: 'declined' },
  '0019': { number: '4100 0000 0000 0019', outcome: 'fraud' },
  '0069': { number: '4000 0000 0000 0069', outcome: 'expired' },
  '9995': { number: '4000 0000 0000 9995', outcome: 'insufficient' },
  '3220': { number: '4000 0000 0000 3220', outcome: 'challenge' },
};

export function cardOutcome(card: { last4: string; expiryMonth: number; expiryYear: number }, now = new Date()): CardOutcome {
  if (isExpired(card.expiryMonth, card.expiryYear, now)) return 'expired';
  return TEST_CARDS[card.last4]?.outcome ?? 'approved';
}

/**
 * The refusal each refused outcome answers: the cart's error id where it has one, and the catalogue
 * code. Where the catalogue code is the error id itself (PYT400) the answer names it once.
 */
export const CARD_REFUSALS: Readonly<Record<'declined' | 'fraud' | 'expired' | 'insufficient', Refusal>> = {
  declined: { errorId: 'PAYMENT_ERROR', code: 'PAY400', message: 'The payment was declined' },
  fraud: { errorId: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', code: 'PYT402', message: 'The payment could not be verified' },
  expired: { errorId: 'CC_EXPIRY_DATE_INVALID', code: 'FE309', message: 'Credit card expiry invalid' },
  insufficient: { errorId: 'PYT400', message: 'The payment is not enough to cover the order' },
};
