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

// Per isolate: the markup depends on nothing but the language, country and count, and every cache
// hit writes one, and formatting the plural message anew was a measurable share of a hit's work.
const MARKUP = new Map<string, string>();
const MAX_MARKUP = 512;

/** The header's count markup for `count`: the number and its words for screen readers. */
export function cartCountMarkup(count: number, site: Pick<Site, 'language' | 'country'>): string {
  const key = `${site.language}-${site.country}:${count}`;
  let markup = MARKUP.get(key);
  if (markup === undefined) {
    const label = translatorFor(site).t('header.cartItems', { count });
    markup = `data-testid="cart-count">${count}</span><span class="visually-hidden"> ${escapeHtml(label)}</span>`;
    if (MARKUP.size >= MAX_MARKUP) MARKUP.clear();
    MARKUP.set(key, markup);
  }
  return markup;
}

/** Where the count sat in a stored copy: the header markup and the state JSON, in that order. */
export const CART_COUNT_SLOTS = [
  `data-testid="cart-count">${CART_COUNT_PLACEHOLDER}</span>`,
  `"cart":{"basketId":null,"totalItems":"${CART_COUNT_PLACEHOLDER}"}`,
] as const;

/** This shopper's text for each of CART_COUNT_SLOTS. */
export function cartCountValues(count: number, site: Pick<Site, 'language' | 'country'>): [string, string] {
  return [cartCountMarkup(count, site), `"cart":{"basketId":null,"totalItems":${count}}`];
}
