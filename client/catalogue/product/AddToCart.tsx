import { useId, useState } from 'react';
import type { SizeChoice } from './variant-state';
import { useStore } from '../../state/StoreContext';
import { usePageInfo } from '../../state/PageContext';
import { useT } from '../../state/i18n';
import { errorMessage } from '../../../shared/i18n';
import { isCartUnreachable } from '../../../shared/cart/errors';
import type { InteractionOrigin } from '../../analytics/payloads';

type Status = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'error'; message: string };

/**
 * Disabled until a size is chosen. A click turns the loading state on, adds the line (the cart
 * code loads on the first click), then opens the mini-cart when that setting is on and the page is
 * not a cart page, or else says so in a toast.
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
    const result = await addToCart(store, { productId: chosen.sku, qty: 1, origin }, origin);
    if (!result.ok) {
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
        {status.kind === 'error' ? status.message : ''}
      </p>
    </div>
  );
}
