import type { CheckoutFailure } from './outcome';

/** What an unknown number and a wrong PIN both answer. */
export const GIFT_CARD_NOT_VALID = { errorId: 'GFC800', message: 'The gift card number or PIN is not valid' } as const;

/** The codes by which a backend tells a wrong PIN from a number no card has. */
const NUMBER_OR_PIN = new Set(['GFC700', 'GFC800']);

/**
 * One refusal whether the number or the PIN is wrong: telling them apart would confirm which
 * numbers exist, halving a guesser's work. The cart's own id (GC_INVALID2) stays, with the
 * catalogue code beside it made the same.
 */
export function oneGiftCardRefusal(failure: CheckoutFailure): CheckoutFailure {
  const code = failure.extras?.code;
  if (NUMBER_OR_PIN.has(failure.errorId)) return { ...failure, ...GIFT_CARD_NOT_VALID };
  if (typeof code === 'string' && NUMBER_OR_PIN.has(code)) return { ...failure, message: GIFT_CARD_NOT_VALID.message, extras: { ...failure.extras, code: GIFT_CARD_NOT_VALID.errorId } };
  return failure;
}
