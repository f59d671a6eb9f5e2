import { useSignals } from '@preact/signals-react/runtime';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

export function CartLink({ locale }: { locale: string }) {
  useSignals();
  const t = useT();
  const { cart } = useStore();
  const count = cart.value.totalItems;
  return (
    <a className="cart-link" href={`/${locale}/cart`}>
      {t('header.cart')} <span className="cart-link__count">{count}</span>
      <span className="visually-hidden"> {t('header.cartItems', { count })}</span>
    </a>
  );
}
