import type { Site } from '../../shared/site';
import { translatorFor } from '../../shared/i18n/catalogues';

/*
 * The header's cart count is the one per-shopper value on a shareable page. A copy in the HTML
 * cache holds a placeholder where the count was, and each hit writes its own shopper's count
 * back (the state JSON and the header markup), so the first paint is right without a flicker.
 * These strings are exactly what CartLink and the state JSON render.
 */

export const CART_COUNT_PLACEHOLDER = '__rl-html-cache-cart-count__';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The header's count markup for `count`: the number and its words for screen readers. */
export function cartCountMarkup(count: number, site: Pick<Site, 'language' | 'country'>): string {
  const label = translatorFor(site).t('header.cartItems', { count });
  return `data-testid="cart-count">${count}</span><span class="visually-hidden"> ${escapeHtml(label)}</span>`;
}

/** This response's count → the placeholder, for storing (inverted for serving a hit). */
export function cartCountTokens(count: number, site: Pick<Site, 'language' | 'country'>): { from: string; to: string }[] {
  return [
    { from: cartCountMarkup(count, site), to: `data-testid="cart-count">${CART_COUNT_PLACEHOLDER}</span>` },
    { from: `"cart":{"basketId":null,"totalItems":${count}}`, to: `"cart":{"basketId":null,"totalItems":"${CART_COUNT_PLACEHOLDER}"}` },
  ];
}
