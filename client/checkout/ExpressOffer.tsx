import { useState } from 'react';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { useT } from '../state/i18n';
import { expressCheckout } from './checkout-client';
import { ExpressButton } from '../cart';

/**
 * "Express checkout" on the shipping step, for a shopper the worker says qualifies: the basket is
 * filled in from the account and the page moves to the summary. Refused, the shopper stays on
 * the shipping step and is told to go on there.
 */
export function ExpressOffer({ onExpressed, onRefused }: { onExpressed(state: CheckoutState): void; onRefused(message: string): void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function start() {
    if (busy) return;
    setBusy(true);
    const result = await expressCheckout();
    setBusy(false);
    if (result.ok) onExpressed(result.data);
    else onRefused(t('checkout.express.unavailable'));
  }

  return <ExpressButton busy={busy} onStart={() => void start()} />;
}
