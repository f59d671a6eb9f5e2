import { describe, expect, it, vi } from 'vitest';
import { cartSettings, savedForLaterPageSize } from './cart-settings';

describe('cart settings', () => {
  it('open the mini-cart and keep toasts 5 s unless configured', () => {
    expect(cartSettings({})).toEqual({ miniCart: true, toastDismissMs: 5000 });
    expect(cartSettings({ MINI_CART: 'false', TOAST_DISMISS_MS: '8000' })).toEqual({ miniCart: false, toastDismissMs: 8000 });
    expect(cartSettings({ MINI_CART: ' Off ' }).miniCart).toBe(false);
    expect(savedForLaterPageSize({})).toBe(24);
    expect(savedForLaterPageSize({ SAVE_FOR_LATER_PAGE_SIZE: '12' })).toBe(12);
  });

  it('fall back to the defaults for a malformed value, and say so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(cartSettings({ MINI_CART: 'maybe', TOAST_DISMISS_MS: '10' })).toEqual({ miniCart: true, toastDismissMs: 5000 });
    expect(savedForLaterPageSize({ SAVE_FOR_LATER_PAGE_SIZE: '0' })).toBe(24);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('parse once per configuration, so a malformed value is logged once rather than on every page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = { MINI_CART: 'sometimes', TOAST_DISMISS_MS: '7000' };
    const first = cartSettings(env);
    expect(cartSettings({ ...env })).toBe(first);
    expect(first).toEqual({ miniCart: true, toastDismissMs: 7000 });
    expect(error).toHaveBeenCalledTimes(1);
    // A changed value is read afresh.
    expect(cartSettings({ ...env, MINI_CART: 'off' })).toEqual({ miniCart: false, toastDismissMs: 7000 });
    error.mockRestore();
  });
});
