import { describe, expect, it } from 'vitest';
import { cardBrand, containsCardNumber, holdsCardNumber, isExpired, passesLuhn } from './card-number';

describe('passesLuhn', () => {
  it('accepts the schemes’ test numbers and refuses one digit off', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});

describe('containsCardNumber', () => {
  it.each(['4242424242424242', '4242 4242 4242 4242', '4242-4242-4242-4242', 'card 4111111111111111 thanks', 'x378282246310005'])('finds %s', (text) => {
    expect(containsCardNumber(text)).toBe(true);
  });
  it.each(['', '1234', 'RC0000000017', '000000000000', '12/2030', 'tok_4f9a0c', '4242424242424241'])('lets %s through', (text) => {
    expect(containsCardNumber(text)).toBe(false);
  });

  it.each(['+49 151 12345678', '+4915112345678', '0049 151 12345678', '015112345678', '+1 514 555 0123', '004741234567'])('takes the phone %s for no card', (text) => {
    expect(containsCardNumber(text)).toBe(false);
  });

  it('still finds a card number after a plus when it is longer than any phone, or a card-shaped run without the plus', () => {
    expect(containsCardNumber('+4242424242424242')).toBe(true);
    expect(containsCardNumber('tel 4915112345678')).toBe(true);
  });
});

describe('holdsCardNumber', () => {
  it('looks into nested bodies, keys and numbers', () => {
    expect(holdsCardNumber({ card: { token: 'tok_1', note: ['a', '4242424242424242'] } })).toBe(true);
    expect(holdsCardNumber({ card: { number: 4242424242424242 } })).toBe(true);
    expect(holdsCardNumber({ '4242424242424242': true })).toBe(true);
    expect(holdsCardNumber({ card: { token: 'tok_1', holderName: 'Alex Morgan' }, main: true })).toBe(false);
  });
});

describe('cardBrand', () => {
  it('names the scheme by the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('2223003122003222')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBe('DISCOVER');
    expect(cardBrand('9999999999999995')).toBeNull();
  });
});

describe('isExpired', () => {
  const now = new Date(Date.UTC(2026, 10, 24));
  it('keeps a card good to the end of its month', () => {
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(isExpired(12, 2025, now)).toBe(true);
  });
});
