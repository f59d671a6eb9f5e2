import { describe, expect, it } from 'vitest';
import type { ConsumerProfile } from '../../shared/account/schemas/consumer';
import { profileBanner } from './role-banner';

function profile(details: Partial<ConsumerProfile['consumerDetails']>, extra: Partial<ConsumerProfile> = {}): ConsumerProfile {
  return {
    consumerNo: 'C1',
    consumerType: null,
    isEmployeeDiscountTCAccepted: null,
    consumerDetails: { firstName: 'A', lastName: 'B', birthDate: null, gender: null, phone: null, postalCode: null, address: [], identity: [], ...details },
    isLoyaltyMember: false,
    loyaltyOptInDate: null,
    loyaltySummary: null,
    enrollments: [],
    preferences: { interests: '', preferredShoeSize: null },
    subscriptions: [],
    ...extra,
  };
}

describe('profileBanner', () => {
  it("shows an employee's spend and cap only once the terms are accepted", () => {
    const employee = { employee: { currentSpend: 412.5, annualCap: 1500 } };
    expect(profileBanner(profile(employee, { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false }))).toBeNull();
    expect(profileBanner(profile(employee, { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true }))).toEqual({ role: 'employee', spend: 412.5, cap: 1500 });
  });

  it('follows the precedence employee, athlete, IPA, WRANX', () => {
    const everything = { athlete: { currentSpend: 820, annualCredit: 2500 }, identity: [{ type: 'WRANX' as const }, { type: 'IPA' as const }], employee: { currentSpend: 1, annualCap: 2 } };
    expect(profileBanner(profile(everything, { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true }))?.role).toBe('employee');
    expect(profileBanner(profile(everything))).toEqual({ role: 'athlete', spend: 820, credit: 2500 });
    expect(profileBanner(profile({ identity: [{ type: 'WRANX' }, { type: 'IPA' }] }))).toEqual({ role: 'ipa' });
    expect(profileBanner(profile({ identity: [{ type: 'WRANX' }] }))).toEqual({ role: 'wranx' });
    expect(profileBanner(profile({}))).toBeNull();
  });
});
