import { describe, expect, it } from 'vitest';
import { SEEDED_SHOPPERS } from '../auth/shoppers';
import { seededHistory, type SeededOrder } from './seeded-history';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const LENA = 'C000000000000002';
const line = (kroner: number, digital = false) => ({ unitPrice: kroner * 100, qty: 1, digital });
// Orders like the seeded ones (the orders' seed prices them from the catalogue): 1,249 kr earns 124 points.
const orders: SeededOrder[] = [
  { orderNo: 'RL10000101', consumerNo: LENA, siteId: 'RL_NO', status: 'delivered', createdAt: NOW - 6 * DAY, lines: [line(1249)] },
  { orderNo: 'RL10000102', consumerNo: LENA, siteId: 'RL_NO', status: 'created', createdAt: NOW - 2 * DAY, lines: [line(899), line(350)] },
  { orderNo: 'RL10000103', consumerNo: LENA, siteId: 'RL_NO', status: 'delivered', createdAt: NOW - 120 * DAY, lines: [line(500, true)] },
  { orderNo: 'RL10000104', consumerNo: LENA, siteId: 'RL_NO', status: 'returned', createdAt: NOW - 200 * DAY, returnedAt: NOW - 186 * DAY, lines: [line(2999)] },
  { orderNo: 'RL10000105', consumerNo: LENA, siteId: 'RL_NO', status: 'cancelled', createdAt: NOW - 30 * DAY, lines: [line(1999)] },
  { orderNo: 'RL10000001', consumerNo: 'C000000000000001', siteId: 'RL_US', status: 'delivered', createdAt: NOW - 3 * DAY, lines: [line(120)] },
];
const history = seededHistory(SEEDED_SHOPPERS, orders, NOW);
const members = SEEDED_SHOPPERS.filter((shopper) => shopper.profile.isLoyaltyMember);

describe('the seeded members’ points history', () => {
  it.each(members.map((member) => [member.email, member] as const))('adds up to %s’s balance', (_email, member) => {
    const entries = history.filter((entry) => entry.consumerNo === member.consumerNo);
    expect(entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(member.profile.loyaltySummary?.points.balance);
    if (member.profile.loyaltyOptInDate) expect(entries[0]).toMatchObject({ type: 'welcome', points: 500, createdAt: Date.parse(`${member.profile.loyaltyOptInDate}T10:00:00Z`) });
    else expect(entries.map((entry) => entry.type)).not.toContain('welcome');
    for (const entry of entries) expect(entry.createdAt).toBeLessThanOrEqual(NOW);
  });

  it('names each of a member’s orders that earned, takes back a returned one’s, and never moves points for a cancelled order', () => {
    const entries = history.filter((entry) => entry.consumerNo === LENA);
    const moved = (orderNo: string) => entries.filter((entry) => entry.orderNo === orderNo).map(({ key, type, points }) => ({ key, type, points }));
    expect(moved('RL10000101')).toEqual([{ key: 'earned:RL10000101', type: 'earned', points: 124 }]);
    expect(moved('RL10000102')).toEqual([{ key: 'earned:RL10000102', type: 'earned', points: 124 }]);
    // A gift card is money, not goods: it earns nothing, so it is no movement.
    expect(moved('RL10000103')).toEqual([]);
    expect(moved('RL10000104')).toEqual([
      { key: 'earned:RL10000104', type: 'earned', points: 299 },
      { key: 'returned:seed-RL10000104', type: 'returned', points: -299 },
    ]);
    expect(moved('RL10000105')).toEqual([]);
    // What her online orders do not explain was earned in stores, before them and after she joined.
    const inStore = entries.filter((entry) => entry.type === 'earned' && entry.orderNo === null);
    expect(inStore.length).toBeGreaterThan(0);
    for (const entry of inStore) expect(entry.points).toBeGreaterThan(0);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
  });

  it('gives no history to a shopper who is no member', () => {
    const others = new Set(SEEDED_SHOPPERS.filter((shopper) => !shopper.profile.isLoyaltyMember).map((shopper) => shopper.consumerNo));
    expect(history.filter((entry) => others.has(entry.consumerNo))).toEqual([]);
  });
});
