import { describe, expect, it } from 'vitest';
import { consentClassOf, isAllowed, resolveConsent } from './consent';
import { serializeOptanonConsent } from './optanon-cookie';
import type { ConsentRegion } from './region';

const now = new Date('2026-11-22T22:30:00Z');
const cookies = {
  none: null,
  malformed: 'groups=C0001:1,C0002:maybe',
  rejected: serializeOptanonConsent({ C0002: false, C0003: false, C0004: false }, now),
  analytics: serializeOptanonConsent({ C0002: true, C0003: false, C0004: false }, now),
  accepted: serializeOptanonConsent({ C0002: true, C0003: true, C0004: true }, now),
};

describe('resolveConsent: region × cookie × preview', () => {
  const ALL = ['C0001', 'C0002', 'C0003', 'C0004'];
  const cases: [ConsentRegion, keyof typeof cookies, boolean, string[], string, boolean][] = [
    ['NA', 'none', false, ALL, 'all', false],
    ['NA', 'rejected', false, ALL, 'all', false],
    ['APAC', 'malformed', false, ALL, 'all', false],
    ['EMEA', 'none', false, ['C0001'], 'ask', true],
    ['EMEA', 'malformed', false, ['C0001'], 'ask', true],
    ['EMEA', 'rejected', false, ['C0001'], 'none', false],
    ['EMEA', 'analytics', false, ['C0001', 'C0002'], 'C0002', false],
    ['EMEA', 'accepted', false, ALL, 'all', false],
    ['EMEA', 'none', true, ALL, 'all', false],
    ['EMEA', 'rejected', true, ALL, 'all', false],
  ];
  it.each(cases)('%s, cookie %s, preview %s → %j (%s)', (region, cookie, preview, allowed, consentClass, needsChoice) => {
    const state = resolveConsent({ region, cookie: cookies[cookie], preview });
    expect(state.allowed).toEqual(allowed);
    expect(state.consentClass).toBe(consentClass);
    expect(state.needsChoice).toBe(needsChoice);
  });
});

describe('consentClassOf and isAllowed', () => {
  it('names partial grants by their ids, sorted', () => {
    expect(consentClassOf(['C0004', 'C0001', 'C0002'])).toBe('C0002.C0004');
    expect(consentClassOf(['C0001'])).toBe('none');
  });
  it('always allows C0001', () => {
    expect(isAllowed({ allowed: [] }, 'C0001')).toBe(true);
    expect(isAllowed({ allowed: ['C0001'] }, 'C0002')).toBe(false);
  });
});
