import { describe, expect, it } from 'vitest';
import { signVisitorSummary, verifyVisitorSummary, VISITOR_SUMMARY_TTL_MS } from './visitor-summary';
import { ANONYMOUS_VISITOR, type VisitorKind } from '../../shared/decisions/personalisation';

const SECRET = 'test-visitor-secret';
const NOW = 1_800_000_000_000;
const member: VisitorKind = { loggedIn: true, loyaltyMember: true, cartEmpty: false, roles: ['wranx', 'athlete'] };

describe('visitor summary cookie', () => {
  it('round-trips a visitor until it expires (roles normalised)', async () => {
    const value = await signVisitorSummary(SECRET, member, NOW);
    expect(await verifyVisitorSummary(SECRET, value, NOW + 1000)).toEqual({ ...member, roles: ['athlete', 'wranx'], customerId: null });
    expect(await verifyVisitorSummary(SECRET, await signVisitorSummary(SECRET, { ...member, customerId: 'C123' }, NOW), NOW)).toMatchObject({ customerId: 'C123' });
    expect(await verifyVisitorSummary(SECRET, value, NOW + VISITOR_SUMMARY_TTL_MS - 1)).not.toBeNull();
    expect(await verifyVisitorSummary(SECRET, value, NOW + VISITOR_SUMMARY_TTL_MS)).toBeNull();
  });

  it('rejects another secret, a tampered payload and a tampered signature', async () => {
    const value = await signVisitorSummary(SECRET, ANONYMOUS_VISITOR, NOW);
    const [payload, mac] = value.split('.') as [string, string];
    expect(await verifyVisitorSummary('another-secret', value, NOW)).toBeNull();
    const forged = btoa(JSON.stringify({ loggedIn: true, loyaltyMember: true, cartEmpty: true, roles: ['employee'], exp: NOW + 60_000 })).replace(/=+$/, '');
    expect(await verifyVisitorSummary(SECRET, `${forged}.${mac}`, NOW)).toBeNull();
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    expect(await verifyVisitorSummary(SECRET, `${payload}.${flipped}`, NOW)).toBeNull();
  });

  it('rejects a correctly signed payload that fails the schema', async () => {
    // Sign arbitrary JSON with the real MAC by reusing the signer's format.
    const encode = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const sign = async (payload: string) => encode(String.fromCharCode(...new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload)))));
    for (const body of ['{"loggedIn":"yes","loyaltyMember":false,"cartEmpty":true,"roles":[],"exp":1900000000000}', '{"loggedIn":true,"loyaltyMember":false,"cartEmpty":true,"roles":["admin"],"exp":1900000000000}', 'not json']) {
      const payload = encode(body);
      expect(await verifyVisitorSummary(SECRET, `${payload}.${await sign(payload)}`, NOW)).toBeNull();
    }
    const valid = encode('{"loggedIn":true,"loyaltyMember":false,"cartEmpty":true,"roles":[],"exp":1900000000000}');
    expect(await verifyVisitorSummary(SECRET, `${valid}.${await sign(valid)}`, NOW)).toEqual({ loggedIn: true, loyaltyMember: false, cartEmpty: true, roles: [], customerId: null });
  });

  it('treats missing, malformed and unsigned values as no summary', async () => {
    for (const value of [undefined, '', 'abc', 'a.b.c', '%%%.%%%']) expect(await verifyVisitorSummary(SECRET, value, NOW)).toBeNull();
    expect(await verifyVisitorSummary('', await signVisitorSummary(SECRET, member, NOW), NOW)).toBeNull();
    await expect(signVisitorSummary('', member, NOW)).rejects.toThrow('VISITOR_SECRET');
  });
});
