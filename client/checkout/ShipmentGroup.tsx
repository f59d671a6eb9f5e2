import { useId, type ReactNode } from 'react';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import type { Site } from '../../shared/site';
import { money } from '../cart';
import type { Translate } from '../../shared/i18n';
import { useT } from '../state/i18n';
import { selectedCode } from './shipping-address';
import { RadioCard } from '../components/ui';

type Shipment = CheckoutState['shipments'][number];
type Method = Shipment['methods'][number];

/** Where a shipment goes, in the shopper's words: the store by name, a pick-up point, their address, or email. */
export function shipmentPlace(t: Translate, shipment: Shipment): string {
  const code = selectedCode(shipment);
  if (code === 'pickup' && shipment.store) return t('checkout.pickup.at', { store: shipment.store.name });
  if (code === 'sts' && shipment.store) return t('checkout.shipping.toStore', { store: shipment.store.name });
  if (code === 'pudo') return shipment.address?.addressLine2 ? t('checkout.pickup.at', { store: shipment.address.addressLine2 }) : t('checkout.shipping.toPoint');
  if (code === 'digital') return t('checkout.shipping.byEmail');
  return t('checkout.shipping.toAddress');
}

export interface ShipmentGroupProps {
  site: Site;
  checkout: CheckoutState;
  shipment: Shipment;
  index: number;
  busy: boolean;
  onMethod(shippingId: string, code: Method['code']): void;
  children?: ReactNode;
}

/**
 * One shipment at the shipping step: which of the basket's lines travel in it and where it goes
 * ("Shipment 1 of 2: Pick up at Ridgeline Denver — 2 items"), then its method choices with their
 * delivery time and cost.
 */
export function ShipmentGroup({ site, checkout, shipment, index, busy, onMethod, children }: ShipmentGroupProps) {
  const t = useT();
  const id = useId();
  const lines = checkout.cart.items.filter((item) => item.shipmentId === shipment.shippingId);
  const count = lines.reduce((sum, item) => sum + item.qty, 0);
  const total = checkout.shipments.length;
  const place = shipmentPlace(t, shipment);
  return (
    <section className="checkout-shipment" aria-labelledby={`${id}-title`} data-testid="checkout-shipment">
      <h3 id={`${id}-title`}>{total > 1 ? t('checkout.shipping.shipmentOf', { number: index + 1, total, place, count }) : t('checkout.shipping.shipment', { place, count })}</h3>
      <ul className="checkout-shipment__lines">
        {lines.map((item) => (
          <li key={item.itemId} className="checkout-shipment__line">
            <img src={item.productImageURL} alt="" width={48} height={48} loading="lazy" />
            <span>{t('orders.shipmentLine', { name: item.name, qty: item.qty })}</span>
          </li>
        ))}
      </ul>
      {shipment.methods.length ? (
        // Busy, not disabled: a disabled fieldset would take focus from the radio just chosen.
        <fieldset className="checkout-methods radio-cards" aria-busy={busy || undefined}>
          <legend>{t('checkout.shipping.methods')}</legend>
          {shipment.methods.map((method) => (
            <RadioCard
              key={method.code}
              className="checkout-methods__option"
              name={`${id}-method`}
              value={method.code}
              checked={method.selected}
              onChange={() => onMethod(shipment.shippingId, method.code)}
              title={method.label}
              description={t('checkout.shipping.deliveryTime', { time: method.deliveryTime })}
              price={<MethodPrice method={method} site={site} currency={checkout.cart.currency} />}
            />
          ))}
        </fieldset>
      ) : null}
      {children}
    </section>
  );
}

/** A method's price; a promoted one struck through beside what is charged (Free when waived), as the summary shows it. */
function MethodPrice({ method, site, currency }: { method: CheckoutState['shipments'][number]['methods'][number]; site: Site; currency: string }) {
  const t = useT();
  const charged = (amount: number) => (amount ? money(amount, site, currency) : t('checkout.shipping.free'));
  if (method.promotedPrice === undefined || method.promotedPrice >= method.price) return <>{charged(method.price)}</>;
  const was = money(method.price, site, currency);
  return (
    <>
      <s className="order-summary__was">
        <span className="visually-hidden">{t('cart.originalPrice', { price: was })}</span>
        <span aria-hidden="true">{was}</span>
      </s>{' '}
      {charged(method.promotedPrice)}
    </>
  );
}
