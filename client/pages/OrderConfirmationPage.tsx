import type { PageOf } from '../../shared/page';
import { formatMoney } from '../../shared/format';
import type { Site } from '../../shared/site';
import { CanvasSections } from '../components/CanvasSections';
import { useT } from '../state/i18n';

export type OrderConfirmationPageProps = PageOf<'order-confirmation'> & { site: Site };

/**
 * The order just placed: its number, lines, shipments, payment and billing address under the
 * page's CMS canvas. A guest is offered an account, with the order's email already filled in.
 */
export function OrderConfirmationPage({ canvas, order, site }: OrderConfirmationPageProps) {
  const t = useT();
  const money = (amount: number) => formatMoney(amount, { currency: order.totals.currency, language: site.language });
  const { totals, billingAddress: address } = order;
  return (
    <div className="order-confirmation">
      <h1>{t('confirmation.title')}</h1>
      <p className="order-confirmation__number">
        {t('confirmation.orderNumber')} <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      <p>{t('confirmation.emailSent', { email: order.email })}</p>
      {canvas ? <CanvasSections canvas={canvas} /> : null}
      <section aria-labelledby="confirmation-lines">
        <h2 id="confirmation-lines">{t('orders.lines')}</h2>
        <ul className="order__lines">
          {order.items.map((item) => (
            <li key={item.itemId} className="order__line">
              <span className="order__line-name">{item.pdpUrl ? <a href={item.pdpUrl}>{item.name}</a> : item.name}</span>
              <span>{t('orders.lineDetails', { color: item.color, size: item.size, qty: item.qty })}</span>
              <span className="order__line-total">{money(item.rowTotal)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="confirmation-shipments">
        <h2 id="confirmation-shipments">{t('orders.shipments')}</h2>
        <ul className="order__shipments">
          {order.shipments.map((shipment) => (
            <li key={shipment.shipmentId}>{shipment.shippingMethod === 'digital' ? t('orders.emailDelivery') : t(`orders.shipment.${shipment.status}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="confirmation-summary">
        <h2 id="confirmation-summary">{t('orders.summary')}</h2>
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
          <dd data-testid="order-payment">{order.paymentMethod.map((payment) => payment.label).join(', ')}</dd>
        </dl>
      </section>
      <section aria-labelledby="confirmation-billing">
        <h2 id="confirmation-billing">{t('orders.billedTo')}</h2>
        <address className="order__address">
          {address.firstName} {address.lastName}
          <br />
          {address.address1}
          <br />
          {address.postalCode} {address.city}, {address.countryCode}
        </address>
      </section>
      {order.isGuest ? (
        <section className="order-confirmation__account" aria-labelledby="confirmation-account">
          <h2 id="confirmation-account">{t('confirmation.createAccount.title')}</h2>
          <p>{t('confirmation.createAccount.text')}</p>
          <a className="button button--primary" href={`/${site.locale}/sign-up?${new URLSearchParams({ email: order.email })}`}>
            {t('confirmation.createAccount.link')}
          </a>
        </section>
      ) : null}
    </div>
  );
}
