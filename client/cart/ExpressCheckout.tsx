import { useEffect, useState } from 'react';
import { checkoutStepPath } from '../../shared/routing/checkout-step';
import { ExpressButton } from './ExpressButton';
import { expressAvailability, startExpress } from './express-client';

/**
 * The cart's "Express checkout": shown only once the worker says this shopper qualifies (asked
 * again when the basket changes). Pressed, the order is filled in and the shopper lands on the
 * summary; refused, on the shipping step.
 */
export function ExpressCheckout({ locale, basketKey }: { locale: string; basketKey: string }) {
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
  return <ExpressButton busy={busy} onStart={() => void start()} />;
}
