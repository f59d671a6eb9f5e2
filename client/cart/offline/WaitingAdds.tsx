import { useEffect, useState } from 'react';
import { offlineCartPendingKey, readText } from '../../persistence';
import { useT } from '../../state/i18n';

// The same event name offline-cart.ts fires; spelled here so the cart page's first load does not carry that module.
const CHANGED = 'ridgeline:offline-cart-changed';

/**
 * "Waiting to be sent: 2 items": the adds made offline that the queue still holds. The queue's code
 * loads only when the storage flag says adds may be waiting, or once one is queued on this page.
 */
export function WaitingAdds() {
  const t = useT();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () => {
      if (!readText(offlineCartPendingKey)) return setCount(0);
      void import('./offline-cart').then((queue) => queue.waitingAdds()).then(setCount, () => setCount(0));
    };
    read();
    window.addEventListener(CHANGED, read);
    return () => window.removeEventListener(CHANGED, read);
  }, []);
  return count ? (
    <p className="alert cart-page__waiting" data-testid="offline-waiting">
      {t('cart.offline.waiting', { count })}
    </p>
  ) : null;
}
