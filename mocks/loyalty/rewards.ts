/*
 * The retailer's own reward codes and reward cards (gift cards) a shopper may save to their
 * account. A reward code is any code in the retailer's RWD- series; a reward card is one the
 * retailer issued, checked with its PIN against the cards checkout spends (`checkout/reward-cards`).
 */

export const isIssuedRewardCode = (code: string): boolean => /^RWD-[A-Z0-9]{4,}(?:-[A-Z0-9]+)*$/.test(code);

/** Saving a gift card twice: the catalogue's already-applied gift card code. */
export const GIFT_CARD_EXISTS = { errorId: 'GFC755', message: 'Gift card already exists' } as const;
/** A code or card the retailer never issued (or a wrong PIN): the catalogue's invalid gift card code. */
export const GIFT_CARD_INVALID = { errorId: 'GFC800', message: 'Invalid gift card' } as const;
