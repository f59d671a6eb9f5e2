import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/checkout/schemas/orders';
import { getSite } from '../../shared/site';
import { invoiceLines } from './invoice';

const siteOf = (locale: string) => getSite(locale)!;

const order = {
  orderNumber: 'RL1001',
  createdAt: '2026-03-01T10:00:00Z',
  st: 'shipped',
  billingAddress: { firstName: 'Max', lastName: 'Müller', address1: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
  items: [{ qty: 1, name: 'Aspen Hardshelljacke Herren', color: 'Schwarz', size: 'M', productId: 'JK100775001-M', price: { amount: 249.95, currency: 'EUR' }, rowTotal: 249.95 }],
  totals: { currency: 'EUR', itemTotal: 249.95, shipping: 0, tax: 39.91, taxIncluded: true, total: 249.95 },
  paymentMethod: [{ label: 'Visa •••• 1111' }],
  shipments: [],
} as unknown as Order;

const textOf = (locale: string) => invoiceLines(order, siteOf(locale)).map((line) => line.text).join('\n');

describe('invoice', () => {
  it('is worded in the language of the site it is asked from, under one company name', () => {
    const german = textOf('de-de');
    expect(german).toContain('Rechnung zur Bestellung RL1001');
    expect(german).toContain('Enthaltene MwSt.: 39,91\u00a0€');
    expect(textOf('nb-no')).toContain('Faktura for ordre RL1001');
    expect(textOf('fr-ca')).toContain('Facture de la commande RL1001');
    for (const locale of ['en-us', 'fr-ca', 'de-de', 'nb-no']) {
      expect(invoiceLines(order, siteOf(locale))[0]!.text).toBe('Ridgeline Outfitters');
      expect(textOf(locale)).not.toMatch(/Ridgeline Outdoor|shopping with Ridgeline\./);
    }
    expect(textOf('en-us')).toContain('Invoice for order RL1001');
  });
});

describe('the invoice’s shipments', () => {
  const twoShipments = {
    ...order,
    items: [
      { ...order.items[0], shipmentId: 'RL1001-S1', name: 'Aspen Hardshelljacke Herren' },
      { ...order.items[0], shipmentId: 'RL1001-S3', name: 'Kestrel Trucker Cap', qty: 2 },
    ],
    shipments: [
      { shipmentId: 'RL1001-S1', shippingMethod: 'standard', address: { firstName: 'Max', lastName: 'Müller', address1: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin', countryCode: 'DE' } },
      { shipmentId: 'RL1001-S3', shippingMethod: 'pickup', store: { storeId: 'DE-BER-01', name: 'Ridgeline Berlin Mitte' }, pickupContact: { contactName: 'Lea Schulz', email: 'lea@example.com', phone: '+4930123456' } },
    ],
  } as unknown as Order;

  it('lists each shipment with where it goes, its lines and who collects it, in the site’s language', () => {
    const german = invoiceLines(twoShipments, siteOf('de-de')).map((line) => line.text);
    const first = german.indexOf('Sendung 1 von 2: Lieferung nach Hause');
    const second = german.indexOf('Sendung 2 von 2: Abholung im Geschäft');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(german.slice(first, second)).toEqual(expect.arrayContaining(['Hauptstraße 5', '1 x Aspen Hardshelljacke Herren']));
    expect(german.slice(second)).toEqual(expect.arrayContaining(['Abholung bei Ridgeline Berlin Mitte', '2 x Kestrel Trucker Cap', 'Abholung durch Lea Schulz']));
    expect(invoiceLines(twoShipments, siteOf('en-us')).map((line) => line.text)).toContain('Shipment 2 of 2: Pick up in store');
  });
});
