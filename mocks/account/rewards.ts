/*
 * The retailer's own reward codes and reward cards (gift cards) a shopper may save to their
 * account. A reward code is any code in the retailer's RWD- series; a reward card is one of the
 * seeded cards with its PIN.
 */

/** Cards the mocks issued, by number, with their PINs. */
const REWARD_CARDS: ReadonlyMap<string, string> = new Map([
  ['RC0000100001', '1234'],
  ['RC0000100002', '2345'],
  ['RC0000100003', '3456'],
  ['RC0000100004', '4567'],
]);

export const isIssuedRewardCode = (code: string): boolean => /^RWD-[A-Z0-9]{4,}(?:-[A-Z0-9]+)*$/.test(code);

export const isIssuedRewardCard = (number: string, pin: string): boolean => REWARD_CARDS.get(number) === pin;

/** Saving a gift card twice: the catalogue's already-applied gift card code. */
export const GIFT_CARD_EXISTS = { status: 409, errorId: 'GFC755', message: 'Gift card already exists' } as const;
/** A code or card the retailer never issued (or a wrong PIN): the catalogue's invalid gift card code. */
export const GIFT_CARD_INVALID = { status: 400, errorId: 'GFC800', message: 'Invalid gift card' } as const;
