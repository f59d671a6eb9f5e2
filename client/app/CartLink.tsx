import { useSignals } from '@preact/signals-react/runtime';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import { MiniCartButton } from '../dialogs/dialog-shells';

export function CartLink({ locale }: { locale: string }) {
  useSignals();
  const t = useT();
  const { cart } = useStore();
  const count = cart.value.totalItems;
  return (
    <span className="cart-links">
      <a className="cart-link" href={`/${locale}/cart`}>
        {/* Phones show the bag with its count on it; the word stays the link's name. */}
        <svg className="cart-link__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span className="cart-link__label">{t('header.cart')}</span> <span className="cart-link__count" data-testid="cart-count">{count}</span>
        {/* One text node, so the markup is exactly what the HTML cache swaps per shopper (worker/render/cart-count-slots.ts). */}
        <span className="visually-hidden">{` ${t('header.cartItems', { count })}`}</span>
      </a>
      <MiniCartButton />
    </span>
  );
}
