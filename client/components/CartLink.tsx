import { useSignals } from '@preact/signals-react/runtime';
import { useStore } from '../state/StoreContext';

export function CartLink({ locale }: { locale: string }) {
  useSignals();
  const { cart } = useStore();
  const count = cart.value.totalItems;
  return (
    <a className="cart-link" href={`/${locale}/cart`}>
      Cart <span className="cart-link__count">{count}</span>
      <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
    </a>
  );
}
