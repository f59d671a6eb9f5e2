import { describe, expect, it } from 'vitest';
import { oneGiftCardRefusal } from './gift-card-refusal';

describe('oneGiftCardRefusal', () => {
  it('makes a wrong PIN read as an unknown number, by errorId and by the code beside the cart id', () => {
    const unknown = oneGiftCardRefusal({ status: 400, errorId: 'GFC800', message: 'The gift card number is not valid' });
    const wrongPin = oneGiftCardRefusal({ status: 400, errorId: 'GFC700', message: 'The gift card number or PIN is not valid' });
    expect(wrongPin).toEqual(unknown);
    const atPayment = (code: string) => oneGiftCardRefusal({ status: 400, errorId: 'GC_INVALID2', message: `backend words for ${code}`, extras: { code } });
    expect(atPayment('GFC700')).toEqual(atPayment('GFC800'));
    expect(atPayment('GFC700').extras?.code).toBe('GFC800');
  });

  it('leaves every other refusal as it was', () => {
    const expired = { status: 400, errorId: 'GFC812', message: 'This gift card has expired' };
    expect(oneGiftCardRefusal(expired)).toBe(expired);
    const otherCurrency = { status: 400, errorId: 'GC_INVALID2', message: 'This gift card cannot be used in this currency', extras: { code: 'GFC760' } };
    expect(oneGiftCardRefusal(otherCurrency)).toBe(otherCurrency);
  });
});
