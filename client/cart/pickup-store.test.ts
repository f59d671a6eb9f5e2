import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../shared/cart/schemas/cart';
import type { Store as StoreLocation } from '../../shared/location/schemas/stores';
import { pickupStoreOf, storeChoice, storeFit } from './pickup-store';

const SEATTLE = { id: 'US-SEA-01', name: 'Ridgeline Seattle' };
const DENVER = { id: 'US-DEN-01', name: 'Ridgeline Denver LoDo' };

/** A line as the cart answers it: delivered, or picked up at a store. */
function line(itemId: string, at: { id: string; name: string } | null, extra: Partial<CartItem> = {}): CartItem {
  const method = (code: 'standard' | 'pickup') => ({ code, label: code, deliveryTime: '' });
  return {
    itemId,
    productId: 'JK123456001-M',
    qty: 1,
    bonus: false,
    shippingOptions: {
      selected: at ? 'pickup' : 'standard',
      storeId: at?.id ?? null,
      available: [{ shippingMethod: method('standard'), price: { amount: 7.95 } }, ...(at ? [{ shippingMethod: method('pickup'), price: { amount: 0 }, storeInfo: { id: at.id, name: at.name, storeInventory: 3 } }] : [])],
    },
    ...extra,
  } as CartItem;
}

const cartOf = (...items: CartItem[]) => ({ items }) as Cart;

function location(storeId: string, extra: Partial<StoreLocation> = {}): StoreLocation {
  return { storeId, name: storeId, address: { line1: '1 Main St', city: 'Denver', postalCode: '80202', country: 'US' }, phone: '', hours: [], pickupAvailable: true, ...extra };
}

describe('pickupStoreOf', () => {
  it('names the store of a line picked up in store, and nothing for a delivered one', () => {
    expect(pickupStoreOf(line('a', SEATTLE))).toEqual(SEATTLE);
    expect(pickupStoreOf(line('a', null))).toBeNull();
  });
});

describe('storeChoice', () => {
  it('moves a delivered line straight away when nothing is picked up elsewhere', () => {
    const item = line('a', null);
    expect(storeChoice(cartOf(item, line('b', null)), item, DENVER.id)).toEqual({ kind: 'direct' });
    // Another line already at the chosen store: the shopper collects from one store still.
    expect(storeChoice(cartOf(item, line('b', DENVER)), item, DENVER.id)).toEqual({ kind: 'direct' });
  });

  it('asks first when the line leaves its store, naming the lines that stay there', () => {
    const item = line('a', SEATTLE);
    const stays = line('b', SEATTLE);
    expect(storeChoice(cartOf(item, stays, line('c', null)), item, DENVER.id)).toEqual({ kind: 'confirm', from: SEATTLE, others: [stays] });
  });

  it('asks first when another line picks up at a different store', () => {
    const item = line('a', null);
    const other = line('b', SEATTLE);
    expect(storeChoice(cartOf(item, other), item, DENVER.id)).toEqual({ kind: 'confirm', from: SEATTLE, others: [other] });
  });

  it('has nothing to do for the line’s own store, and ignores a bonus item', () => {
    const item = line('a', SEATTLE);
    expect(storeChoice(cartOf(item), item, SEATTLE.id)).toEqual({ kind: 'same' });
    const delivered = line('c', null);
    expect(storeChoice(cartOf(delivered, line('gwp', SEATTLE, { bonus: true })), delivered, DENVER.id)).toEqual({ kind: 'direct' });
  });
});

describe('storeFit', () => {
  const item = line('a', null, { qty: 2 });
  const stock = (quantity: number, status: 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK') => ({ availability: [{ productId: item.productId, quantity, status }] });

  it('takes a store that does pickup and has the line’s quantity', () => {
    expect(storeFit(location('S', stock(5, 'IN_STOCK')), item)).toEqual({ ok: true, quantity: 5, status: 'IN_STOCK' });
    expect(storeFit(location('S', stock(2, 'LOW_STOCK')), item)).toEqual({ ok: true, quantity: 2, status: 'LOW_STOCK' });
  });

  it('says why a store cannot take the line', () => {
    expect(storeFit(location('S', { ...stock(5, 'IN_STOCK'), pickupAvailable: false }), item)).toMatchObject({ ok: false, reason: 'noPickup' });
    expect(storeFit(location('S', stock(0, 'OUT_OF_STOCK')), item)).toMatchObject({ ok: false, reason: 'outOfStock' });
    expect(storeFit(location('S', stock(1, 'LOW_STOCK')), item)).toEqual({ ok: false, reason: 'notEnough', quantity: 1 });
    expect(storeFit(location('S'), item)).toMatchObject({ ok: false, reason: 'unknown' });
  });
});
