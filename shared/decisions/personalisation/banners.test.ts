import { describe, expect, it } from 'vitest';
import { ROLE_BANNER_PRECEDENCE, roleBanner } from './banners';

describe('roleBanner (banner precedence)', () => {
  it('is employee, then athlete, then IPA, then Wranx', () => {
    expect(ROLE_BANNER_PRECEDENCE).toEqual(['employee', 'athlete', 'ipa', 'wranx']);
    expect(roleBanner({ roles: ['wranx', 'ipa', 'athlete', 'employee'] })).toBe('employee');
    expect(roleBanner({ roles: ['wranx', 'ipa', 'athlete'] })).toBe('athlete');
    expect(roleBanner({ roles: ['wranx', 'ipa'] })).toBe('ipa');
    expect(roleBanner({ roles: ['wranx'] })).toBe('wranx');
  });

  it('shows no role banner without a role', () => {
    expect(roleBanner({ roles: [] })).toBeNull();
  });
});
