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
        {t('header.cart')} <span className="cart-link__count" data-testid="cart-count">{count}</span>
        {/* One text node, so the markup is exactly what the HTML cache swaps per shopper (worker/render/cart-count-slots.ts). */}
        <span className="visually-hidden">{` ${t('header.cartItems', { count })}`}</span>
      </a>
      <MiniCartButton />
    </span>
  );
}
