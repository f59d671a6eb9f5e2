import { useId } from 'react';
import { formatDate } from '../../../shared/i18n';
import { callFapi } from '../../api';
import { useLocale, useT } from '../../state/i18n';
import { FormField } from '../../components/ui/form';
import { formValues, useSupportForm } from './support-form';
import { orders } from '../../../shared/fapi/routes/support';

const schemas = () => import('../../../shared/checkout/schemas/orders');

/** Order tracking by number and email, for guests too: the order's status and its shipments. */
export function TrackOrderForm() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { submit, answer: tracked, problem, busy, error, invalid } = useSupportForm({
    check: async (form) => (await schemas()).TrackOrderRequestSchema.safeParse(formValues(form, ['orderNumber', 'email'])),
    send: async (input) => callFapi(orders.track, (await schemas()).TrackedOrderSchema, { body: input }),
  });

  return (
    <section className="support-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('track.title')}</h2>
      <p>{t('track.intro')}</p>
      <form method="post" onSubmit={submit} noValidate>
        <FormField id={`${id}-number`} label={t('track.orderNumber')} hint={t('track.orderNumberHint')} error={error('orderNumber')}>
          {(describedBy) => <input id={`${id}-number`} name="orderNumber" autoComplete="off" required aria-invalid={invalid('orderNumber')} aria-describedby={describedBy} />}
        </FormField>
        <FormField id={`${id}-email`} label={t('track.email')} error={error('email')}>
          {(describedBy) => <input id={`${id}-email`} name="email" type="email" autoComplete="email" required aria-invalid={invalid('email')} aria-describedby={describedBy} />}
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
