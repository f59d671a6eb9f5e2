import { useId, useState, type FormEvent } from 'react';
import type { TrackedOrder } from '../../../shared/schemas/orders';
import { errorMessage, formatDate, type MessageKey } from '../../../shared/i18n';
import { callFirstParty } from '../../api';
import { useLocale, useT } from '../../state/i18n';
import { fieldErrors } from './field-errors';
import { FormField } from './FormField';

const schemas = () => import('../../../shared/schemas/orders');

/** Order tracking by number and email, for guests too: the order's status and its shipments. */
export function TrackOrderForm() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [tracked, setTracked] = useState<TrackedOrder | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { orderNumber: String(data.get('orderNumber') ?? ''), email: String(data.get('email') ?? '') };
    const { TrackOrderRequestSchema, TrackedOrderSchema } = await schemas();
    const parsed = TrackOrderRequestSchema.safeParse(input);
    setTracked(null);
    setProblem(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await callFirstParty('/fapi/orders/track', TrackedOrderSchema, { method: 'POST', body: parsed.data });
    setBusy(false);
    if (result.ok) setTracked(result.data);
    else setProblem(errorMessage(t, result.error));
  }

  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <section className="support-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('track.title')}</h2>
      <p>{t('track.intro')}</p>
      <form method="post" onSubmit={submit} noValidate>
        <FormField id={`${id}-number`} label={t('track.orderNumber')} hint={t('track.orderNumberHint')} error={error('orderNumber')}>
          {(describedBy) => <input id={`${id}-number`} name="orderNumber" autoComplete="off" required aria-invalid={errors.orderNumber ? true : undefined} aria-describedby={describedBy} />}
        </FormField>
        <FormField id={`${id}-email`} label={t('track.email')} error={error('email')}>
          {(describedBy) => <input id={`${id}-email`} name="email" type="email" autoComplete="email" required aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy} />}
        </FormField>
        <button type="submit" className="button" disabled={busy}>
          {t('track.submit')}
        </button>
      </form>
      <div role="status" className="support-form__result">
        {tracked && (
          <>
            <p>
              <strong>{t('track.result', { orderNumber: tracked.orderNumber, status: t(`orders.st.${tracked.st}`) })}</strong> · {t('orders.placedOn', { date: formatDate(tracked.createdAt, locale) })}
            </p>
            <ul>
              {tracked.shipments.map((shipment) => (
                <li key={shipment.shipmentId}>
                  {shipment.shippingMethod === 'digital' ? t('orders.emailDelivery') : t(`orders.shipment.${shipment.status}`)}
                  {shipment.carrier && shipment.trackingNumber && <> · {t('orders.tracking', { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber })}</>}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {problem && (
        <p role="alert" className="support-form__error">
          {problem}
        </p>
      )}
    </section>
  );
}
