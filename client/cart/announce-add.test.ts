import { describe, expect, it } from 'vitest';
import { MINI_CART_DIALOG } from '../dialogs/dialog-shells';
import { createStore, EMPTY_STORE } from '../state/store';
import { announceAdd } from './announce-add';

const TOAST = { title: 'Added to cart', message: 'Jacket' };

describe('announceAdd', () => {
  it('opens the mini-cart away from the cart page', () => {
    const store = createStore(EMPTY_STORE);
    announceAdd(store, 'product', TOAST);
    expect(store.dialogs.phase(MINI_CART_DIALOG)).toBe('open');
    expect(store.toasts.toasts.value).toEqual([]);
  });

  it('shows a toast on the cart page, or anywhere when the mini-cart is switched off', () => {
    const onCart = createStore(EMPTY_STORE);
    announceAdd(onCart, 'cart', TOAST);
    const switchedOff = createStore({ ...EMPTY_STORE, cartSettings: { ...EMPTY_STORE.cartSettings, miniCart: false } });
    announceAdd(switchedOff, 'product', TOAST);
    for (const store of [onCart, switchedOff]) {
      expect(store.dialogs.phase(MINI_CART_DIALOG)).toBe('closed');
      expect(store.toasts.toasts.value).toMatchObject([{ kind: 'success', ...TOAST }]);
    }
  });
});
