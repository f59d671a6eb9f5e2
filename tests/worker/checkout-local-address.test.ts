import { describe, expect, it, vi } from 'vitest';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { refusalOf, stateOf } from './checkout-helpers';

// Each site's shoppers give their address and phone as their country writes them, and checkout
// takes them: the phone in national or international form, kept in E.164, umlauts and accents as
// typed. Only an address the country's rules refuse, or another country's, is refused.

vi.setConfig({ testTimeout: 30_000 });

const JACKET = variantOf('JK', (units) => units >= 20);

function call(browser: Shopper, locale: string, method: string, path: string, body?: unknown): Promise<Response> {
  return browser.fetch(`/${locale}/fapi${path}`, { method, headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/** A new guest of the site with a jacket in a basket made on that site's pages. */
async function basketOn(locale: string): Promise<Shopper> {
  const browser = shopper();
  const added = await call(browser, locale, 'POST', '/cart/items', { productId: JACKET.sku, qty: 1 });
  expect(added.status, await added.clone().text()).toBe(200);
  return browser;
}

const MAX = { firstName: 'Max', lastName: 'Müller', email: 'max@example.de', addressLine1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', countryCode: 'DE' };

describe('a local address and phone at checkout', () => {
  it.each([
    ['de-de', { ...MAX, phone: '030 12345678' }, '+493012345678'],
    ['de-de', { ...MAX, phone: '+49 151 12345678' }, '+4915112345678'],
    ['de-de', { ...MAX, phone: '0151 12345678' }, '+4915112345678'],
    ['fr-ca', { firstName: 'Hélène', lastName: 'Côté', email: 'helene@example.ca', phone: '+1 514 555 0123', addressLine1: '1000 rue De La Gauchetière', city: 'Montréal', province: 'QC', postalCode: 'H3B 1K9', countryCode: 'CA' }, '+15145550123'],
    ['en-gb', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.co.uk', phone: '07700 900123', addressLine1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', countryCode: 'GB' }, '+447700900123'],
    ['nb-no', { firstName: 'Åse', lastName: 'Ødegård', email: 'ase@example.no', phone: '0047 412 34 567', addressLine1: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0159', countryCode: 'NO' }, '+4741234567'],
  ])('is taken on %s: %o', async (locale, address, stored) => {
    const browser = await basketOn(locale);
    const state = await stateOf(await call(browser, locale, 'POST', '/checkout/shipping-address', { address }));
    const shipped = state.shipments.find((shipment) => shipment.address)?.address;
    expect(shipped).toMatchObject({ recipientLastName: address.lastName, addressLine1: address.addressLine1, city: address.city, postalCode: address.postalCode, countryCode: address.countryCode, recipientContactPhone: stored });
  });

  it('refuses what the country’s rules refuse, and another country, with the shipping address codes', async () => {
    const browser = await basketOn('de-de');
    await refusalOf(await call(browser, 'de-de', 'POST', '/checkout/shipping-address', { address: { ...MAX, phone: '030 12345678', postalCode: '1011' } }), 400, 'CHK320');
    await refusalOf(await call(browser, 'de-de', 'POST', '/checkout/shipping-address', { address: { ...MAX, phone: '12' } }), 400, 'CHK320');
    await refusalOf(await call(browser, 'de-de', 'POST', '/checkout/shipping-address', { address: { ...MAX, phone: '(303) 555-0142', city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US' } }), 400, 'CHK380');
  });
});
