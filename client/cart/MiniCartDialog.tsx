import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Site } from '../../shared/site';
import { loadCart } from './cart-actions';
import type { Cart } from '../../shared/cart/schemas/cart';
import { summaryRows } from '../../shared/cart/summary-rows';
import { pricesIncludeTax } from '../../shared/market';
import { ApproachingMessages, LineSummary } from './CartParts';
import { Money } from '../components/Money';
import { SiteSwitchNotice } from './SiteSwitchNotice';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

/**
 * The subtotal before discounts and each discount the basket already has, by the same rule as the
 * cart's summary, so the mini-cart never shows a figure the cart page would contradict.
 */
function MiniCartTotals({ cart, site }: { cart: Cart; site: Site }) {
  const t = useT();
  const rows = summaryRows(cart, { taxIncluded: pricesIncludeTax(site) });
  return (
    <dl className="mini-cart__totals">
      <div className="order-summary__row">
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="mini-cart-subtotal">
          <Money amount={rows.subtotal} currency={rows.currency} site={site} />
        </dd>
      </div>
      {rows.discounts.map((row) => (
        <div key={row.id} className="order-summary__row">
          <dt>{row.name ?? t('cart.discount')}</dt>
          <dd data-testid="mini-cart-discount">
            <Money amount={row.amount} currency={rows.currency} site={site} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The mini-cart's contents: lines, subtotal, the approaching-promotion message, links to cart and checkout. */
export function MiniCartBody({ site }: { site: Site }) {
  useSignals();
  const t = useT();
  const store = useStore();
  const cart = store.cartDetail.value;
  useEffect(() => {
    if (store.cartDetail.value === undefined) void loadCart(store);
  }, [store]);
  if (cart === undefined) return <p role="status">{t('common.loading')}</p>;
  if (!cart || cart.items.length === 0) {
    return (
      <>
        <SiteSwitchNotice site={site} />
        <p>{t('cart.empty')}</p>
      </>
    );
  }
  return (
    <div className="mini-cart">
      <SiteSwitchNotice site={site} />
      <ApproachingMessages cart={cart} site={site} context="mini-cart" />
      <ul className="mini-cart__lines" aria-label={t('cart.lines')}>
        {cart.items.map((item) => (
          <li key={item.itemId} className="cart-line cart-line--compact">
            <LineSummary item={item} site={site} />
            <p className="cart-line__qty">
              {t('cart.quantity')}: {item.qty}
            </p>
          </li>
        ))}
      </ul>
      <MiniCartTotals cart={cart} site={site} />
      <div className="mini-cart__actions">
        <a className="button" href={`/${site.locale}/cart`}>
          {t('cart.viewCart')}
        </a>
        <a className="button button--primary" href={`/${site.locale}/checkout`}>
          {t('cart.checkout')}
        </a>
      </div>
    </div>
  );
}
