import { describe, expect, it } from 'vitest';
import { variantOf } from '../fixtures/variants';
import { shopper, type Shopper } from './helpers';
import { addToCart, answerOf, placeOrder, readyToPay, send, stateOf, US_ADDRESS } from './checkout-helpers';

// The checkout and order confirmation pages as the worker renders them: the step guard answers a
// step out of order with a redirect to the first incomplete one, an empty basket goes to the cart,
// and an order's confirmation shows only to the shopper who placed it.

const APPROVED = '4111111111111111';

async function page(browser: Shopper, path: string) {
  const response = await browser.fetch(path, { redirect: 'manual' });
  return { response, html: await response.text() };
}

const stepHeading = (html: string) => /<h2 id="checkout-step-title"[^>]*>([^<]+)<\/h2>/.exec(html)?.[1];

describe('the checkout page', () => {
  it('sends a shopper without a basket to the cart', async () => {
    const { response } = await page(shopper(), '/en-us/checkout');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en-us/cart');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('renders the shipping step privately and sends a later step back to it while shipping is incomplete', async () => {
    const browser = shopper();
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    const first = await page(browser, '/en-us/checkout');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-page-type')).toBe('checkout');
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(first.html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(stepHeading(first.html)).toBe('Shipping');
    expect(first.html).toMatch(/<li[^>]*aria-current="step"[^>]*>Step 1: Shipping<\/li>/);
    for (const later of ['billing', 'summary']) {
      const { response } = await page(browser, `/en-us/checkout/${later}`);
      expect(response.status, later).toBe(302);
      expect(response.headers.get('location')).toBe('/en-us/checkout/shipping');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('keeps the shopper on the purchase: the header is the brand and the way back to the cart, without menu, search or mini-cart', async () => {
    const browser = shopper();
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    const checkout = await page(browser, '/en-us/checkout');
    const header = /<header[^>]*>[\s\S]*?<\/header>/.exec(checkout.html)?.[0] ?? '';
    expect(header).toContain('Secure checkout');
    expect(header).toMatch(/<a class="site-header__back" href="\/en-us\/cart">Back to cart<\/a>/);
    expect(header).toContain('href="/en-us"');
    for (const wander of ['mega-menu', 'site-search', 'mini-cart-button', 'account-link']) expect(header, wander).not.toContain(wander);
    // The cart page keeps the whole header.
    const cart = await page(browser, '/en-us/cart');
    expect(cart.html).toContain('class="mega-menu"');
    expect(cart.html).not.toContain('Secure checkout');
  });

  it('opens billing once shipping is complete, and summary only once billing is', async () => {
    const browser = shopper();
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
    const billing = await page(browser, '/en-us/checkout/billing');
    expect(billing.response.status).toBe(200);
    expect(stepHeading(billing.html)).toBe('Billing and payment');
    const summary = await page(browser, '/en-us/checkout/summary');
    expect(summary.response.status).toBe(302);
    expect(summary.response.headers.get('location')).toBe('/en-us/checkout/billing');
  });

  it('renders the summary for a basket ready to pay, and no step for an unknown one', async () => {
    const { browser } = await readyToPay(variantOf('JK', (units) => units >= 20).sku, APPROVED);
    const summary = await page(browser, '/en-us/checkout/summary');
    expect(summary.response.status).toBe(200);
    expect(stepHeading(summary.html)).toBe('Review and place order');
    expect(summary.html).toContain('Place order');
    expect((await page(browser, '/en-us/checkout/payment')).response.status).toBe(404);
  });
});

describe('the order confirmation page', () => {
  it('shows the order to the shopper who placed it, and to no one else', async () => {
    const { browser } = await readyToPay(variantOf('JK', (units) => units >= 20).sku, APPROVED);
    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('the approved card was challenged');
    const path = `/en-us/order-confirmation/${answer.order.orderNumber}`;
    const mine = await page(browser, path);
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get('x-page-type')).toBe('order-confirmation');
    expect(mine.response.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.html).toContain(`data-testid="order-number">${answer.order.orderNumber}<`);
    // A guest is offered an account with the order's email.
    expect(mine.html).toContain(`/en-us/sign-up?email=${encodeURIComponent(answer.order.email)}`);
    // After the order the checkout has no basket to show: back to the cart.
    expect((await page(browser, '/en-us/checkout')).response.headers.get('location')).toBe('/en-us/cart');

    const stranger = shopper();
    expect((await page(stranger, path)).response.status).toBe(404);
    expect((await page(browser, '/en-us/order-confirmation')).response.status).toBe(404);
    expect((await page(browser, '/en-us/order-confirmation/not-an-order')).response.status).toBe(404);
  });
});
