import { describe, expect, it } from 'vitest';
import { subscriptionState } from './subscription-state';

describe('subscriptionState', () => {
  it.each([
    [{ optin: true, doubleOptin: true }, 'subscribed'],
    [{ optin: true, doubleOptin: false }, 'subscribed'],
    [{ optin: false, doubleOptin: true }, 'pending'],
    [{ optin: false, doubleOptin: true, optoutDate: '2026-01-02T00:00:00.000Z' }, 'unsubscribed'],
    [{ optin: false, doubleOptin: false, optoutDate: '2026-01-02T00:00:00.000Z' }, 'unsubscribed'],
    [{ optin: false }, 'unsubscribed'],
  ] as const)('reads %j as %s', (subscription, state) => {
    expect(subscriptionState(subscription)).toBe(state);
  });
});
