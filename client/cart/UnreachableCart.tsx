import { useEffect, useState } from 'react';
import type { CartItem } from '../../shared/cart/schemas/cart';
import type { Site } from '../../shared/site';
import { useT } from '../state/i18n';
import { LineSummary } from './CartParts';

/**
 * The cart page while the basket cannot be read (the commerce backend down, or the browser
 * offline): the lines this browser last saw, read-only since nothing can change them now, and a
 * way to try again (offline there is none: the page reads the cart again once back online). They
 * come from the browser's storage, so they appear after hydration; the server knows none.
 */
export function UnreachableCart({ site, lastKnown, retry, busy }: { site: Site; lastKnown: () => CartItem[]; retry: (() => void) | null; busy: boolean }) {
  const t = useT();
  const [lines, setLines] = useState<CartItem[]>([]);
  useEffect(() => setLines(lastKnown()), []);
  return (
    <section className="cart-page__unreachable" aria-labelledby={lines.length ? 'cart-last-known' : undefined} aria-label={lines.length ? undefined : t('cart.title')}>
      {lines.length ? (
        <>
          <h2 id="cart-last-known">{t('cart.lastKnown')}</h2>
          <ul className="cart-lines cart-lines--last-known">
            {lines.map((item) => (
              <li key={item.itemId} className="cart-line" data-item-id={item.itemId}>
                <LineSummary item={item} site={site} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {retry ? (
        <button type="button" className="button" disabled={busy} onClick={retry}>
          {t('cart.retry')}
        </button>
      ) : null}
    </section>
  );
}
