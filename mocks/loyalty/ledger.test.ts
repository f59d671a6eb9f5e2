import { describe, expect, it } from 'vitest';
import { orderPoints } from './ledger';

type Line = Parameters<typeof orderPoints>[0][number];
const goods = (rowTotal: number, qty = 1): Line => ({ rowTotal, unitPrice: Math.round(rowTotal / qty), qty, digital: false });
const giftCard = (rowTotal: number): Line => ({ rowTotal, unitPrice: rowTotal, qty: 1, digital: true });

describe('orderPoints on a table of orders', () => {
  it.each<[string, Line[], string, number]>([
    ['one jacket', [goods(24999)], 'USD', 249],
    ['two lines, cents adding up to a whole dollar', [goods(1050), goods(2950, 2)], 'USD', 40],
    ['a discounted line earns on what it was charged', [goods(8500)], 'CAD', 85],
    ['a gift card earns nothing', [giftCard(5000)], 'USD', 0],
    ['goods beside a gift card earn alone', [goods(12000), giftCard(10000)], 'GBP', 120],
    ['a line without its total earns on its unit price times quantity', [{ unitPrice: 1999, qty: 3 }], 'EUR', 59],
    ['kroner earn a point per ten', [goods(249900)], 'NOK', 249],
    ['under one unit earns nothing', [goods(99)], 'USD', 0],
    ['no lines', [], 'USD', 0],
  ])('%s', (_name, lines, currency, points) => {
    expect(orderPoints(lines, currency)).toBe(points);
  });
});
