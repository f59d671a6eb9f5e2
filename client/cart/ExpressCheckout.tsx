import { useEffect, useId, useState } from 'react';
import { checkoutStepPath } from '../../shared/routing/checkout-step';
import { useT } from '../state/i18n';
import { expressAvailability, startExpress } from './express-client';

/**
 * The cart's "Express checkout": shown only once the worker says this shopper qualifies (asked
 * again when the basket changes). Pressed, the order is filled in and the shopper lands on the
 * summary; refused, on the shipping step.
 */
export function ExpressCheckout({ locale, basketKey }: { locale: string; basketKey: string }) {
  const t = useT();
  const id = useId();
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    expressAvailability(controller.signal).then(
      (result) => setAvailable(result.ok && result.data.available),
      () => undefined, // aborted: a newer basket asks again
    );
    return () => controller.abort();
  }, [basketKey]);

  async function start() {
    if (busy) return;
    setBusy(true);
    const result = await startExpress();
    location.assign(checkoutStepPath(locale, result.ok ? 'summary' : 'shipping'));
  }

  if (!available) return null;
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
