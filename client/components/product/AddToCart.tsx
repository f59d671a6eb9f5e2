import { useId, useState } from 'react';
import { api, callApi } from '../../api';
import type { SizeChoice } from './variant-state';
import { reportConversion } from '../../state/events';
import { requestRecalculate } from '../../state/recalculate';
import { useT } from '../../state/i18n';
import { errorMessage } from '../../../shared/i18n';

type Status = { kind: 'idle' } | { kind: 'checking' } | { kind: 'ready'; label: string } | { kind: 'error'; message: string };

/**
 * Disabled until a size is chosen. Until the cart issue lands the click only runs the
 * availability pre-check (INV700 / INV408 come back as messages); the cart issue replaces
 * `onAdd` with the real add-to-cart call.
 */
export function AddToCart({ productId, size }: { productId: string; size: SizeChoice | undefined }) {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const chosen = size?.available ? size : undefined;

  async function onAdd() {
    if (!chosen) return;
    setStatus({ kind: 'checking' });
    const result = await callApi(api.products.availability, { params: { productId }, body: { sku: chosen.sku, quantity: 1 } });
    setStatus(result.ok ? { kind: 'ready', label: chosen.label } : { kind: 'error', message: errorMessage(t, result.error) });
    // The experiments' add_to_cart goal: an add the stock check accepted (the cart issue moves it after the cart call).
    if (result.ok) {
      reportConversion({ key: 'add_to_cart', tags: { sku: chosen.sku } });
      // The cart's contents feed the engines (spec §7 cart lines): let them recalculate.
      requestRecalculate();
    }
  }

  const hintId = `${id}-hint`;
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={!chosen || status.kind === 'checking'}
        aria-describedby={chosen ? undefined : hintId}
        onClick={() => void onAdd()}
      >
        {t('product.addToCart')}
      </button>
      {chosen ? null : <p id={hintId} className="add-to-cart__hint">{t('product.selectSize')}</p>}
      <p className={`add-to-cart__status${status.kind === 'error' ? ' add-to-cart__status--error' : ''}`} role="status" aria-live="polite">
        {status.kind === 'ready' && chosen?.label === status.label ? t('product.readyToAdd', { size: status.label }) : status.kind === 'error' ? status.message : ''}
      </p>
    </div>
  );
}
