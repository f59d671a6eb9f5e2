import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Order } from '../../../shared/checkout/schemas/orders';
import { RETURN_REASONS, returnedQuantities, type CreateReturnBody } from '../../../shared/account/schemas/returns';
import { useT } from '../../state/i18n';

export interface ReturnFormProps {
  order: Order;
  busy: boolean;
  onSubmit(body: CreateReturnBody): void;
  onClose(): void;
}

/**
 * Choosing what goes back: for each delivered line, how many (up to what earlier returns left),
 * and one reason for the parcel. Focus moves to the form's heading when it opens.
 */
export function ReturnForm({ order, busy, onSubmit, onClose }: ReturnFormProps) {
  const t = useT();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState<string | null>(null);
  const returned = returnedQuantities(order.returns ?? []);
  const lines = order.items.filter((item) => !item.digital).map((item) => ({ item, max: item.qty - (returned.get(item.itemId) ?? 0) })).filter((line) => line.max > 0);

  useEffect(() => headingRef.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const items = lines.map(({ item }) => ({ itemId: item.itemId, qty: Number(data.get(`qty-${item.itemId}`) ?? 0) })).filter((entry) => entry.qty > 0);
    if (!items.length) return setError(t('orders.return.none'));
    setError(null);
    onSubmit({ items, reason: String(data.get('reason')) as CreateReturnBody['reason'] });
  }

  return (
    <form className="order__return-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="return-form">
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('orders.return.title')}
      </h3>
      {lines.map(({ item, max }) => (
        <div className="field" key={item.itemId}>
          <label htmlFor={`${id}-${item.itemId}`}>{t('orders.return.qty', { name: `${item.name} (${item.color}, ${item.size})`, max })}</label>
          <select id={`${id}-${item.itemId}`} name={`qty-${item.itemId}`} defaultValue="0">
            {Array.from({ length: max + 1 }, (_, qty) => (
              <option key={qty} value={qty}>
                {qty}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('orders.return.reason')}</label>
        <select id={`${id}-reason`} name="reason" defaultValue={RETURN_REASONS[0]}>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`orders.return.reason.${reason}`)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="order__buttons">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {t('orders.return.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {t('orders.return.close')}
        </button>
      </div>
    </form>
  );
}
