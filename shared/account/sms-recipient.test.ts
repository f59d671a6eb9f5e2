import { describe, expect, it } from 'vitest';
import { smsSubscriptionRequest } from './sms-recipient';

const us = { phoneCountry: 'US' };
const de = { phoneCountry: 'DE' };

describe('smsSubscriptionRequest', () => {
  it.each([
    ['a US number as typed', us, '(303) 555-0188', '+13035550188'],
    ['a German mobile as typed', de, '0151 12345678', '+4915112345678'],
    ['an international number on another site', de, '+1 303 555 0188', '+13035550188'],
  ])('sends %s in E.164', (_case, region, recipient, e164) => {
    expect(smsSubscriptionRequest({ recipient, optin: true, optInAccepted: true }, region, 'US')).toEqual({
      subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true, recipient: e164, country: 'US' }],
    });
  });

  it.each([
    ['an email address', 'alex.morgan@example.com'],
    ['an email address made of digits', '3035550188@example.com'],
    ['too few digits', '303'],
    ['letters', 'call me'],
  ])('refuses %s as the recipient', (_case, recipient) => {
    expect(smsSubscriptionRequest({ recipient, optin: true, optInAccepted: true }, us, 'US')).toEqual({ refused: 'SMS_PHONE_INVALID' });
    expect(smsSubscriptionRequest({ recipient, optin: false, optInAccepted: false }, us, 'US')).toEqual({ refused: 'SMS_PHONE_INVALID' });
  });

  it('refuses an opt-in whose terms were not accepted, but not an opt-out', () => {
    expect(smsSubscriptionRequest({ recipient: '(303) 555-0188', optin: true, optInAccepted: false }, us, 'US')).toEqual({ refused: 'SMS_TERMS_NOT_ACCEPTED' });
    expect(smsSubscriptionRequest({ recipient: '(303) 555-0188', optin: false, optInAccepted: false }, us, 'US')).toMatchObject({ subscriptions: [{ optin: false, recipient: '+13035550188' }] });
  });
});
