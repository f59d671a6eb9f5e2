import type { PasswordHash } from './passwords';

/**
 * Registered shoppers the mocks start with, one per kind of account the storefront treats
 * differently: plain, loyalty member, employee with and without the discount terms accepted,
 * athlete, each professional identity and both, and a partially enrolled profile. All sign in
 * with SEEDED_PASSWORD. The hashes are precomputed (PBKDF2, the platform's maximum rounds, a salt
 * each) so reseeding does not spend seconds of key stretching; a test checks they still verify.
 */
export const SEEDED_PASSWORD = 'Trailhead2026';

export interface SeededShopper {
  consumerNo: string;
  email: string;
  password: PasswordHash;
  consumerType: 'EMPLOYEE' | null;
  memberId: string | null;
  employeeTermsAccepted: boolean | null;
  /** The consumer profile as the backend keeps it, but for the email, which is its own column. */
  profile: {
    consumerDetails: Record<string, unknown>;
    isLoyaltyMember: boolean;
    loyaltyOptInDate: string | null;
    loyaltySummary: { points: { balance: number } } | null;
    preferences: { interests: string; preferredShoeSize: string | null };
  };
}

const hashed = (salt: string, hash: string): PasswordHash => ({ salt, hash, iterations: 100_000 });

/** Everything a full profile has; each shopper below adds what makes them who they are. */
function details(firstName: string, lastName: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { firstName, lastName, birthDate: '1990-04-12', gender: 'U', phone: '+12025550143', postalCode: '80302', address: [], source: { acquisitionType: 'web', campaignName: null }, identity: [], ...extra };
}

const noLoyalty = { isLoyaltyMember: false, loyaltyOptInDate: null, loyaltySummary: null };
const plainPreferences = { interests: '', preferredShoeSize: null };

export const SEEDED_SHOPPERS: readonly SeededShopper[] = [
  {
    consumerNo: 'C000000000000001',
    email: 'alex.morgan@example.com',
    password: hashed('d47fcff0767ffc99ec25d7fa1d2175e1', '72ce4626e93091064f2a64ea723fcf194f7c744140ab0443059a6440088a46dd'),
    consumerType: null,
    memberId: null,
    employeeTermsAccepted: null,
    profile: { consumerDetails: details('Alex', 'Morgan'), ...noLoyalty, preferences: plainPreferences },
  },
  {
    consumerNo: 'C000000000000002',
    email: 'lena.larsen@example.com',
    password: hashed('048479a15ba807fe3777ed507ac45f01', 'd68bcdbb47ed4c45ae9a3fcda7f4337ea0a29aa0b8d898c222fae9fae2a894ca'),
    consumerType: null,
    memberId: 'M100200300',
    employeeTermsAccepted: null,
    profile: {
      consumerDetails: details('Lena', 'Larsen', { gender: 'F' }),
      isLoyaltyMember: true,
      loyaltyOptInDate: '2024-03-02',
      loyaltySummary: { points: { balance: 4200 } },
      preferences: { interests: 'hiking|climbing|trail-running', preferredShoeSize: '39' },
    },
  },
  {
    consumerNo: 'C000000000000003',
    email: 'erik.berg@example.com',
    password: hashed('56f2a56042ef8ae0aff488b73432f11b', '441a27bdf8174cb7b683c24ff6dfd2e6ee890827d54b4acc545c0cc72a892003'),
    consumerType: 'EMPLOYEE',
    memberId: null,
    employeeTermsAccepted: true,
    profile: { consumerDetails: details('Erik', 'Berg', { gender: 'M', employee: { currentSpend: 412.5, annualCap: 1500 } }), ...noLoyalty, preferences: plainPreferences },
  },
  {
    consumerNo: 'C000000000000004',
    email: 'emma.novak@example.com',
    password: hashed('8fa1a871911352308474793852c5ab57', '5a252f0274b606f7fe7e26f51661225baf34891ba9c1e63ef14d81c23c77eedd'),
    consumerType: 'EMPLOYEE',
    memberId: null,
    employeeTermsAccepted: false,
    profile: { consumerDetails: details('Emma', 'Novak', { gender: 'F', employee: { currentSpend: 0, annualCap: 1500 } }), ...noLoyalty, preferences: plainPreferences },
  },
  {
    consumerNo: 'C000000000000005',
    email: 'ada.okafor@example.com',
    password: hashed('da448923ed1738e74f11d2bcad2a7724', '71cb39bf626fb3b29bffe506e676bd7df271b2f45bef03fab279dac8d20c5643'),
    consumerType: null,
    memberId: null,
    employeeTermsAccepted: null,
    profile: { consumerDetails: details('Ada', 'Okafor', { gender: 'F', athlete: { currentSpend: 820, annualCredit: 2500 } }), ...noLoyalty, preferences: { interests: 'trail-running', preferredShoeSize: '40' } },
  },
  {
    consumerNo: 'C000000000000006',
    email: 'ivan.petrov@example.com',
    password: hashed('559d2a99acfb22a2218645a00cd6351a', 'a4fd5b32c8c1cb637a8faf286f4241f4e61ba78abe26a4d957d3bebef509a815'),
    consumerType: null,
    memberId: null,
    employeeTermsAccepted: null,
    profile: { consumerDetails: details('Ivan', 'Petrov', { gender: 'M', identity: [{ type: 'IPA' }], prosumer: { currentSpend: 310, annualCredit: 1200 } }), ...noLoyalty, preferences: plainPreferences },
  },
  {
    consumerNo: 'C000000000000007',
    email: 'wren.walsh@example.com',
    password: hashed('8ba15460009c8e2cf1b87a5b90ac2030', '3f8c3b66ecff65d4e28992c18b63b31761db97d8a73eba6e2c05f78c11d872e6'),
    consumerType: null,
    memberId: null,
    employeeTermsAccepted: null,
    profile: { consumerDetails: details('Wren', 'Walsh', { identity: [{ type: 'WRANX' }] }), ...noLoyalty, preferences: plainPreferences },
  },
  {
    consumerNo: 'C000000000000008',
    email: 'pat.quinn@example.com',
    password: hashed('76e34c68b0793e8352f845ce8163a010', 'c1620bbed9024dee06e5ddb11ac4864989606ecf83e4384045304d3309eedeb2'),
    consumerType: null,
    memberId: null,
    employeeTermsAccepted: null,
    profile: { consumerDetails: details('Pat', 'Quinn', { identity: [{ type: 'IPA' }, { type: 'WRANX' }], prosumer: { currentSpend: 95, annualCredit: 1200 } }), ...noLoyalty, preferences: plainPreferences },
  },
  {
    // Kept for the browser test that locks an account with wrong passwords (unlocked again by the test control first).
    consumerNo: 'C000000000000010',
    email: 'lockout.check@example.com',
    password: hashed('4cac29195160e7890975b204a4849c76', 'f26ba09870a9d549d03be7fd56fb6eaf74e744cf56b9ee93105d53a6b887f2fc'),
    consumerType: null,
    memberId: null,
    employeeTermsAccepted: null,
    profile: { consumerDetails: details('Lee', 'Lockwood'), ...noLoyalty, preferences: plainPreferences },
  },
  {
    // Partially enrolled: an email and nothing else the profile steps ask for.
    consumerNo: 'C000000000000009',
    email: 'paula.reyes@example.com',
    password: hashed('9e188e62b2946182c4fcbda8a206cf33', '794d6a9e1a5e4e7acb7d589a506d5945f54187a8f54960fd2552344a24448622'),
    consumerType: null,
    memberId: null,
    employeeTermsAccepted: null,
    profile: {
      consumerDetails: { firstName: null, lastName: null, birthDate: null, gender: null, phone: null, postalCode: null, address: [], source: { acquisitionType: 'web', campaignName: null }, identity: [] },
      ...noLoyalty,
      preferences: plainPreferences,
    },
  },
  {
    // Ready for express checkout: a main card and a default shipping address (seeded-wallets.ts).
    consumerNo: 'C000000000000011',
    email: 'sam.rivera@example.com',
    password: hashed('7f1bce778a395e9dd1c50e9629ae1d3d', '421760675e59a52e4a37bc6faade0797c21d82f5fbdc63069575666ad0a6b8ce'),
    consumerType: null,
    memberId: null,
    employeeTermsAccepted: null,
    profile: { consumerDetails: details('Sam', 'Rivera'), ...noLoyalty, preferences: plainPreferences },
  },
  {
    // A loyalty member whose points the checkout tests spend on vouchers (lena.larsen stays as she is).
    consumerNo: 'C000000000000012',
    email: 'noor.haddad@example.com',
    password: hashed('addc3e248f52680ea88420ce6149e5db', 'd58d4f1914b135ad3f53f6b87b5dac259a11190696f16fe8b4081841a55f0191'),
    consumerType: null,
    memberId: 'M100200311',
    employeeTermsAccepted: null,
    profile: {
      consumerDetails: details('Noor', 'Haddad', { gender: 'F' }),
      isLoyaltyMember: true,
      loyaltyOptInDate: '2025-01-15',
      loyaltySummary: { points: { balance: 3000 } },
      preferences: plainPreferences,
    },
  },
  {
    // Enrolled in loyalty but never confirmed the opt-in (no opt-in date): points cannot be spent yet.
    consumerNo: 'C000000000000013',
    email: 'omar.silva@example.com',
    password: hashed('cf40811f4132c6fc051ac387acd3fdcd', 'd18eb304ec24510a40dcff1d4cf54ec63fd307cb085a81c42638fa4a78fcb160'),
    consumerType: null,
    memberId: 'M100200312',
    employeeTermsAccepted: null,
    profile: { consumerDetails: details('Omar', 'Silva', { gender: 'M' }), isLoyaltyMember: true, loyaltyOptInDate: null, loyaltySummary: { points: { balance: 1500 } }, preferences: plainPreferences },
  },
  {
    // An athlete whose credit the checkout tests spend (ada.okafor's stays as it is).
    consumerNo: 'C000000000000014',
    email: 'kai.moreau@example.com',
    password: hashed('519805f50b1026c6e087911b0f58fd88', '583611bd18c62e6fb6f96ea19d33995d36725da1c8fc3b1680538e80f6a3d1e2'),
    consumerType: null,
    memberId: null,
    employeeTermsAccepted: null,
    profile: { consumerDetails: details('Kai', 'Moreau', { athlete: { currentSpend: 0, annualCredit: 2500 } }), ...noLoyalty, preferences: plainPreferences },
  },
];

/** Statements that put the seeded shoppers in place; a shopper already there keeps their state. */
export function shopperStatements(db: D1Database, now = Date.now()): D1PreparedStatement[] {
  return SEEDED_SHOPPERS.flatMap((shopper) => [
    db.prepare("INSERT OR IGNORE INTO consumers (consumer_no, type, created_at, consumer_type) VALUES (?, 'Registered', ?, ?)").bind(shopper.consumerNo, now, shopper.consumerType),
    db
      .prepare(
        `INSERT OR IGNORE INTO accounts (consumer_no, email, password_hash, password_salt, password_iterations, member_id, employee_terms_accepted, profile, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        shopper.consumerNo,
        shopper.email,
        shopper.password.hash,
        shopper.password.salt,
        shopper.password.iterations,
        shopper.memberId,
        shopper.employeeTermsAccepted === null ? null : Number(shopper.employeeTermsAccepted),
        JSON.stringify(shopper.profile),
        now,
      ),
  ]);
}
