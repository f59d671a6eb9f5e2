import { describe, expect, it } from 'vitest';
import { parseTestContext } from './test-context';
import { ANONYMOUS_VISITOR, visitorSegmentKey } from './visitor';

describe('parseTestContext', () => {
  it('reads comma-separated ids, URL-encoded or not', () => {
    expect(parseTestContext('ks-segment-members')).toEqual(['ks-segment-members']);
    expect(parseTestContext('v-sale%2C%20ks-segment-members')).toEqual(['v-sale', 'ks-segment-members']);
  });

  it('ignores a missing or malformed cookie entirely', () => {
    for (const raw of [undefined, null, '', '%E0%A4%A', '<script>', 'a,b c', 'x'.repeat(65), Array.from({ length: 11 }, (_, i) => `s${i}`).join(',')]) {
      expect(parseTestContext(raw)).toEqual([]);
    }
  });
});

describe('visitorSegmentKey', () => {
  it('is anon for the anonymous visitor and distinct per kind otherwise', () => {
    expect(visitorSegmentKey(ANONYMOUS_VISITOR)).toBe('anon');
    const keys = [
      { ...ANONYMOUS_VISITOR, cartEmpty: false },
      { ...ANONYMOUS_VISITOR, loggedIn: true },
      { ...ANONYMOUS_VISITOR, loggedIn: true, loyaltyMember: true },
      { ...ANONYMOUS_VISITOR, loggedIn: true, roles: ['employee' as const] },
      { ...ANONYMOUS_VISITOR, loggedIn: true, roles: ['ipa' as const, 'wranx' as const] },
    ].map(visitorSegmentKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('loyal.empty');
    expect(visitorSegmentKey({ ...ANONYMOUS_VISITOR, loggedIn: true, roles: ['wranx', 'ipa'] })).toBe('member.empty.ipa+wranx');
  });
});
