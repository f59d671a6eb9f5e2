import { useId, useState } from 'react';
import type { SizeChoice } from './variant-state';
import { useStore } from '../../state/StoreContext';
import { usePageInfo } from '../../state/PageContext';
import { useT } from '../../state/i18n';
import { errorMessage } from '../../../shared/i18n';
import { isCartUnreachable } from '../../../shared/cart/errors';
import type { InteractionOrigin } from '../../analytics/payloads';

type Status = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'error'; message: string } | { kind: 'queued'; waiting: number };

/**
 * Disabled until a size is chosen. A click turns the loading state on, adds the line (the cart
 * code loads on the first click), then opens the mini-cart when that setting is on and the page is
 * not a cart page, or else says so in a toast. An add made offline is queued, to be sent when the
 * connection returns, and says so with how many adds wait.
 */
export function AddToCart({ productName, size, origin = 'direct to PDP' }: { productName?: string; size: SizeChoice | undefined; origin?: InteractionOrigin }) {
  const t = useT();
  const id = useId();
  const store = useStore();
  const page = usePageInfo();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const chosen = size?.available ? size : undefined;

  async function onAdd() {
    if (!chosen) return;
    setStatus({ kind: 'adding' });
    const { addToCart, announceAdd } = await import('../../cart/cart-actions');
    // The offline queue's code comes while the network is still there, so a later add made offline can be queued.
    const offline = import('../../cart/offline/offline-cart').catch(() => null);
    const result = await addToCart(store, { productId: chosen.sku, qty: 1, origin }, origin);
    if (!result.ok) {
      const queue = await offline;
      if (queue?.failedOffline(result.status)) {
        const waiting = await queue.queueAdd(store, t, { locale: page.site.locale, body: { productId: chosen.sku, qty: 1, origin }, name: productName ?? '' });
        if (waiting !== null) return setStatus({ kind: 'queued', waiting });
      }
      // A cart out of reach is no refusal of this item: no backend code, only an invitation to try again.
      setStatus({ kind: 'error', message: isCartUnreachable(result.status) ? t('cart.addUnavailable') : errorMessage(t, result.error) });
      return;
    }
    setStatus({ kind: 'added' });
    const name = productName ?? result.data.cart?.items.find((item) => item.productId === chosen.sku)?.name ?? '';
    announceAdd(store, page.pageType, { title: t('cart.addedTitle'), message: t('cart.added', { name }) });
  }

  const hintId = `${id}-hint`;
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={!chosen || status.kind === 'adding'}
        aria-busy={status.kind === 'adding' ? true : undefined}
        aria-describedby={chosen ? undefined : hintId}
        onClick={() => void onAdd()}
      >
        {status.kind === 'adding' ? t('cart.adding') : t('product.addToCart')}
      </button>
      {chosen ? null : <p id={hintId} className="add-to-cart__hint">{t('product.selectSize')}</p>}
      <p className={`add-to-cart__status${status.kind === 'error' ? ' add-to-cart__status--error' : ''}`} role="status" aria-live="polite">
        {status.kind === 'error' ? status.message : status.kind === 'queued' ? `${t('cart.offline.queued')} ${t('cart.offline.waiting', { count: status.waiting })}` : ''}
      </p>
    </div>
  );
}
