import { describe, expect, it } from 'vitest';
import { getSite, siteById } from './sites';

describe('siteById', () => {
  it('answers the first site of a shared backend siteId, as a basket made in Canada is priced on en-ca', () => {
    expect(siteById(getSite('fr-ca')!.siteId)?.locale).toBe('en-ca');
  });

  it('answers nothing for no id or a site we no longer sell on', () => {
    expect(siteById(null)).toBeUndefined();
    expect(siteById('')).toBeUndefined();
    expect(siteById('RL_XX')).toBeUndefined();
  });
});
