import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../shared/i18n';
import { cardSaveMessage, expiryText, giftCardSaveMessage, parseExpiry } from './payment-client';

const t = ((key: string) => `«${key}»`) as Translate;
const now = new Date(Date.UTC(2026, 10, 24));

describe('parseExpiry', () => {
  it.each([
    ['11/26', { expiryMonth: 11, expiryYear: 2026 }],
    ['1/27', { expiryMonth: 1, expiryYear: 2027 }],
    [' 09 / 2031 ', { expiryMonth: 9, expiryYear: 2031 }],
  ])('reads %s', (text, expiry) => {
    expect(parseExpiry(text, now)).toEqual(expiry);
  });
  it.each(['10/26', '13/27', '00/27', '1227', '12/7', 'MM/YY', ''])('refuses %s (past, or not a month and year)', (text) => {
    expect(parseExpiry(text, now)).toBeNull();
  });
});

describe('expiryText', () => {
  it('writes MM/YY', () => expect(expiryText(3, 2031)).toBe('03/31'));
});

describe('the save failure messages', () => {
  const error = (errorId: string) => ({ errorId, message: 'This card is already saved to your account.', correlationId: null });
  it('show the server’s message only for a card that is saved already', () => {
    expect(cardSaveMessage(t, error('PYT300'))).toBe('This card is already saved to your account.');
    for (const errorId of ['AUT403', 'PAY400', 'GEN500', 'API429']) expect(cardSaveMessage(t, error(errorId))).toBe('«payment.cardSaveFailed»');
  });
  it('say a gift card exists for its code, the catalogue’s words for a bad number or PIN, and failed otherwise', () => {
    expect(giftCardSaveMessage(t, error('GFC755'))).toBe('«payment.giftCardExists»');
    for (const errorId of ['GFC800', 'GFC700', 'GFC760']) expect(giftCardSaveMessage(t, error(errorId))).toBe(`«apiError.${errorId}»`);
    for (const errorId of ['GEN500', 'API429']) expect(giftCardSaveMessage(t, error(errorId))).toBe('«payment.giftCardSaveFailed»');
  });
});
