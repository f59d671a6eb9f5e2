import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Site } from '../../shared/site';
import { loadCart } from '../cart/cart-actions';
import { ApproachingMessages, LineSummary, money } from '../components/cart/CartParts';
import { SiteSwitchNotice } from '../components/cart/SiteSwitchNotice';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

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
      <p className="mini-cart__subtotal">
        {t('cart.subtotal')}: <strong data-testid="mini-cart-subtotal">{money(cart.totals.itemSubTotal, site, cart.totals.currency)}</strong>
      </p>
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
