import { describe, expect, it } from 'vitest';
import { SITES } from '../site/sites';
import { requiresDoubleOptIn } from './newsletter-consent';

describe('requiresDoubleOptIn', () => {
  it('asks Germany and Norway to confirm by mail, and no other market', () => {
    expect(SITES.filter(requiresDoubleOptIn).map((site) => site.locale)).toEqual(['de-de', 'nb-no']);
  });

  it('asks a market it does not know to confirm, rather than subscribe without proof', () => {
    expect(requiresDoubleOptIn({ siteId: 'RL_XX' })).toBe(true);
  });
});
