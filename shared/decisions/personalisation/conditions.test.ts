import { describe, expect, it } from 'vitest';
import { BASE_CONDITION_NAMES, SEGMENT_CONDITION_NAMES, evaluateCondition, type BaseConditionName } from './conditions';
import { ANONYMOUS_VISITOR, type VisitorKind } from './visitor';

const visitor = (overrides: Partial<VisitorKind>): VisitorKind => ({ ...ANONYMOUS_VISITOR, ...overrides });
const member = visitor({ loggedIn: true, loyaltyMember: true });
const shopper = visitor({ loggedIn: true });

/** For each condition: a visitor it holds for and one it does not. */
const CASES: Record<BaseConditionName, [holds: VisitorKind, fails: VisitorKind]> = {
  'logged-out': [ANONYMOUS_VISITOR, shopper],
  'logged-in': [shopper, ANONYMOUS_VISITOR],
  'loyalty-logged-in': [member, shopper],
  'non-loyalty-logged-in': [shopper, member],
  employee: [visitor({ loggedIn: true, roles: ['employee'] }), shopper],
  'non-employee': [shopper, visitor({ loggedIn: true, roles: ['employee'] })],
  'cart-empty': [ANONYMOUS_VISITOR, visitor({ cartEmpty: false })],
  'cart-not-empty': [visitor({ cartEmpty: false }), ANONYMOUS_VISITOR],
  'ipa-or-wranx': [visitor({ roles: ['ipa'] }), shopper],
  'wranx-only': [visitor({ roles: ['wranx'] }), visitor({ roles: ['wranx', 'ipa'] })],
  'ipa-only': [visitor({ roles: ['ipa'] }), visitor({ roles: ['ipa', 'wranx'] })],
  athlete: [visitor({ roles: ['athlete'] }), shopper],
};

describe('evaluateCondition', () => {
  it('names every base condition and its negation', () => {
    expect(SEGMENT_CONDITION_NAMES).toHaveLength(BASE_CONDITION_NAMES.length * 2);
    expect(SEGMENT_CONDITION_NAMES).toContain('not-athlete');
  });

  for (const name of BASE_CONDITION_NAMES) {
    it(`${name} holds and fails as specified, and not-${name} is its negation`, () => {
      const [holds, fails] = CASES[name];
      expect(evaluateCondition(name, holds)).toBe(true);
      expect(evaluateCondition(name, fails)).toBe(false);
      expect(evaluateCondition(`not-${name}`, holds)).toBe(false);
      expect(evaluateCondition(`not-${name}`, fails)).toBe(true);
    });
  }

  it('matches both WRANX and IPA for ipa-or-wranx', () => {
    expect(evaluateCondition('ipa-or-wranx', visitor({ roles: ['wranx'] }))).toBe(true);
    expect(evaluateCondition('ipa-or-wranx', visitor({ roles: ['wranx', 'ipa'] }))).toBe(true);
  });

  it('reads the anonymous visitor as logged out, cart empty and without roles', () => {
    const holding = SEGMENT_CONDITION_NAMES.filter((name) => evaluateCondition(name, ANONYMOUS_VISITOR));
    expect(holding.sort()).toEqual(
      ['logged-out', 'non-employee', 'cart-empty', 'not-logged-in', 'not-loyalty-logged-in', 'not-non-loyalty-logged-in', 'not-employee', 'not-cart-not-empty', 'not-ipa-or-wranx', 'not-wranx-only', 'not-ipa-only', 'not-athlete'].sort(),
    );
  });
});
