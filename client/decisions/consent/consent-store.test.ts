import { describe, expect, it } from 'vitest';
import { parseOptanonConsent, resolveConsent } from '../../../shared/decisions/consent';
import { ACCEPT_ALL, allowedBy, createConsentStore, REJECT_ALL } from './consent-store';

function harness() {
  const cookies: string[] = [];
  const applied: string[][] = [];
  const store = createConsentStore(
    { region: 'EMEA', allowed: ['C0001'], needsChoice: true },
    { writeCookie: (cookie) => cookies.push(cookie), applyAllowed: (allowed) => applied.push(allowed), now: () => new Date('2026-11-22T22:00:00Z'), secure: true },
  );
  return { store, cookies, applied };
}

const cookieValue = (cookie: string) => cookie.slice('OptanonConsent='.length, cookie.indexOf(';'));

describe('the consent store', () => {
  it('accepting writes a OneTrust cookie the worker reads as all granted', () => {
    const { store, cookies, applied } = harness();
    expect(store.choose(ACCEPT_ALL)).toEqual(['C0001', 'C0002', 'C0003', 'C0004']);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(resolveConsent({ region: 'EMEA', cookie: cookieValue(cookies[0]!), preview: false })).toMatchObject({ consentClass: 'all', needsChoice: false });
    expect(store.needsChoice.value).toBe(false);
    expect(applied).toEqual([['C0001', 'C0002', 'C0003', 'C0004']]);
  });

  it('rejecting records a choice that grants nothing optional', () => {
    const { store, cookies } = harness();
    store.choose(REJECT_ALL);
    expect(parseOptanonConsent(cookieValue(cookies[0]!))!.granted).toEqual(['C0001']);
    expect(store.allowed.value).toEqual(['C0001']);
  });

  it('a managed choice keeps each switch', () => {
    expect(allowedBy({ C0002: false, C0003: true, C0004: true })).toEqual(['C0001', 'C0003', 'C0004']);
  });
});
