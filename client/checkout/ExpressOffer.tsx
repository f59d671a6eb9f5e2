import { useId, useState } from 'react';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { useT } from '../state/i18n';
import { expressCheckout } from './checkout-client';

/**
 * "Express checkout" on the shipping step, for a shopper the worker says qualifies: the basket is
 * filled in from the account and the page moves to the summary. Refused, the shopper stays on
 * the shipping step and is told to go on there.
 */
export function ExpressOffer({ onExpressed, onRefused }: { onExpressed(state: CheckoutState): void; onRefused(message: string): void }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function start() {
    if (busy) return;
    setBusy(true);
    const result = await expressCheckout();
    setBusy(false);
    if (result.ok) onExpressed(result.data);
    else onRefused(t('checkout.express.unavailable'));
  }

  return (
    <div className="express-checkout">
      <button type="button" className="button express-checkout__button" aria-describedby={`${id}-hint`} disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
        {busy ? t('checkout.express.starting') : t('checkout.express.start')}
      </button>
      <p id={`${id}-hint`} className="express-checkout__hint">
        {t('checkout.express.hint')}
      </p>
    </div>
  );
}
