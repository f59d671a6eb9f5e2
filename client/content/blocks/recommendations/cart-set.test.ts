import { describe, expect, it } from 'vitest';
import type { SizeChoice } from '../../../catalogue/product/variant-state';
import { setLines, setProblems, setSummary, skuToAdd, tileProblem, type SetTile } from './cart-set';

const size = (code: string, available = true): SizeChoice => ({ code, label: code, available, sku: `JK123456001-${code}`, quantity: available ? 5 : 0, status: available ? 'IN_STOCK' : 'OUT_OF_STOCK' });
const tile = (productId: string, price: number, fields: Partial<SetTile> = {}): SetTile => ({ productId, price, checked: true, sizeCode: null, ...fields });
const ready = (...sizes: SizeChoice[]) => ({ kind: 'ready' as const, sizes });

describe('a recommendation set', () => {
  it('totals the picked tiles only, to the cent', () => {
    const tiles = [tile('A', 0.1), tile('B', 0.2), tile('C', 99.99, { checked: false }), tile('D', 149.95)];
    expect(setSummary(tiles)).toEqual({ count: 3, total: 150.25 });
    expect(setSummary([tile('A', 10, { checked: false })])).toEqual({ count: 0, total: 0 });
  });

  it('adds a single-variant product directly, and a product with several only once a size is chosen', () => {
    expect(skuToAdd(tile('A', 10, { variants: ready(size('ONE')) }))).toBe('JK123456001-ONE');
    const jacket = tile('B', 10, { variants: ready(size('S'), size('M')) });
    expect(skuToAdd(jacket)).toBeNull();
    expect(tileProblem(jacket)).toBe('chooseSize');
    expect(skuToAdd({ ...jacket, sizeCode: 'M' })).toBe('JK123456001-M');
    expect(tileProblem({ ...jacket, sizeCode: 'M' })).toBeNull();
  });

  it('never adds a sold-out size, and knows a product with nothing left', () => {
    const jacket = tile('A', 10, { variants: ready(size('S', false), size('M')), sizeCode: 'S' });
    expect(skuToAdd(jacket)).toBeNull();
    expect(tileProblem(jacket)).toBe('chooseSize');
    expect(tileProblem(tile('B', 10, { variants: ready(size('ONE', false)) }))).toBe('soldOut');
    expect(tileProblem(tile('C', 10, { variants: ready(size('S', false), size('M', false)) }))).toBe('soldOut');
  });

  it('names every picked tile that cannot be added yet, and has no lines until none is left', () => {
    const tiles = [
      tile('A', 10, { variants: ready(size('S'), size('M')) }),
      tile('B', 10, { variants: ready(size('ONE')) }),
      tile('C', 10, { variants: { kind: 'loading' } }),
      tile('D', 10, { variants: { kind: 'error', message: 'Nope' } }),
      tile('E', 10, { checked: false, variants: ready(size('S'), size('M')) }),
    ];
    expect([...setProblems(tiles)]).toEqual([
      ['A', 'chooseSize'],
      ['C', 'loading'],
      ['D', 'unavailable'],
    ]);
    expect(setLines(tiles)).toBeNull();
    const fixed = [{ ...tiles[0]!, sizeCode: 'M' }, tiles[1]!, tiles[4]!];
    expect(setProblems(fixed).size).toBe(0);
    expect(setLines(fixed)).toEqual([
      { productId: 'JK123456001-M', qty: 1 },
      { productId: 'JK123456001-ONE', qty: 1 },
    ]);
    expect(setLines([tiles[4]!])).toBeNull();
  });
});
