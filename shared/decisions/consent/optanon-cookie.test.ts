import { describe, expect, it } from 'vitest';
import { optanonCookieString, parseOptanonConsent, readRawCookie, serializeOptanonConsent } from './optanon-cookie';

const ONETRUST =
  'isGpcEnabled=0&datestamp=Sun+Nov+22+2026+10%3A11%3A12+GMT%2B0100+(Central+European+Standard+Time)&version=202409.1.0&browserGpcFlag=0&isIABGlobal=false&hosts=&consentId=3f0c&interactionCount=1&isAnonUser=1&landingPath=NotLandingPage&groups=C0001%3A1%2CC0002%3A0%2CC0003%3A1%2CC0004%3A0&AwaitingReconsent=false';

describe('parseOptanonConsent', () => {
  it('reads the groups of a real OneTrust cookie', () => {
    const parsed = parseOptanonConsent(ONETRUST)!;
    expect(parsed.granted).toEqual(['C0001', 'C0003']);
    expect(parsed.groups.get('C0002')).toBe(false);
  });

  it('reads groups written without encoding', () => {
    expect(parseOptanonConsent('groups=C0001:1,C0002:1,C0003:0,C0004:1')!.granted).toEqual(['C0001', 'C0002', 'C0004']);
  });

  it('always grants C0001, even when the cookie says 0', () => {
    expect(parseOptanonConsent('groups=C0001%3A0%2CC0002%3A0')!.granted).toEqual(['C0001']);
  });

  it('keeps groups it does not know without granting them', () => {
    const parsed = parseOptanonConsent('groups=C0001%3A1%2CC0005%3A1%2CV2STACK42%3A1%2CC0004%3A1')!;
    expect(parsed.granted).toEqual(['C0001', 'C0004']);
    expect(parsed.groups.get('V2STACK42')).toBe(true);
  });

  it('does not split on an encoded & inside another field', () => {
    expect(parseOptanonConsent('landingPath=https%3A%2F%2Fshop%2F%3Fa%3D1%26groups%3DC0004%3A1&groups=C0001%3A1%2CC0004%3A0')!.granted).toEqual(['C0001']);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['no groups field', 'isGpcEnabled=0&version=202409.1.0'],
    ['empty groups', 'groups=&version=1'],
    ['a bad entry', 'groups=C0001%3A1%2CC0002%3Ayes'],
    ['a value other than 0/1', 'groups=C0001:1,C0002:2'],
    ['a broken escape', 'groups=C0001%3A1%2CC0002%3A1%ZZ'],
    ['a lone surrogate escape', 'groups=%ED%A0%80'],
    ['garbage', '\u0000\u00ff<script>alert(1)</script>'],
    ['JSON', '{"groups":"C0001:1"}'],
    ['a huge value', `groups=${'C0002:1,'.repeat(2000)}C0001:1`],
  ])('counts %s as no consent without throwing', (_name, raw) => {
    expect(parseOptanonConsent(raw)).toBeNull();
  });
});

describe('serializeOptanonConsent', () => {
  const now = new Date('2026-11-22T22:30:00Z');

  it.each([
    { C0002: true, C0003: true, C0004: true },
    { C0002: false, C0003: false, C0004: false },
    { C0002: true, C0003: false, C0004: false },
    { C0002: false, C0003: true, C0004: true },
  ])('round-trips %o', (choice) => {
    const value = serializeOptanonConsent(choice, now);
    const granted = (['C0002', 'C0003', 'C0004'] as const).filter((id) => choice[id]);
    expect(parseOptanonConsent(value)!.granted).toEqual(['C0001', ...granted]);
  });

  it('writes the OneTrust format: URL-encoded pairs, encoded groups, a cookie-safe value', () => {
    const value = serializeOptanonConsent({ C0002: true, C0003: false, C0004: true }, now);
    expect(value).toContain('&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A1&');
    expect(value).toContain('datestamp=Sun%2C+22+Nov+2026+22%3A30%3A00+GMT');
    expect(value).toMatch(/^isGpcEnabled=0&/);
    expect(value).not.toMatch(/[;,\s"]/);
  });

  it('builds the cookie string with the attributes the banner needs', () => {
    expect(optanonCookieString('groups=x', true)).toBe('OptanonConsent=groups=x; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(optanonCookieString('groups=x', false)).not.toContain('Secure');
  });
});

describe('readRawCookie', () => {
  it('returns the value undecoded', () => {
    expect(readRawCookie('a=1; OptanonConsent=groups=C0001%3A1; b=2', 'OptanonConsent')).toBe('groups=C0001%3A1');
  });
  it('handles quotes, absence and similar names', () => {
    expect(readRawCookie('OptanonConsent="groups=C0001%3A1"', 'OptanonConsent')).toBe('groups=C0001%3A1');
    expect(readRawCookie('OptanonConsentX=1; b=2', 'OptanonConsent')).toBeNull();
    expect(readRawCookie(null, 'OptanonConsent')).toBeNull();
  });
});
