import { describe, expect, it } from 'vitest';
import type { IRequest } from 'itty-router';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import type { ItemRow } from './basket';
import { planAdd, type AddRequest, type RefusalAnswer } from './fulfilment';
import type { Sellable } from './products';

const sellable = (sku: string, stock: number, overrides: Partial<Sellable> = {}): Sellable => ({
  sku,
  style: sku.slice(0, 8),
  name: sku,
  slug: 'x',
  colorCode: '001',
  colorLabel: 'Black',
  sizeCode: 'M',
  sizeLabel: 'M',
  unitPrice: 10000,
  unitOriginal: 10000,
  stock,
  digital: false,
  state: 'ok',
  ...overrides,
});

const HOME = { method: 'standard' as const, storeId: '' };
const FOUND = new Map<string, Sellable>([
  ['JK000001001-M', sellable('JK000001001-M', 5)],
  ['JK000002001-M', sellable('JK000002001-M', 0)],
  ['JK000003001-M', sellable('JK000003001-M', 0)],
  ['DC000001001-M', sellable('DC000001001-M', 0, { state: 'discontinued' })],
  ['GW000001000-OS', sellable('GW000001000-OS', 500, { state: 'giftOnly' })],
  ['GC000001000-50', sellable('GC000001000-50', Number.MAX_SAFE_INTEGER, { digital: true })],
]);
const add = (sku: string, qty = 1, maxQty?: number): AddRequest => ({ sku, qty, maxQty, fulfilment: HOME });
const existing = (sku: string, qty: number, maxQty = 999999): ItemRow => ({ item_id: 'a'.repeat(24), sku, qty, max_qty: maxQty, shipping_method: 'standard', store_id: '', gift_option: null, seq: 1 });

/** The refusal's answer to a bare request. */
async function errorOf(result: ReturnType<typeof planAdd>) {
  expect(typeof result).toBe('function');
  const response = (result as RefusalAnswer)({ headers: new Headers() } as unknown as IRequest);
  return ErrorResponseSchema.parse(await response.json()).errorDetails[0];
}

describe('what an add may put in the basket', () => {
  it.each([
    ['one sold-out item', [add('JK000002001-M')], 'INV700'],
    ['every item sold out', [add('JK000002001-M'), add('JK000003001-M')], 'ITEMS_OOS'],
    ['some items sold out', [add('JK000002001-M'), add('JK000001001-M')], 'INV409'],
    ['an unknown variant', [add('JK999999001-M')], 'ITEM_NOT_AVAILABLE'],
    ['a retired article', [add('DC000001001-M')], 'ORD430'],
    ['every item gone', [add('DC000001001-M'), add('JK999999001-M')], 'INV405'],
    ['some items gone', [add('DC000001001-M'), add('JK000001001-M')], 'INV407'],
    ['the gift with purchase', [add('GW000001000-OS'), add('JK000001001-M')], 'GWP_PRODUCT'],
    ['more than is left', [add('JK000001001-M', 6)], 'ADDED_MAX_QUANTITY'],
    ['more than maxQty', [add('JK000001001-M', 3, 2)], 'ADDED_MAX_QUANTITY'],
  ])('refuses %s', async (_, requests, errorId) => {
    expect((await errorOf(planAdd(requests, FOUND, [])))?.errorId).toBe(errorId);
  });

  it('joins a line of the same variant and counts it against the limit', async () => {
    expect(planAdd([add('JK000001001-M', 2)], FOUND, [existing('JK000001001-M', 2)])).toEqual([expect.objectContaining({ qty: 4, maxQty: 999999, existing: expect.objectContaining({ qty: 2 }) })]);
    expect(await errorOf(planAdd([add('JK000001001-M', 2)], FOUND, [existing('JK000001001-M', 2, 3)]))).toMatchObject({ errorId: 'ADDED_MAX_QUANTITY', maxAllowedQty: 3, itemId: 'a'.repeat(24) });
  });

  it('sends a digital product by e-mail whatever was asked, and only it takes a gift option', async () => {
    const gift = { email: 'ann@example.com', to: 'Ann', message: 'Enjoy' };
    expect(planAdd([{ ...add('GC000001000-50'), giftOption: gift }], FOUND, [])).toEqual([expect.objectContaining({ fulfilment: { method: 'digital', storeId: '' }, giftOption: gift })]);
    expect((await errorOf(planAdd([{ ...add('JK000001001-M'), giftOption: gift }], FOUND, [])))?.errorId).toBe('API400');
  });
});
