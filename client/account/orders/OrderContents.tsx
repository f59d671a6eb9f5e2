import { Fragment, useId } from 'react';
import { addressLines, postalOfOrder } from '../../../shared/address/display';
import type { Order } from '../../../shared/checkout/schemas/orders';
import { formatMoney, formatPercent } from '../../../shared/format';
import { percentOf, taxRateOf } from '../../../shared/market';
import type { Site } from '../../../shared/site';
import { useT } from '../../state/i18n';
import { orderSummaryRows } from '../../../shared/cart/summary-rows';
import { Money } from '../../components/Money';
import { OrderShipments } from './OrderShipments';

export interface OrderContentsProps {
  order: Pick<Order, 'items' | 'shipments' | 'totals' | 'paymentMethod' | 'billingAddress'>;
  site: Site;
}

/**
 * What an order holds, as the order page of the account and the confirmation after checkout both
 * show it: the lines, each shipment with its lines and where it goes, the totals with the payment, and the billing address, each a
 * section named by its heading.
 */
export function OrderContents({ order, site }: OrderContentsProps) {
  const t = useT();
  const id = useId();
  const money = (amount: number) => formatMoney(amount, { currency: order.totals.currency, language: site.language });
  const { totals, billingAddress: address } = order;
  // The same rule as the basket's summary: the subtotal before discounts, each discount, then the rest.
  const rows = orderSummaryRows(totals);
  return (
    <>
      <section aria-labelledby={`${id}-lines`}>
        <h2 id={`${id}-lines`}>{t('orders.lines')}</h2>
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
      </section>
      <OrderShipments order={order} site={site} />
      <section aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`}>{t('orders.summary')}</h2>
        <dl className="order__totals">
          <dt>{t('orders.subtotal')}</dt>
          <dd data-testid="order-subtotal">
            <Money amount={rows.subtotal} currency={rows.currency} site={site} />
          </dd>
          {rows.discounts.map((row) => (
            <Fragment key={row.id}>
              <dt>{row.name ?? t('cart.discount')}</dt>
              <dd data-testid="order-discount">
                <Money amount={row.amount} currency={rows.currency} site={site} />
              </dd>
            </Fragment>
          ))}
          <dt>{t('orders.shipping')}</dt>
          <dd>
            <Money amount={rows.shipping} currency={rows.currency} site={site} />
          </dd>
          {totals.taxIncluded ? null : (
            <>
              <dt>{t('orders.tax')}</dt>
              <dd data-testid="order-tax">
                <Money amount={rows.tax} currency={rows.currency} site={site} />
              </dd>
            </>
          )}
          <dt>{t('orders.total')}</dt>
          <dd data-testid="order-total">
            <Money amount={rows.total} currency={rows.currency} site={site} />
          </dd>
          {/* VAT is inside the total, so it follows it rather than adding to it. */}
          {totals.taxIncluded ? (
            <>
              <dt>{t('cart.vatIncluded', { rate: formatPercent(percentOf(taxRateOf(site)), site.locale) })}</dt>
              <dd data-testid="order-tax">
                <Money amount={rows.tax} currency={rows.currency} site={site} />
              </dd>
            </>
          ) : null}
          <dt>{t('orders.paidWith')}</dt>
          <dd data-testid="order-payment">{order.paymentMethod.map((payment) => payment.label).join(', ')}</dd>
        </dl>
      </section>
      <section aria-labelledby={`${id}-billing`}>
        <h2 id={`${id}-billing`}>{t('orders.billedTo')}</h2>
        <address className="order__address">
          {addressLines(postalOfOrder(address), { locale: site.locale, siteCountry: site.country }).map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </address>
      </section>
    </>
  );
}
