import { Fragment, useId } from 'react';
import { addressLines, postalOfOrder } from '../../../shared/address/display';
import type { Order } from '../../../shared/checkout/schemas/orders';
import { signUpConfig, type Site } from '../../../shared/site';
import { formatPhone } from '../../../shared/validation/phone';
import { useT } from '../../state/i18n';

type Shipment = Order['shipments'][number];

const METHODS = ['standard', 'pudo', 'pickup', 'sts', 'digital'] as const;
type MethodCode = (typeof METHODS)[number];
const methodOf = (code: string): MethodCode => (METHODS as readonly string[]).includes(code) ? (code as MethodCode) : 'standard';

/** Where the shipment goes: the home address, the store (by name), or the pick-up point (by name). */
function Destination({ shipment, site }: { shipment: Shipment; site: Site }) {
  const t = useT();
  if (shipment.store) {
    return <p data-testid="order-pickup">{shipment.shippingMethod === 'sts' ? t('orders.sentToStore', { store: shipment.store.name }) : t('checkout.pickup.at', { store: shipment.store.name })}</p>;
  }
  if (shipment.collectionPoint) return <p data-testid="order-pickup">{t('checkout.pickup.at', { store: shipment.collectionPoint.name })}</p>;
  if (!shipment.address) return null;
  return (
    <address className="order__address" data-testid="order-ship-to">
      {addressLines(postalOfOrder(shipment.address), { locale: site.locale, siteCountry: site.country }).map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/**
 * Each shipment of an order on its own: "Shipment 1 of 2", how it travels, its status and tracking,
 * the lines it carries, where it goes (the address, or the store or pick-up point by name) and who
 * collects it. The confirmation and the account's order page show the same.
 */
export function OrderShipments({ order, site }: { order: Pick<Order, 'items' | 'shipments'>; site: Site }) {
  const t = useT();
  const id = useId();
  const total = order.shipments.length;
  return (
    <section aria-labelledby={`${id}-shipments`}>
      <h2 id={`${id}-shipments`}>{t('orders.shipments')}</h2>
      <ol className="order__shipments">
        {order.shipments.map((shipment, index) => {
          const lines = order.items.filter((item) => item.shipmentId === shipment.shipmentId);
          const contact = shipment.pickupContact;
          return (
            <li key={shipment.shipmentId} className="order__shipment" data-testid="order-shipment" aria-labelledby={`${id}-${index}`}>
              <h3 id={`${id}-${index}`}>
                {t('orders.shipmentOf', { number: index + 1, total })}: {t(`orders.method.${methodOf(shipment.shippingMethod)}`)}
              </h3>
              <p>
                {shipment.shippingMethod === 'digital' ? t('orders.emailDelivery') : t(`orders.shipment.${shipment.status}`)}
                {shipment.carrier && shipment.trackingNumber && <> · {t('orders.tracking', { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber })}</>}
              </p>
              <Destination shipment={shipment} site={site} />
              {contact ? <p data-testid="order-pickup-contact">{t('checkout.summary.pickupContact', { name: contact.contactName, email: contact.email, phone: formatPhone(contact.phone, signUpConfig(site)) })}</p> : null}
              {lines.length ? (
                <ul className="order__shipment-lines" aria-label={t('orders.shipmentLines', { count: lines.reduce((sum, line) => sum + line.qty, 0) })}>
                  {lines.map((line) => (
                    <li key={line.itemId}>{t('orders.shipmentLine', { name: line.name, qty: line.qty })}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
