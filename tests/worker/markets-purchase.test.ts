import { describe, expect, it, vi } from 'vitest';
import { PlaceOrderAnswerSchema } from '../../shared/checkout/checkout-routes';
import { SITES } from '../../shared/site';
import { variants } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { chargesOf, PAYMENTS_ORIGIN, placeOrderCaptcha, stateOf } from './checkout-helpers';
import { providerToken } from './payment-test-helpers';

// One purchase per site, as a shopper of that country makes it: a local address and a phone
// written the way people there write it, charged and ordered in the site's currency, the order
// kept with that country's address and shown back in the site's language.

vi.setConfig({ testTimeout: 60_000 });

const LOCAL: Record<string, { currency: string; address: Record<string, string>; phone: string }> = {
  'en-us': { currency: 'USD', phone: '+13035550142', address: { firstName: 'Robin', lastName: 'Hale', addressLine1: '1600 Glenarm Place', city: 'Denver', province: 'CO', postalCode: '80202', countryCode: 'US', phone: '(303) 555-0142' } },
  'en-ca': { currency: 'CAD', phone: '+14165550199', address: { firstName: 'Jordan', lastName: 'Lee', addressLine1: '100 Queen St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 2N2', countryCode: 'CA', phone: '416 555 0199' } },
  'fr-ca': { currency: 'CAD', phone: '+15145550123', address: { firstName: 'Émilie', lastName: 'Tremblay', addressLine1: '1000 rue De La Gauchetière O', city: 'Montréal', province: 'QC', postalCode: 'H3B 1K9', countryCode: 'CA', phone: '+1 514 555 0123' } },
  'en-gb': { currency: 'GBP', phone: '+447700900123', address: { firstName: 'Oliver', lastName: 'Smith', addressLine1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', countryCode: 'GB', phone: '07700 900123' } },
  'de-de': { currency: 'EUR', phone: '+4915112345678', address: { firstName: 'Max', lastName: 'Müller', addressLine1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', countryCode: 'DE', phone: '+49 151 12345678' } },
  'nb-no': { currency: 'NOK', phone: '+4741234567', address: { firstName: 'Kari', lastName: 'Nordmann', addressLine1: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0159', countryCode: 'NO', phone: '0047 412 34 567' } },
};

// Plenty in stock and no promotion of its own: other tests and earlier runs share the mocks' stock.
const ITEMS = variants(SITES.length, (variant) => variant.units >= 15 && !['BL', 'HW', 'GL', 'PK', 'GC'].includes(variant.record.id.slice(0, 2)) && variant.record.id.startsWith('JK'));

function at(browser: Shopper, locale: string, method: string, path: string, body?: unknown): Promise<Response> {
  return browser.fetch(`/${locale}/fapi${path}`, { method, headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, { UPSTREAM_PAYMENTS_URL: PAYMENTS_ORIGIN });
}

describe('a purchase on each site', () => {
  it.each(SITES.map((site, index) => [site.locale, index] as const))('%s: a local address and phone, charged and ordered in the site currency', async (locale, index) => {
    const local = LOCAL[locale]!;
    const browser = shopper();
    const added = await at(browser, locale, 'POST', '/cart/items', { productId: ITEMS[index]!.sku, qty: 1 });
    expect(added.status, await added.clone().text()).toBe(200);
    const email = `market-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await stateOf(await at(browser, locale, 'POST', '/checkout/shipping-address', { address: { ...local.address, email } }));
    await stateOf(await at(browser, locale, 'POST', '/checkout/billing-address', { sameAsShipping: true }));
    const session = await at(browser, locale, 'POST', '/checkout/payment-session', { paymentMethodId: 'CREDIT_CARD' });
    expect(session.status, await session.clone().text()).toBe(200);
    const token = await providerToken('4111111111111111');
    const paying = await stateOf(await at(browser, locale, 'POST', '/checkout/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
    expect(paying.cart.currency).toBe(local.currency);

    const placed = await at(browser, locale, 'POST', '/checkout/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser) });
    const text = await placed.text();
    expect(placed.status, text).toBe(200);
    const answer = PlaceOrderAnswerSchema.parse(JSON.parse(text));
    if (answer.status !== 'placed') throw new Error(`expected a placed order, got ${answer.status}`);

    // What the mocks recorded: one charge in the site's currency, and the order with the local address.
    const { charges, orderNumbers } = await chargesOf(paying.cart.basketId!);
    expect(orderNumbers).toEqual([answer.order.orderNumber]);
    expect(charges.map((charge) => charge.currency)).toEqual([local.currency]);
    expect(answer.order.totals.currency).toBe(local.currency);
    expect(answer.order.billingAddress).toMatchObject({ city: local.address.city, postalCode: local.address.postalCode, countryCode: local.address.countryCode });

    // The confirmation, in the site's language, reads it back.
    const page = await browser.fetch(`/${locale}/order-confirmation/${answer.order.orderNumber}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`<html lang="${locale.slice(0, 2)}`);
    expect(html).toContain(local.address.city);
  });
});
