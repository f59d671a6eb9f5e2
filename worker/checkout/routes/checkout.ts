import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { clientAddress, GIFT_CARD_REDEEM_LIMITS, hashedKey, limitAll, limitAttempt, REWARD_CODE_LIMITS, tooManyAttempts } from '../../middleware/rate-limit';
import { CHECKOUT_BODY_MAX_BYTES, type PaymentInstrumentBody } from '../../../shared/checkout/checkout-routes';
import { readBodyWithoutCardNumbers } from '../../routes/read-body';
import { shopperSession } from '../../session/middleware';
import * as checkout from '..';
import { normalGiftCardNumber } from '../../../shared/payments/schemas/gift-card';
import { fapi } from '../../../shared/fapi/schemas';
import { serviceInputs } from '../../middleware/request-context/service-inputs';

/*
 * The storefront's checkout routes. The basket is always the session's own (no route names one),
 * every body and path id is checked before any call, and no body carries an amount: the backend
 * charges the basket's own total.
 *   GET    /fapi/checkout                                       the checkout state
 *   POST   /fapi/checkout/shipping-address                      {address, smsOptIn?}
 *   POST   /fapi/checkout/shipping-method                       {shippingId, code}
 *   POST   /fapi/checkout/billing-address                       {sameAsShipping: true} | {address}
 *   POST   /fapi/checkout/payment-session                       {paymentMethodId: CREDIT_CARD} → {sessionId, hostedFieldsUrl} | {paymentMethodId: KLARNA} → {sessionId, authorizationUrl}
 *   POST   /fapi/checkout/payment-instruments                   {paymentMethodId, token, saveCard?} | {paymentMethodId, paymentInstrumentId} | {KLARNA, authorizationToken} | {PAYPAL, token} | {REWARD_CODE, rewardCode} | {REWARD_CODE|REWARD_CARD, paymentInstrumentId} | {ATHLETES_PAYMENT}
 *   DELETE /fapi/checkout/payment-instruments/:paymentInstrumentId
 *   POST   /fapi/checkout/loyalty-voucher                       {points} (removed like any instrument)
 *   POST   /fapi/checkout/order                                 {attemptId, legalAccepted: true, captcha} → placed | challenge (an associate's sale while one is connected)
 *   PATCH  /fapi/checkout/order/:orderNumber                    {threeDS2Result} → placed | PaymentNotAuthorized
 *   GET    /fapi/checkout/order/:orderNumber                    an order this session placed (what the confirmation page shows)
 *   POST   /fapi/checkout/pickup-contact                        {email, phone, contactName} (who collects store and collection-point shipments)
 *   GET    /fapi/checkout/collection-points?postalCode=         {points} near the postal code
 *   POST   /fapi/checkout/collection-point                      {shippingId, postalCode, storeId}: the pick-up point shipment's address
 *   GET    /fapi/checkout/express                               {available} (for the cart page)
 *   POST   /fapi/checkout/express                               {} → the state at summary (status EXPRESS) | EXPRESS_NOT_AVAILABLE
 *   POST   /fapi/checkout/gift-card-balance                     {giftCardNumber, pin} → {balance, currency}
 *   POST   /fapi/checkout/paypal                                {} → {approvalUrl}, returning to the summary step
 * Placing an order and checking a gift card's balance are limited per client address and per basket;
 * a gift card's number and PIN (balance or payment) per client and per card, and a typed reward
 * code per client and per shopper (limits.ts in the rate limiter lists them all).
 */

/** Placing orders: generous for a shopper retrying a refused card, not for a script trying stolen ones. */
export const PLACE_ORDER_LIMITS = {
  address: { name: 'place-order-address', limit: 30, windowSeconds: 600 },
  basket: { name: 'place-order-basket', limit: 15, windowSeconds: 600 },
} as const;

/** Gift card numbers can be guessed: enough checks for a shopper with a few cards, far too few to try numbers. */
export const GIFT_CARD_BALANCE_LIMITS = {
  address: { name: 'gift-card-balance-address', limit: 20, windowSeconds: 600 },
  basket: { name: 'gift-card-balance-basket', limit: 10, windowSeconds: 600 },
} as const;

/** A well-formed attempt id is random hex the card-number scan leaves alone. */
const OPAQUE = { attemptId: fapi.checkout.placeOrder.body.shape.attemptId };

/** The body checked against its schema; anything like a card number, anywhere in it, is refused and never forwarded. */
async function body<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S> | Response> {
  const raw = await readBodyWithoutCardNumbers(c, CHECKOUT_BODY_MAX_BYTES, OPAQUE);
  if (raw instanceof Response) return raw;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return apiError(c, 400, 'API400', issue?.path.length ? `${issue.path.join('.')}: ${issue.message}` : 'The request body is not valid');
}

function param<S extends z.ZodType<string>>(c: Context<AppEnv>, name: string, schema: S): string | Response {
  const parsed = schema.safeParse(c.req.param(name));
  return parsed.success ? parsed.data : apiError(c, 400, 'API400', `${name} is malformed`);
}

/** A refusal keeps its status, errorId and what it named; the backend's own failure is a bad gateway. */
function respond<T>(c: Context<AppEnv>, outcome: checkout.Outcome<T>): Response {
  if (outcome.ok) return c.json(outcome.data as object);
  const { status, errorId, message, extras } = outcome.failure;
  const shown = (status >= 400 && status < 500 ? status : 502) as ContentfulStatusCode;
  return apiError(c, shown, errorId, message, extras);
}

async function act<I, T>(c: Context<AppEnv>, input: I | Response, run: (input: I) => Promise<checkout.Outcome<T>>): Promise<Response> {
  return input instanceof Response ? input : respond(c, await run(input));
}

/** Counts an attempt against the client's and the basket's limits; the refusal when either is spent. */
async function withinLimits(c: Context<AppEnv>, limits: typeof PLACE_ORDER_LIMITS | typeof GIFT_CARD_BALANCE_LIMITS): Promise<Response | null> {
  const basketId = (await shopperSession(c).current())?.basketId ?? 'none';
  for (const limit of [{ ...limits.address, key: clientAddress }, { ...limits.basket, key: () => basketId }]) {
    const answer = await limitAttempt(c, limit);
    if (!answer.allowed) return tooManyAttempts(c, answer.retryAfterSeconds);
  }
  return null;
}

/** Counts a gift card try (balance or payment) against the card's and the client's limits. */
async function withinGiftCardLimits(c: Context<AppEnv>, giftCardNumber: string): Promise<Response | null> {
  const card = await hashedKey(normalGiftCardNumber(giftCardNumber));
  return limitAll(c, [{ ...GIFT_CARD_REDEEM_LIMITS.card, key: () => card }, GIFT_CARD_REDEEM_LIMITS.address]);
}

/** What a payment instrument's body lets a script guess: a gift card's number and PIN, a typed reward code. */
async function withinInstrumentLimits(c: Context<AppEnv>, input: PaymentInstrumentBody): Promise<Response | null> {
  if (input.paymentMethodId === 'GIFT_CARD' && 'giftCardNumber' in input) return withinGiftCardLimits(c, input.giftCardNumber);
  if (input.paymentMethodId === 'REWARD_CODE' && 'rewardCode' in input) {
    const session = await shopperSession(c).current();
    const owner = session?.consumerNo ?? session?.basketId ?? 'none';
    return limitAll(c, [REWARD_CODE_LIMITS.address, { ...REWARD_CODE_LIMITS.owner, key: () => owner }]);
  }
  return null;
}

/** A gift card's refusal says the same whether its number or its PIN was wrong. */
function giftCardRespond<T>(c: Context<AppEnv>, outcome: checkout.Outcome<T>): Response {
  return respond(c, outcome.ok ? outcome : { ok: false, failure: checkout.oneGiftCardRefusal(outcome.failure) });
}

export const checkoutRoutes = new Hono<AppEnv>()
  .on(fapi.checkout.read.method, fapi.checkout.read.path, async (c) => respond(c, await checkout.readCheckout(serviceInputs(c))))
  .on(fapi.checkout.shippingAddress.method, fapi.checkout.shippingAddress.path, async (c) => act(c, await body(c, fapi.checkout.shippingAddress.body), (input) => checkout.setShippingAddress(serviceInputs(c), input)))
  .on(fapi.checkout.shippingMethod.method, fapi.checkout.shippingMethod.path, async (c) => act(c, await body(c, fapi.checkout.shippingMethod.body), (input) => checkout.setShippingMethod(serviceInputs(c), input)))
  .on(fapi.checkout.billingAddress.method, fapi.checkout.billingAddress.path, async (c) => act(c, await body(c, fapi.checkout.billingAddress.body), (input) => checkout.setBillingAddress(serviceInputs(c), input)))
  .on(fapi.checkout.paymentSession.method, fapi.checkout.paymentSession.path, async (c) => act(c, await body(c, fapi.checkout.paymentSession.body), (input): Promise<checkout.Outcome<object>> => (input.paymentMethodId === 'KLARNA' ? checkout.klarnaSession(serviceInputs(c)) : checkout.paymentSession(serviceInputs(c)))))
  .on(fapi.checkout.addPaymentInstrument.method, fapi.checkout.addPaymentInstrument.path, async (c) => {
    const input = await body(c, fapi.checkout.addPaymentInstrument.body);
    if (input instanceof Response) return input;
    const limited = await withinInstrumentLimits(c, input);
    if (limited) return limited;
    return giftCardRespond(c, await checkout.addPaymentInstrument(serviceInputs(c), input));
  })
  .on(fapi.checkout.removePaymentInstrument.method, fapi.checkout.removePaymentInstrument.path, async (c) => act(c, param(c, 'paymentInstrumentId', fapi.checkout.removePaymentInstrument.params.paymentInstrumentId), (id) => checkout.removePaymentInstrument(serviceInputs(c), id)))
  // The page's own route for the voucher, kept as it was: the voucher is added like any other payment method.
  .on(fapi.checkout.loyaltyVoucher.method, fapi.checkout.loyaltyVoucher.path, async (c) => act(c, await body(c, fapi.checkout.loyaltyVoucher.body), (input) => checkout.addPaymentInstrument(serviceInputs(c), { paymentMethodId: 'LOYALTY_POINTS', points: input.points })))
  .on(fapi.checkout.placeOrder.method, fapi.checkout.placeOrder.path, async (c) => {
    const input = await body(c, fapi.checkout.placeOrder.body);
    if (input instanceof Response) return input;
    const limited = await withinLimits(c, PLACE_ORDER_LIMITS);
    if (limited) return limited;
    return respond(c, (await checkout.alreadyPlaced(serviceInputs(c), input.basketId)) ?? (await checkout.placeOrder(serviceInputs(c), input)));
  })
  .on(fapi.checkout.order.method, fapi.checkout.order.path, async (c) => {
    const orderNumber = param(c, 'orderNumber', fapi.checkout.order.params.orderNumber);
    if (orderNumber instanceof Response) return orderNumber;
    const order = await checkout.confirmedOrder(serviceInputs(c), orderNumber);
    return order ? c.json(order) : apiError(c, 'OHS4004', 'Order not found');
  })
  .on(fapi.checkout.finishChallenge.method, fapi.checkout.finishChallenge.path, async (c) => {
    const orderNumber = param(c, 'orderNumber', fapi.checkout.finishChallenge.params.orderNumber);
    if (orderNumber instanceof Response) return orderNumber;
    return act(c, await body(c, fapi.checkout.finishChallenge.body), (input) => checkout.finishChallenge(serviceInputs(c), orderNumber, input.threeDS2Result));
  })
  .on(fapi.checkout.pickupContact.method, fapi.checkout.pickupContact.path, async (c) => act(c, await body(c, fapi.checkout.pickupContact.body), (input) => checkout.setPickupContact(serviceInputs(c), input)))
  .on(fapi.checkout.collectionPoints.method, fapi.checkout.collectionPoints.path, async (c) => {
    const query = fapi.checkout.collectionPoints.query.safeParse({ postalCode: c.req.query('postalCode') });
    if (!query.success) return apiError(c, 400, 'API400', 'postalCode is required');
    return respond(c, await checkout.collectionPoints(serviceInputs(c), query.data.postalCode));
  })
  .on(fapi.checkout.collectionPoint.method, fapi.checkout.collectionPoint.path, async (c) => act(c, await body(c, fapi.checkout.collectionPoint.body), (input) => checkout.chooseCollectionPoint(serviceInputs(c), input)))
  .on(fapi.checkout.expressAvailability.method, fapi.checkout.expressAvailability.path, async (c) => c.json(await checkout.expressAvailability(serviceInputs(c))))
  .on(fapi.checkout.express.method, fapi.checkout.express.path, async (c) => act(c, await body(c, fapi.checkout.express.body), () => checkout.expressCheckout(serviceInputs(c))))
  .on(fapi.checkout.giftCardBalance.method, fapi.checkout.giftCardBalance.path, async (c) => {
    const input = await body(c, fapi.checkout.giftCardBalance.body);
    if (input instanceof Response) return input;
    const limited = (await withinLimits(c, GIFT_CARD_BALANCE_LIMITS)) ?? (await withinGiftCardLimits(c, input.giftCardNumber));
    if (limited) return limited;
    return giftCardRespond(c, await checkout.giftCardBalance(serviceInputs(c), input));
  })
  .on(fapi.checkout.paypal.method, fapi.checkout.paypal.path, async (c) => act(c, await body(c, fapi.checkout.paypal.body), () => checkout.paypalApproval(serviceInputs(c))));
