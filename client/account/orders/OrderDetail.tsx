import { useState } from 'react';
import type { Order } from '../../../shared/checkout/schemas/orders';
import { formatDate } from '../../../shared/i18n';
import type { Site } from '../../../shared/site';
import { useLocale, useT } from '../../state/i18n';
import { OrderActions } from './OrderActions';
import { OrderContents } from './OrderContents';

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
  return (
    <div className="order">
      <p className="order__meta">
        <span>{t('orders.placedOn', { date: formatDate(order.createdAt, locale) })}</span> · <strong data-testid="order-status">{t(`orders.st.${order.st}`)}</strong>
      </p>
      <OrderActions order={order} site={site} onChange={setOrder} />
      <OrderContents order={order} site={site} />
    </div>
  );
}
