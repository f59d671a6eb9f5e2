import { useState } from 'react';
import type { Order } from '../../../../shared/schemas/orders';
import { formatDate } from '../../../../shared/i18n';
import { formatMoney } from '../../../../shared/format';
import type { Site } from '../../../../shared/site';
import { useLocale, useT } from '../../../state/i18n';
import { OrderActions } from './OrderActions';

export interface OrderDetailProps {
  order: Order;
  site: Site;
}

/** One order: its status, lines, shipments, totals and payment, and what the shopper may still do with it. */
export function OrderDetail({ order: initial, site }: OrderDetailProps) {
  const t = useT();
  const locale = useLocale();
  // A cancel answers the order as it now is; the page shows that without a reload.
  const [order, setOrder] = useState(initial);
  const money = (amount: number) => formatMoney(amount, { currency: order.totals.currency, language: site.language });
  const { totals, billingAddress: address } = order;
  return (
    <div className="order">
      <p className="order__meta">
        <span>{t('orders.placedOn', { date: formatDate(order.createdAt, locale) })}</span> · <strong data-testid="order-status">{t(`orders.st.${order.st}`)}</strong>
      </p>
      <OrderActions order={order} site={site} onChange={setOrder} />
      <h2>{t('orders.lines')}</h2>
      <ul className="order__lines">
        {order.items.map((item) => (
          <li key={item.itemId} className="order__line">
            <span className="order__line-name">{item.pdpUrl ? <a href={item.pdpUrl}>{item.name}</a> : item.name}</span>
            <span>{t('orders.lineDetails', { color: item.color, size: item.size, qty: item.qty })}</span>
            <span className="order__line-total">{money(item.rowTotal)}</span>
            {item.giftOption && <span className="order__gift">{t('orders.giftCardTo', { to: item.giftOption.to, email: item.giftOption.email })}</span>}
          </li>
        ))}
      </ul>
      <h2>{t('orders.shipments')}</h2>
      <ul className="order__shipments">
        {order.shipments.map((shipment) => (
          <li key={shipment.shipmentId}>
            {shipment.shippingMethod === 'digital' ? t('orders.emailDelivery') : t(`orders.shipment.${shipment.status}`)}
            {shipment.carrier && shipment.trackingNumber && <> · {t('orders.tracking', { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber })}</>}
          </li>
        ))}
      </ul>
      <h2>{t('orders.summary')}</h2>
      <dl className="order__totals">
        <dt>{t('orders.subtotal')}</dt>
        <dd>{money(totals.itemTotal)}</dd>
        <dt>{t('orders.shipping')}</dt>
        <dd>{money(totals.shipping)}</dd>
        <dt>{totals.taxIncluded ? t('orders.vatIncluded') : t('orders.tax')}</dt>
        <dd>{money(totals.tax)}</dd>
        <dt>{t('orders.total')}</dt>
        <dd data-testid="order-total">{money(totals.total)}</dd>
        <dt>{t('orders.paidWith')}</dt>
        <dd>{order.paymentMethod.map((payment) => payment.label).join(', ')}</dd>
      </dl>
      <h2>{t('orders.billedTo')}</h2>
      <address className="order__address">
        {address.firstName} {address.lastName}
        <br />
        {address.address1}
        <br />
        {address.postalCode} {address.city}, {address.countryCode}
      </address>
    </div>
  );
}
