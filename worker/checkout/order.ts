import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import type { CheckoutCart, PlacedOrder } from '../../shared/checkout/schemas/checkout';
import { orderConfirmationOf } from '../../shared/checkout/schemas/orders';
import { paysTheRest } from '../../shared/payments';
import type { OrderConfirmation, PlaceOrderAnswer, PlaceOrderBody } from '../../shared/checkout/checkout-routes';
import { isCartNotFound } from '../../shared/cart/errors';
import { shopperSessionOf } from '../session';
import { createUpstreamClient, idempotencyKey } from '../upstream';
import { inStoreSalesInfoOf } from '../in-store';
import { challengeFrame } from '../payments';
import { deliveryPlanOf } from './delivery-plan';
import { forgetBasket, onBasket, readCheckoutCart, refused, type Checkout } from './opened-checkout';
import { fail, type Outcome } from './outcome';
import { renewBasket } from './renewed-basket';

/*
 * The order: placed once per attempt, held for the card issuer's challenge and finished by its
 * answer, then shown on its confirmation page to the session that placed it and to no one else.
 */

/** After an order: the session remembers it for its confirmation page and forgets the basket, so the next add starts a new one. */
async function placed(checkout: Pick<Checkout, 'inputs' | 'handle'> & { basketId?: string | null | undefined }, order: PlacedOrder): Promise<Outcome<PlaceOrderAnswer>> {
  await checkout.handle.rememberOrder({ orderNumber: order.orderNumber, st: order.st, ...(checkout.basketId ? { basketId: checkout.basketId } : {}) });
  await forgetBasket(checkout);
  return { ok: true, data: { status: 'placed', order: orderConfirmationOf(order) } };
}

export type PlaceOrderInput = Pick<PlaceOrderBody, 'attemptId' | 'captcha'>;

/** The instrument the order names: the one that pays what the others leave, else the only one. */
const mainInstrument = (cart: CheckoutCart) => cart.payment_instruments.find((instrument) => paysTheRest(instrument.payment_method_id)) ?? cart.payment_instruments[0];

/**
 * Places the session's basket as an order under the attempt's idempotency key. The payload names
 * the basket's own instrument and billing address, never an amount: the backend charges each
 * instrument its part. When the basket is already gone (the same attempt finished in a request
 * beside this one), the key alone asks the backend for what that attempt made.
 */
export const placeOrder = (inputs: ServiceInputs, input: PlaceOrderInput) =>
  onBasket<PlaceOrderAnswer>(inputs, async (checkout) => {
    const key = await idempotencyKey(checkout.basketId, input.attemptId);
    // A card is charged within a payment session bound to the basket; it is opened beside the read, as most orders are paid by card.
    const [current, session, shopper] = await Promise.all([
      readCheckoutCart(checkout),
      checkout.upstream.call(api.cart.paymentSession, { query: { basketId: checkout.basketId, paymentMethodId: 'CREDIT_CARD' } }),
      checkout.handle.current(),
    ]);
    // While an associate is connected every order is their sale in their store: the sealed session
    // says so, never the page, so no one can credit a sale to someone else.
    const inStoreSalesInfo = inStoreSalesInfoOf(shopper);
    if (!current.ok && !isCartNotFound(current.errorId)) return refused(checkout, current);
    const main = current.ok ? mainInstrument(current.data) : undefined;
    if (current.ok && !main) return fail(409, 'PAYMENT_INSTRUMENT_NOT_FOUND', 'Add a way to pay', { code: 'PYT404' });
    const result = await checkout.upstream.call(
      api.cart.placeOrder,
      {
        body: {
          cartId: checkout.basketId,
          paymentMethod: {
            code: main?.payment_method_id ?? 'CREDIT_CARD',
            id: main?.paymentInstrumentId ?? 'none',
            additionalData: { ...(session.ok && main?.payment_method_id === 'CREDIT_CARD' ? { sessionID: session.data.sessionId } : {}), ...(main?.card ? { type: main.card.brand } : {}) },
          },
          recaptcha_response: input.captcha,
          ...(inStoreSalesInfo ? { inStoreSalesInfo } : {}),
        },
      },
      { headers: { 'idempotency-key': key } },
    );
    if (!result.ok) return refused(checkout, result);
    if (result.data.status === 'pending') {
      const frame = challengeFrame(inputs.env, inputs.ctx.url, result.data.orderNumber, inputs.ctx.site.language);
      if (!frame) return fail(409, 'PAY400', 'Card authentication is not available here');
      return { ok: true, data: { status: 'challenge', orderNumber: result.data.orderNumber, challengeUrl: frame.src } };
    }
    return placed(checkout, result.data);
  });

/**
 * The issuer's 3-D Secure answer for a held order. Passed, the order is placed; refused, the
 * backend cancels it and retires the basket, and the session gets a new basket made like the old
 * one (its lines, how each is delivered, who collects, the addresses), read before the answer is
 * sent, so the shopper has only the payment to choose again.
 */
export async function finishChallenge(inputs: ServiceInputs, orderNumber: string, threeDS2Result: string): Promise<Outcome<PlaceOrderAnswer>> {
  const handle = shopperSessionOf(inputs);
  const session = await handle.current();
  if (!session) return fail('OHS4004', 'Order not found');
  const upstream = createUpstreamClient(inputs.env, inputs.ctx, handle);
  const held = session.basketId ? await upstream.call(api.cart.prepareOrder, { body: { basketId: session.basketId } }) : null;
  const result = await upstream.call(api.cart.updateOrderPayment, { params: { orderNumber }, body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } } } });
  if (!result.ok) {
    if (result.errorId === 'PaymentNotAuthorized') {
      await forgetBasket({ inputs, handle });
      if (held?.ok) await renewBasket(inputs, deliveryPlanOf(held.data));
    }
    return { ok: false, failure: { status: result.status, errorId: result.errorId, message: result.message } };
  }
  return placed({ inputs, handle, basketId: (await handle.current())?.basketId }, result.data);
}

/**
 * An order this session placed, for its confirmation page; null for any other number (another
 * shopper's order is never shown, even to someone who knows its number).
 */
export async function confirmedOrder(inputs: ServiceInputs, orderNumber: string): Promise<OrderConfirmation | null> {
  const handle = shopperSessionOf(inputs);
  const session = await handle.current();
  if (!session?.orders.some((order) => order.orderNumber === orderNumber)) return null;
  const upstream = createUpstreamClient(inputs.env, inputs.ctx, handle);
  const result = await upstream.call(api.cart.checkoutOrder, { params: { orderNumber } });
  return result.ok ? orderConfirmationOf(result.data) : null;
}
