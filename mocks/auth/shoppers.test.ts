import { describe, expect, it } from 'vitest';
import { verifyPassword } from './passwords';
import { SEEDED_PASSWORD, SEEDED_SHOPPERS } from './shoppers';

describe('seeded shoppers', () => {
  it('each sign in with the documented password (the precomputed hashes still verify)', async () => {
    for (const shopper of SEEDED_SHOPPERS) expect(await verifyPassword(SEEDED_PASSWORD, shopper.password), shopper.email).toBe(true);
  });

  it('have their own consumer number, email and salt', () => {
    for (const key of ['consumerNo', 'email'] as const) expect(new Set(SEEDED_SHOPPERS.map((shopper) => shopper[key])).size).toBe(SEEDED_SHOPPERS.length);
    expect(new Set(SEEDED_SHOPPERS.map((shopper) => shopper.password.salt)).size).toBe(SEEDED_SHOPPERS.length);
  });

  it('cover every kind of account the storefront treats differently', () => {
    const kinds = SEEDED_SHOPPERS.map(({ consumerType, employeeTermsAccepted, profile }) => {
      const { athlete, identity, phone } = profile.consumerDetails as { athlete?: unknown; identity: Array<{ type: string }>; phone: string | null };
      if (consumerType === 'EMPLOYEE') return employeeTermsAccepted ? 'employee' : 'employee without terms';
      if (athlete) return 'athlete';
      if (identity.length) return identity.map((entry) => entry.type).join('+');
      if (profile.isLoyaltyMember) return profile.loyaltyOptInDate ? 'loyalty' : 'loyalty unconfirmed';
      return phone ? 'plain' : 'partial';
    });
    // Three plain accounts: one is the lockout browser test's own, one the express checkout's (its wallet is seeded apart); a second loyalty member and athlete are the checkout tests' to spend.
    expect(kinds.sort()).toEqual(['IPA', 'IPA+WRANX', 'WRANX', 'athlete', 'athlete', 'employee', 'employee without terms', 'loyalty', 'loyalty', 'loyalty unconfirmed', 'partial', 'plain', 'plain', 'plain']);
  });
});
