import { useId } from 'react';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { GiftOptionEntry } from '../cart';
import { useT } from '../state/i18n';
import { readCheckout } from './checkout-client';
import { checkoutError } from './checkout-words';

/**
 * The shipping step's gift options: each digital line with the gift option it has, and the button
 * to add or change it. A digital line may go without one (a gift card bought for oneself), so
 * none of this holds up the step.
 */
export function CheckoutGiftOptions({ checkout, onState, onProblem }: { checkout: CheckoutState; onState(state: CheckoutState): void; onProblem(message: string): void }) {
  const t = useT();
  const id = useId();
  const digital = checkout.cart.items.filter((item) => item.isDigital && !item.bonus);
  if (!digital.length) return null;

  // The cart took the gift option; the step shows the checkout's state, so read it again.
  async function refresh() {
    const fresh = await readCheckout();
    if (fresh.ok) onState(fresh.data);
    else onProblem(checkoutError(t, fresh.error));
  }

  return (
    <section className="checkout-gift-options" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('giftOption.title')}</h3>
      <p>{t('giftOption.intro')}</p>
      <ul>
        {digital.map((item) => (
          <li key={item.itemId} data-item-id={item.itemId}>
            <span className="checkout-gift-options__name">{item.name}</span>
            <GiftOptionEntry item={item} onSaved={() => void refresh()} />
          </li>
        ))}
      </ul>
    </section>
  );
}
