import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../../shared/payments/card-number';
import { cardOutcome, TEST_CARDS } from './test-cards';

describe('test cards', () => {
  it('are numbers the hosted fields accept', () => {
    for (const { number } of Object.values(TEST_CARDS)) expect(passesLuhn(number.replace(/\s/g, ''))).toBe(true);
  });

  it('are told apart by their last four digits, and a lapsed expiry is refused as expired', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(cardOutcome({ last4: '0002', expiryMonth: 12, expiryYear: 2030 }, now)).toBe('declined');
    expect(cardOutcome({ last4: '3220', expiryMonth: 12, expiryYear: 2030 }, now)).toBe('challenge');
    expect(cardOutcome({ last4: '4242', expiryMonth: 12, expiryYear: 2030 }, now)).toBe('approved');
    expect(cardOutcome({ last4: '1111', expiryMonth: 10, expiryYear: 2026 }, now)).toBe('expired');
  });
});
