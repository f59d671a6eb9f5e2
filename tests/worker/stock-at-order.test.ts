import { describe, expect, it } from 'vitest';
import { CartSchema } from '../../shared/cart/schemas/cart';
import { AvailabilityResponseSchema } from '../../shared/catalogue/schemas/inventory';
import { placeOrderOutcome } from '../../shared/checkout/place-order-outcome';
import { variants } from '../fixtures/variants';
import { ORIGIN, request, type Shopper } from './helpers';
import { answerOf, chargesOf, placeOrder, readyToPay, refusalOf, send, setStock, stateOf } from './checkout-helpers';

// Stock lost between the add and place order: the order stops before any charge, names the line
// and what is left, the basket flags that line, the shopper reduces it and orders; the product
// page's availability, the basket and place order all read the one figure orders leave. Variants
// far down their family's list, so no other test's stock is this one's.

const APPROVED = '4111111111111111';

async function unitsLeft(sku: string, productId: string): Promise<number | undefined> {
  const response = await request(`/api/products/v1/products/${productId}/availability`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: '{}' });
  expect(response.status).toBe(200);
  return AvailabilityResponseSchema.parse(await response.json()).variants.find((variant) => variant.sku === sku)?.quantity;
}

async function cartOf(browser: Shopper) {
  const response = await browser.fetch('/en-us/fapi/cart');
  expect(response.status, await response.clone().text()).toBe(200);
  return CartSchema.parse(((await response.json()) as { cart: unknown }).cart);
}

// Two guests each reach payment: many calls, so slow on a busy machine.
describe('stock at place order', { timeout: 60_000 }, () => {
  it('flags the short line with what is left, charges nothing, and places the order once the shopper takes fewer', async () => {
    const variant = variants(7, (candidate) => candidate.record.id.startsWith('JK') && candidate.units >= 20)[6]!;
    await setStock(variant.sku, 4);
    expect(await unitsLeft(variant.sku, variant.record.id)).toBe(4);

    const a = await readyToPay(variant.sku, APPROVED, 4);
    const b = await readyToPay(variant.sku, APPROVED, 1);
    expect((await answerOf(await placeOrder(b.browser))).status).toBe('placed');
    // The product page reads what orders left, at once.
    expect(await unitsLeft(variant.sku, variant.record.id)).toBe(3);

    const refusal = await refusalOf(await placeOrder(a.browser), 409, 'ITEM_NO_LONGER_AVAILABLE');
    const line = a.state.cart.items[0]!;
    expect(refusal.flash).toEqual([expect.objectContaining({ type: 'ProductLineItemInventoryMissing', details: { itemId: line.itemId, available: '3' } })]);
    expect(placeOrderOutcome(refusal.errorId, refusal.flash)).toBe('refresh-cart');
    expect((await chargesOf(a.state.cart.basketId)).charges).toEqual([]);

    // The basket keeps the shopper's 4 and says 3 are left, so the shopper chooses.
    const flagged = (await cartOf(a.browser)).items[0]!;
    expect(flagged).toMatchObject({ qty: 4, inventory: 3 });
    expect(flagged.customerNotifications.map((notice) => notice.type)).toEqual(['ProductLineItemInventoryMissing']);
    // More than is left is refused; 3 is taken.
    const tooMany = await a.browser.fetch(`/en-us/fapi/cart/items/${line.itemId}`, { method: 'PATCH', headers: { origin: ORIGIN }, body: JSON.stringify({ qty: 4 }) });
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    const reduced = await a.browser.fetch(`/en-us/fapi/cart/items/${line.itemId}`, { method: 'PATCH', headers: { origin: ORIGIN }, body: JSON.stringify({ qty: 3 }) });
    expect(reduced.status, await reduced.clone().text()).toBe(200);
    const after = await stateOf(await send(a.browser, 'GET', ''));
    expect(after.cart.items[0]).toMatchObject({ qty: 3, inventory: 3, customerNotifications: [] });

    const placed = await answerOf(await placeOrder(a.browser));
    if (placed.status !== 'placed') throw new Error('expected a placed order');
    expect(placed.order.items[0]).toMatchObject({ productId: variant.sku, qty: 3 });
    expect(await unitsLeft(variant.sku, variant.record.id)).toBe(0);
  });

  it('names a line none of which is left as wholly out of stock', async () => {
    const variant = variants(7, (candidate) => candidate.record.id.startsWith('HW') && candidate.units >= 20)[6]!;
    const a = await readyToPay(variant.sku, APPROVED, 2);
    await setStock(variant.sku, 0);
    const refusal = await refusalOf(await placeOrder(a.browser), 409, 'ITEM_NO_LONGER_AVAILABLE');
    expect(refusal.flash).toEqual([expect.objectContaining({ type: 'ProductLineItemFullInventoryMissing', details: { itemId: a.state.cart.items[0]!.itemId, available: '0' } })]);
    expect((await cartOf(a.browser)).items[0]).toMatchObject({ qty: 2, inventory: 0 });
  });
});
