import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';
import { createTranslator } from './translator';
import { de, en, fr, nb } from './messages';

describe('errorMessage', () => {
  it("words the shop's own errors in the page's language, by errorId", () => {
    const german = createTranslator('de-DE', de).t;
    expect(errorMessage(german, { errorId: 'GEN500', message: 'Something went wrong. Please try again.' })).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.');
    expect(errorMessage(german, { errorId: 'INV700', message: 'Item out of stock' })).toBe('Dieser Artikel ist ausverkauft.');
  });

  it("shows the server's message for any other errorId", () => {
    expect(errorMessage(createTranslator('en-US', en).t, { errorId: 'ATTR100', message: 'Missing request type' })).toBe('Missing request type');
  });
});

describe('cart, inventory and promo errors', () => {
  const CART_IDS = ['CART_NOT_FOUND', 'INVALID_CUSTOMER', 'ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE', 'ITEM_OOS', 'ITEMS_OOS', 'GWP_PRODUCT'];
  const CODES = ['INV700', 'INV701', 'INV702', 'INV406', 'INV405', 'INV407', 'INV409', 'ORD430', 'ORD404', 'ORD516', 'ORD517', 'ORD518', 'BSK404', 'AUT498', 'AUT404', 'AUT409', 'PRC400', 'GFS800', 'GFO404', 'GFO405', 'SHP404', 'STR404'];
  const PROMO = ['PRM130', 'PRM160', 'PRM135', 'PRM140', 'PRM150', 'PRM155', 'PRM416', 'PRM175', 'GWP403'];
  const SERVER = 'server wording';
  const catalogues = { 'en-US': en, 'fr-CA': fr, 'de-DE': de, 'nb-NO': nb };

  it.each(Object.entries(catalogues))('words every one of them locally in %s', (locale, messages) => {
    const { t } = createTranslator(locale, messages);
    for (const errorId of [...CART_IDS, ...CODES, ...PROMO]) {
      const shown = errorMessage(t, { errorId, message: SERVER });
      expect(shown, errorId).not.toBe(SERVER);
      // Each language has its own words: none falls back to the English text.
      if (locale !== 'en-US') expect(shown, `${locale} ${errorId}`).not.toBe(errorMessage(createTranslator('en-US', en).t, { errorId, message: SERVER }));
    }
  });

  it('tells each promo code failure apart', () => {
    const { t } = createTranslator('en-US', en);
    const distinct = new Set(['PRM130', 'PRM135', 'PRM140', 'PRM150', 'PRM155', 'PRM416', 'PRM175', 'GWP403'].map((errorId) => errorMessage(t, { errorId, message: SERVER })));
    expect(distinct.size).toBe(8);
  });

  it('names the limit of an item when the answer gives it, else says it generically', () => {
    const english = createTranslator('en-US', en).t;
    expect(errorMessage(english, { errorId: 'ADDED_MAX_QUANTITY', message: SERVER, maxAllowedQty: 5 })).toBe('No more of this item can be added: the limit is 5 per order.');
    expect(errorMessage(english, { errorId: 'ADDED_MAX_QUANTITY', message: SERVER })).toBe('You have already added the maximum quantity of this item.');
    expect(errorMessage(createTranslator('nb-NO', nb).t, { errorId: 'INV408', message: SERVER, maxAllowedQty: 12000 })).toMatch(/^Du kan ikke legge til flere av denne varen: grensen er 12\s000 per bestilling\.$/);
  });
});

describe('order lookup, cancel, return and gift card email errors', () => {
  // The catalogue's order lookup codes, RTN500 for a return label, and two the catalogue has no
  // code for: an order past cancelling, and an order without a gift card email to resend.
  const ORDER_IDS = ['OHS4004', 'ORD409', 'ORD400', 'RTN500', 'ORDER_NOT_CANCELLABLE', 'GIFT_CARD_NOT_FOUND'];
  const SERVER = 'server wording';
  const catalogues = { 'en-US': en, 'fr-CA': fr, 'de-DE': de, 'nb-NO': nb };
  const english = createTranslator('en-US', en).t;

  it.each(Object.entries(catalogues))('words each of them locally in %s', (locale, messages) => {
    const { t } = createTranslator(locale, messages);
    for (const errorId of ORDER_IDS) {
      const shown = errorMessage(t, { errorId, message: SERVER });
      expect(shown, errorId).not.toBe(SERVER);
      if (locale !== 'en-US') expect(shown, `${locale} ${errorId}`).not.toBe(errorMessage(english, { errorId, message: SERVER }));
    }
  });

  it('tells a wrong email apart from an unknown order', () => {
    expect(errorMessage(english, { errorId: 'ORD400', message: SERVER })).toBe('That email address does not match the order.');
    expect(errorMessage(english, { errorId: 'ORD409', message: SERVER })).toBe('We could not find that order.');
    expect(errorMessage(english, { errorId: 'ORDER_NOT_CANCELLABLE', message: SERVER })).toBe('This order can no longer be cancelled.');
    expect(errorMessage(english, { errorId: 'GIFT_CARD_NOT_FOUND', message: SERVER })).toBe('This order has no gift card email to send.');
  });
});

describe('sign-in, sign-up, profile and account errors', () => {
  // Every code of the catalogue's Authentication, Profile and Order lookup groups, the validation
  // codes, the sign-up ids shown as text and the rate limit: one wording each, wherever met.
  const AUTHENTICATION = ['AUT401', 'AUT418', 'AUT437', 'AUT438', 'AUT439', 'PRO400', 'AUT440', 'AUT450', 'AUT451', 'AUT452', 'AUT423', 'AUT426', 'AUT441', 'AUT444', 'AUT442', 'AUT409', 'AUT404', 'AUT500', 'AUT432', 'AUT402', 'AUT403'];
  const PROFILE = ['PLP400', 'PRO412', 'PRO418', 'PRO414', 'PRO415', 'PRO404', 'CCA400', 'CCA401', 'CCN404', '4044', 'PROFILE_NOT_LOADED'];
  const ORDER_LOOKUP = ['OHS4004', 'ORD409', 'ORD400'];
  const VALIDATION = ['FE872', 'FE340', 'FE309', 'AUT453', 'PRO410', 'PRO411'];
  const SIGN_UP = ['LOGIN_IN_USE', 'LOGIN_IN_USE2', 'PHONE_NUMBER_ALREADY_IN_USE', 'PHONE_NUMBER_ALREADY_IN_USE2', 'MISSING_BIRTHDATE', 'API429'];
  const ALL = [...AUTHENTICATION, ...PROFILE, ...ORDER_LOOKUP, ...VALIDATION, ...SIGN_UP];
  const SERVER = 'server wording';
  const catalogues = { 'en-US': en, 'fr-CA': fr, 'de-DE': de, 'nb-NO': nb };
  const english = createTranslator('en-US', en).t;

  it.each(Object.entries(catalogues))('words every one of them locally in %s', (locale, messages) => {
    const { t } = createTranslator(locale, messages);
    for (const errorId of ALL) {
      const shown = errorMessage(t, { errorId, message: SERVER });
      expect(shown, `${locale} ${errorId}`).not.toBe(SERVER);
      expect(shown.trim(), `${locale} ${errorId}`).not.toBe('');
      expect(shown, `${locale} ${errorId}`).not.toMatch(/[{}]/);
      if (locale !== 'en-US') expect(shown, `${locale} ${errorId}`).not.toBe(errorMessage(english, { errorId, message: SERVER }));
    }
  });

  it('words each code as the forms and the side tables did', () => {
    const say = (errorId: string) => errorMessage(english, { errorId, message: SERVER });
    expect(say('AUT401')).toBe('The email or password is incorrect.');
    expect(say('AUT426')).toBe('The email or password is incorrect. This was your last attempt before your account is locked.');
    expect(say('AUT439')).toBe('An account with this email already exists.');
    expect(say('LOGIN_IN_USE2')).toBe('An account with this email already exists.');
    expect(say('PHONE_NUMBER_ALREADY_IN_USE')).toBe('This phone number is already in use.');
    expect(say('AUT450')).toBe('Your current password is incorrect.');
    expect(say('AUT452')).toBe('Choose a password you have not used before.');
    expect(say('CCA400')).toBe('You have already saved this address.');
    expect(say('PRO414')).toMatch(/^Your main billing address cannot be deleted/);
    expect(say('FE340')).toBe('Passwords do not match');
    expect(say('FE309')).toBe('The expiry date is not valid.');
    expect(say('PROFILE_NOT_LOADED')).toBe('Profile not loaded');
  });

  it("keeps the server's message for a card that is saved already", () => {
    expect(errorMessage(createTranslator('fr-CA', fr).t, { errorId: 'PYT300', message: 'Card already exists' })).toBe('Card already exists');
  });

  it('names the wait of a refused attempt in the page language, in minutes from one minute on', () => {
    expect(errorMessage(english, { errorId: 'API429', message: SERVER, retryAfterSeconds: 1 })).toBe('Too many attempts. Try again in 1 second.');
    expect(errorMessage(english, { errorId: 'API429', message: SERVER, retryAfterSeconds: 45 })).toBe('Too many attempts. Try again in 45 seconds.');
    expect(errorMessage(english, { errorId: 'API429', message: SERVER, retryAfterSeconds: 60 })).toBe('Too many attempts. Try again in 1 minute.');
    expect(errorMessage(english, { errorId: 'API429', message: SERVER, retryAfterSeconds: 61 })).toBe('Too many attempts. Try again in 2 minutes.');
    expect(errorMessage(createTranslator('de-DE', de).t, { errorId: 'API429', message: SERVER, retryAfterSeconds: 600 })).toBe('Zu viele Versuche. Versuchen Sie es in 10 Minuten erneut.');
    expect(errorMessage(createTranslator('nb-NO', nb).t, { errorId: 'API429', message: SERVER, retryAfterSeconds: 30 })).toBe('For mange forsøk. Prøv igjen om 30 sekunder.');
    expect(errorMessage(english, { errorId: 'API429', message: SERVER })).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});
