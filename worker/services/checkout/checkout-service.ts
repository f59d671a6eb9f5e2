import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { api } from '../../../shared/api';
import type { LoadResult } from '../../../shared/page';
import { withStatus, type ErrorArguments, type OneStatusErrorId, type SeveralStatusErrorId, type StatusOf } from '../../../shared/errors';
import type { ErrorDetailExtras } from '../../../shared/schemas/error';
import { addressFields, type AddressInput, type StoredAddress } from '../../../shared/schemas/address';
import type { CheckoutCart, PlacedOrder } from '../../../shared/schemas/checkout';
import { orderConfirmationOf } from '../../../shared/schemas/orders';
import { paysTheRest } from '../../../shared/payments';
import type {
  BillingAddressBody,
  CheckoutAddress,
  CheckoutState,
  OrderConfirmation,
  PaymentInstrumentBody,
  PaymentSessionAnswer,
  PlaceOrderAnswer,
  PlaceOrderBody,
  ShippingAddressBody,
  ShippingMethodBody,
} from '../../../shared/checkout/checkout-routes';
import { isCartNotFound, isInvalidCustomer } from '../../../shared/cart/errors';
import { shopperSession } from '../../middleware/session';
import type { ShopperSessionHandle } from '../session';
import { createUpstreamClient, type UpstreamClient } from '../upstream';
import { readAddresses } from '../addresses';
import { listMethods } from '../payments/payment-methods';
import { challengeFrame, hostedFieldsFrame } from '../payments/hosted-fields';
import { rememberCartCount } from '../cart/cart-count-cookie';
import { byDeliveryTime } from './delivery-order';
import { idempotencyKey } from './idempotency-key';
import { instrumentBody } from '../payments';
import { expressFeatureOn } from './express-flag';
import { expressPlan } from './express-plan';
import { pickupContactRequired } from '../../../shared/site/pickup-config';
import { isCollected, takesShoppersAddress, travelsToAddress } from '../../../shared/checkout/shipment-methods';
import { subscribeToSms } from './sms-opt-in';
import { deliveryPlanOf } from './delivery-plan';
import { renewBasket } from './renewed-basket';
import { shownVoucher } from '../../../shared/checkout/loyalty-voucher';
import { toMajor, toMinor } from '../../../shared/market';
import { serviceInputs } from '../../middleware/request-context/service-inputs';

/*
 * Checkout through the shopper's session: the basket is always the session's own, every call goes
 * upstream with the shopper's token, and no amount ever comes from the browser. Each change
 * answers the whole checkout state, read again, so the page shows what the backend holds.
 */

export interface CheckoutFailure {
  status: number;
  errorId: string;
  message: string;
  extras?: ErrorDetailExtras;
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: CheckoutFailure };

/** The checkout's own refusal, always a catalogued id: its one status read from the catalogue, or the one of several named (a backend's failure is passed on by `refused`). */
export function fail(errorId: OneStatusErrorId, message: string, extras?: ErrorDetailExtras): { ok: false; failure: CheckoutFailure };
export function fail<Id extends SeveralStatusErrorId>(status: StatusOf<Id>, errorId: Id, message: string, extras?: ErrorDetailExtras): { ok: false; failure: CheckoutFailure };
export function fail(...args: ErrorArguments<[message: string, extras?: ErrorDetailExtras]>): { ok: false; failure: CheckoutFailure } {
  const [status, errorId, message, extras] = withStatus(args);
  return { ok: false, failure: { status, errorId, message, ...(extras ? { extras } : {}) } };
}
const NO_BASKET = () => fail(409, 'CART_NOT_FOUND', 'There is no cart to check out', { code: 'BSK404' });

export interface Checkout {
  c: Context<AppEnv>;
  handle: ShopperSessionHandle;
  upstream: UpstreamClient;
  basketId: string;
  registered: boolean;
}

/**
 * A basket is checked out only on the site it was made on, so an order is never charged in another
 * site's currency: from another site's pages the checkout has no basket (the cart there brings the
 * lines over, priced in its own currency, before the shopper can check out again).
 */
const OTHER_SITE_BASKET = () => fail(409, 'CART_NOT_FOUND', "This cart belongs to another of our sites: it is checked out there, in that site's currency", { code: 'BSK404' });

/** The session's basket and an upstream client with the shopper's token; no basket (or one of another site), nothing to check out. */
export async function open(c: Context<AppEnv>): Promise<Checkout | { ok: false; failure: CheckoutFailure }> {
  const handle = shopperSession(c);
  const session = await handle.current();
  if (!session?.basketId) return NO_BASKET();
  if (session.basketSiteId !== null && session.basketSiteId !== c.get('requestContext').siteParams.siteId) return OTHER_SITE_BASKET();
  return { c, handle, upstream: createUpstreamClient(c.env, c.get('requestContext'), handle), basketId: session.basketId, registered: session.type === 'Registered' };
}

/** A refused upstream call; a basket gone or someone else's leaves the session and empties the header. */
export async function refused(checkout: Pick<Checkout, 'c' | 'handle'>, result: Extract<LoadResult<unknown>, { ok: false }>): Promise<{ ok: false; failure: CheckoutFailure }> {
  if (isCartNotFound(result.errorId) || isInvalidCustomer(result.errorId)) await forgetBasket(checkout);
  return { ok: false, failure: { status: result.status, errorId: result.errorId, message: result.message, ...(result.extras ? { extras: result.extras } : {}) } };
}

async function forgetBasket({ c, handle }: Pick<Checkout, 'c' | 'handle'>): Promise<void> {
  await handle.remember({ basketId: null });
  await rememberCartCount(serviceInputs(c), 0);
}

/** The state from a checkout answer of the basket, with the methods, payment methods and a signed-in shopper's book and cards. */
async function stateOf(checkout: Checkout, cart: CheckoutCart): Promise<Outcome<CheckoutState>> {
  if (!cart.items.length) return NO_BASKET();
  const { upstream, basketId, registered } = checkout;
  // The prepared order carries the applicable methods and payment methods; after a write they are asked for.
  const [methods, payment, addresses, cards, expressOn] = await Promise.all([
    Promise.all(
      cart.shippingMethods.map((shipment) =>
        shipment.applicableShippingMethods
          ? { ok: true as const, data: { shippingId: shipment.shippingId, applicableShippingMethods: shipment.applicableShippingMethods } }
          : upstream.call(api.cart.shippingMethods, { params: { basketId, shippingId: shipment.shippingId } }),
      ),
    ),
    cart.paymentMethods ? { ok: true as const, data: { paymentMethods: cart.paymentMethods } } : upstream.call(api.cart.paymentMethods, { params: { basketId } }),
    registered ? readAddresses(upstream) : Promise.resolve(null),
    registered ? listMethods(upstream) : Promise.resolve(null),
    registered ? expressFeatureOn(checkout.c) : Promise.resolve(false),
  ]);
  if (!payment.ok) return refused(checkout, payment);
  const shipments = cart.shippingMethods.map((shipment, i) => {
    const applicable = methods[i];
    const selected = shipment.shippingMethod.code;
    const options = applicable?.ok ? applicable.data.applicableShippingMethods : [shipment.shippingMethod];
    // What the chosen method costs is its price plus the shipping promotions' discounts taken off
    // it, summed in minor units: adding major-unit floats can land a cent off.
    const minor = (major: number) => toMinor(major, cart.currency);
    const discount = shipment.shippingPromotions.reduce((sum, promotion) => sum + Math.abs(minor(promotion.appliedDiscount)), 0);
    return {
      shippingId: shipment.shippingId,
      address: cart.shippingAddresses.find((entry) => entry.shippingId === shipment.shippingId)?.address ?? null,
      store: (shipment.storeId && cart.pickupStores?.find((store) => store.storeId === shipment.storeId)) || null,
      methods: byDeliveryTime(
        options.map((option) => ({
          code: option.code,
          label: option.label,
          deliveryTime: option.deliveryTime,
          price: option.code === selected ? toMajor(minor(shipment.shippingMethod.price) + discount, cart.currency) : option.price,
          // The choice says what the summary charges: a waived delivery reads Free, not its list price.
          ...(option.code === selected && discount > 0 ? { promotedPrice: shipment.shippingMethod.price } : {}),
          selected: option.code === selected,
        })),
      ),
    };
  });
  // The basket's own site decides (the backend says which); the request's site when it does not.
  const contactRequired = cart.pickupContactRequired ?? pickupContactRequired(checkout.c.get('requestContext').site);
  const pickupContact = cart.pickupContact ?? null;
  const contactMissing = contactRequired && !pickupContact && cart.shippingMethods.some((shipment) => isCollected(shipment.shippingMethod.code));
  const shippingDone = !contactMissing && shipments.every((shipment, i) => !travelsToAddress(cart.shippingMethods[i]?.shippingMethod.code) || shipment.address !== null);
  const { shippingAddresses: _addresses, billingAddress, payment_instruments: instruments, paymentMethods: _offered, status, pickupContact: _contact, pickupStores: _stores, pickupContactRequired: _required, smsOptIn: _sms, loyalty, ...rest } = cart;
  const saved = { addresses: addresses?.ok ? addresses.data : [], instruments: cards?.ok ? cards.paymentInstruments : [] };
  const view = { ...rest, shippingMethods: rest.shippingMethods.map(({ applicableShippingMethods: _applicable, ...shipment }) => shipment) };
  return {
    ok: true,
    data: {
      cart: view,
      shipments,
      billingAddress,
      paymentMethods: payment.data.paymentMethods,
      paymentInstruments: instruments.map((instrument) => ({
        paymentInstrumentId: instrument.paymentInstrumentId,
        paymentMethodId: instrument.payment_method_id,
        amount: instrument.amount,
        ...(instrument.card ? { card: instrument.card } : {}),
        ...(instrument.details ? { details: instrument.details } : {}),
      })),
      savedAddresses: saved.addresses,
      savedCards: saved.instruments.flatMap((instrument) => (instrument.payment_method_id === 'CREDIT_CARD' ? [instrument] : [])),
      // Billing is done once something pays and nothing is left to pay.
      steps: { shipping: shippingDone, billing: shippingDone && billingAddress !== null && instruments.length > 0 && cart.totals.remainingToPay === 0 },
      expressAvailable: expressPlan({ registered, featureOn: expressOn, cart, ...saved }).ok,
      ...(status ? { status } : {}),
      pickupContact,
      pickupContactRequired: contactRequired,
      smsOptIn: cart.smsOptIn ?? null,
      ...(cards?.ok
        ? {
            savedRewards: cards.paymentInstruments.flatMap((saved): Array<{ paymentInstrumentId: string; kind: 'REWARD_CODE' | 'REWARD_CARD'; label: string }> =>
              saved.payment_method_id === 'REWARD_CODE'
                ? [{ paymentInstrumentId: saved.paymentInstrumentId, kind: 'REWARD_CODE', label: saved.rewardCode.code }]
                : saved.payment_method_id === 'REWARD_CARD'
                  ? [{ paymentInstrumentId: saved.paymentInstrumentId, kind: 'REWARD_CARD', label: saved.rewardCard.last4 }]
                  : [],
            ),
          }
        : {}),
      ...(loyalty ? { loyalty: { ...loyalty, voucher: shownVoucher(loyalty) } } : {}),
    },
  };
}

export async function withState(checkout: Checkout, result: LoadResult<CheckoutCart>): Promise<Outcome<CheckoutState>> {
  return result.ok ? stateOf(checkout, result.data) : refused(checkout, result);
}

export const readCheckoutCart = (checkout: Checkout) => checkout.upstream.call(api.cart.prepareOrder, { body: { basketId: checkout.basketId } });

/** Runs `run` on the session's basket. */
export async function onBasket<T>(c: Context<AppEnv>, run: (checkout: Checkout) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const checkout = await open(c);
  return 'ok' in checkout ? checkout : run(checkout);
}

export const readCheckout = (c: Context<AppEnv>) => onBasket(c, async (checkout) => withState(checkout, await readCheckoutCart(checkout)));

const asInput = (address: CheckoutAddress, approachType: 'S' | 'B'): AddressInput => ({ ...address, approachType });

/** The same address on every shipment that travels to one, after the backend's validation of it (PO box, phone, the country's rules). */
export const setShippingAddress = (c: Context<AppEnv>, body: ShippingAddressBody) =>
  onBasket(c, async (checkout) => {
    const address = asInput(body.address, 'S');
    const validated = await checkout.upstream.call(api.cart.validateShippingAddress, { params: { basketId: checkout.basketId }, body: { address } });
    if (!validated.ok) return refused(checkout, validated);
    const current = await readCheckoutCart(checkout);
    if (!current.ok) return refused(checkout, current);
    const targets = current.data.shippingMethods.filter((shipment) => takesShoppersAddress(shipment.shippingMethod.code));
    if (!targets.length) return stateOf(checkout, current.data);
    const { main: _main, ...fields } = address;
    const smsOptIn = body.smsOptIn?.accepted;
    const set = await checkout.upstream.call(api.cart.setShippingAddress, {
      params: { basketId: checkout.basketId },
      body: { addresses: targets.map((shipment) => ({ ...fields, shippingId: shipment.shippingId })), ...(smsOptIn === undefined ? {} : { smsOptIn }) },
    });
    const email = address.email?.trim();
    if (set.ok && smsOptIn && checkout.registered && email) await subscribeToSms(checkout.upstream, email, address.countryCode ?? c.get('requestContext').site.country);
    return withState(checkout, set);
  });

/**
 * A shipment's method. Its address stays with the shipment it was given to (a shipment is named by
 * its method): a home address never follows it to a pick-up point, nor a collection point home.
 */
export const setShippingMethod = (c: Context<AppEnv>, body: ShippingMethodBody) =>
  onBasket(c, async (checkout) => {
    const set = await checkout.upstream.call(api.cart.setShippingMethod, { body: { cartId: checkout.basketId, code: body.code, shippingId: body.shippingId, shopperAppliedSM: true } });
    if (!set.ok) return refused(checkout, set);
    return withState(checkout, await readCheckoutCart(checkout));
  });

/** A kept address back as the fields a form sends. */
export function inputOf(address: StoredAddress, approachType: 'S' | 'B'): AddressInput {
  return { approachType, ...addressFields(address) };
}

export const setBillingAddress = (c: Context<AppEnv>, body: BillingAddressBody) =>
  onBasket(c, async (checkout) => {
    let address: AddressInput;
    if ('sameAsShipping' in body) {
      const current = await readCheckoutCart(checkout);
      if (!current.ok) return refused(checkout, current);
      // Only a home delivery's address is the shopper's: a pick-up point's is the collection point's.
      const home = current.data.shippingMethods.find((shipment) => takesShoppersAddress(shipment.shippingMethod.code));
      const shipping = current.data.shippingAddresses.find((entry) => entry.shippingId === home?.shippingId)?.address;
      if (!shipping) return fail(409, 'BIL400', 'There is no home delivery address to bill to');
      address = inputOf(shipping, 'B');
    } else address = asInput(body.address, 'B');
    return withState(checkout, await checkout.upstream.call(api.cart.setBillingAddress, { params: { basketId: checkout.basketId }, body: { address } }));
  });

/** A payment session bound to the basket, its device fingerprint recorded, and where the page frames the card fields. */
export const paymentSession = (c: Context<AppEnv>) =>
  onBasket<PaymentSessionAnswer>(c, async (checkout) => {
    const frame = hostedFieldsFrame(c.env, new URL(c.req.url), c.get('requestContext').site.language);
    if (!frame) return fail(409, 'PAY400', 'Card entry is not available here');
    const session = await checkout.upstream.call(api.cart.paymentSession, { query: { basketId: checkout.basketId, paymentMethodId: 'CREDIT_CARD' } });
    if (!session.ok) return refused(checkout, session);
    await checkout.upstream.call(api.cart.deviceFingerprint, { body: { basketId: checkout.basketId, sessionId: session.data.sessionId, fingerprint: await deviceFingerprint(c) } });
    return { ok: true, data: { sessionId: session.data.sessionId, hostedFieldsUrl: frame.src } };
  });

/** What the request says of the device, hashed: nothing that names the shopper leaves the worker. */
async function deviceFingerprint(c: Context<AppEnv>): Promise<string> {
  const facts = [c.req.header('user-agent') ?? '', c.req.header('accept-language') ?? ''].join('|');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(facts)));
  return `dfp_${[...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Any way of paying, the loyalty voucher included: the method's instrument body says which backend call adds it. */
export const addPaymentInstrument = (c: Context<AppEnv>, body: PaymentInstrumentBody) =>
  onBasket(c, async (checkout) => {
    const outcome = instrumentBody(body, checkout);
    if (!outcome.ok) return outcome;
    const { upstream } = outcome;
    const params = { basketId: checkout.basketId };
    return withState(
      checkout,
      upstream.call === 'applyReward'
        ? await checkout.upstream.call(api.cart.applyReward, { params, body: upstream.body })
        : await checkout.upstream.call(api.cart.addPaymentInstrument, { params, body: upstream.body }),
    );
  });

export const removePaymentInstrument = (c: Context<AppEnv>, paymentInstrumentId: string) =>
  onBasket(c, async (checkout) =>
    withState(checkout, await checkout.upstream.call(api.cart.removePaymentInstrument, { params: { basketId: checkout.basketId }, query: { payment_instrument_id: paymentInstrumentId } })),
  );


/** After an order: the session remembers it for its confirmation page and forgets the basket, so the next add starts a new one. */
async function placed(checkout: Pick<Checkout, 'c' | 'handle'> & { basketId?: string | null | undefined }, order: PlacedOrder): Promise<Outcome<PlaceOrderAnswer>> {
  await checkout.handle.rememberOrder({ orderNumber: order.orderNumber, st: order.st, ...(checkout.basketId ? { basketId: checkout.basketId } : {}) });
  await forgetBasket(checkout);
  return { ok: true, data: { status: 'placed', order: orderConfirmationOf(order) } };
}

export type PlaceOrderInput = Pick<PlaceOrderBody, 'attemptId' | 'captcha' | 'inStoreSalesInfo'>;

/** Whether the employee works at the store, by the store's own staff list. */
async function isStoreEmployee(upstream: UpstreamClient, sale: NonNullable<PlaceOrderInput['inStoreSalesInfo']>): Promise<boolean> {
  const staff = await upstream.call(api.utilities.storeEmployees, { params: { storeId: sale.storeId } });
  return staff.ok && staff.data.employees.some((employee) => employee.storeEmployeeId === sale.storeEmployeeId);
}

/** The instrument the order names: the one that pays what the others leave, else the only one. */
const mainInstrument = (cart: CheckoutCart) => cart.payment_instruments.find((instrument) => paysTheRest(instrument.payment_method_id)) ?? cart.payment_instruments[0];

/**
 * Places the session's basket as an order under the attempt's idempotency key. The payload names
 * the basket's own instrument and billing address, never an amount: the backend charges each
 * instrument its part. When the basket is already gone (the same attempt finished in a request
 * beside this one), the key alone asks the backend for what that attempt made.
 */
export const placeOrder = (c: Context<AppEnv>, input: PlaceOrderInput) =>
  onBasket<PlaceOrderAnswer>(c, async (checkout) => {
    const key = await idempotencyKey(checkout.basketId, input.attemptId);
    // A card is charged within a payment session bound to the basket; it is opened beside the read, as most orders are paid by card.
    const [current, session, seller] = await Promise.all([
      readCheckoutCart(checkout),
      checkout.upstream.call(api.cart.paymentSession, { query: { basketId: checkout.basketId, paymentMethodId: 'CREDIT_CARD' } }),
      input.inStoreSalesInfo ? isStoreEmployee(checkout.upstream, input.inStoreSalesInfo) : true,
    ]);
    // The page says who sells; the store's own staff list says whether they may.
    if (!seller) return fail(400, 'STR404', 'The store employee is not known at this store');
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
          ...(input.inStoreSalesInfo ? { inStoreSalesInfo: input.inStoreSalesInfo } : {}),
        },
      },
      { headers: { 'idempotency-key': key } },
    );
    if (!result.ok) return refused(checkout, result);
    if (result.data.status === 'pending') {
      const frame = challengeFrame(c.env, new URL(c.req.url), result.data.orderNumber, c.get('requestContext').site.language);
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
export async function finishChallenge(c: Context<AppEnv>, orderNumber: string, threeDS2Result: string): Promise<Outcome<PlaceOrderAnswer>> {
  const handle = shopperSession(c);
  const session = await handle.current();
  if (!session) return fail('OHS4004', 'Order not found');
  const upstream = createUpstreamClient(c.env, c.get('requestContext'), handle);
  const held = session.basketId ? await upstream.call(api.cart.prepareOrder, { body: { basketId: session.basketId } }) : null;
  const result = await upstream.call(api.cart.updateOrderPayment, { params: { orderNumber }, body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } } } });
  if (!result.ok) {
    if (result.errorId === 'PaymentNotAuthorized') {
      await forgetBasket({ c, handle });
      if (held?.ok) await renewBasket(c, deliveryPlanOf(held.data));
    }
    return { ok: false, failure: { status: result.status, errorId: result.errorId, message: result.message } };
  }
  return placed({ c, handle, basketId: (await handle.current())?.basketId }, result.data);
}

/**
 * An order this session placed, for its confirmation page; null for any other number (another
 * shopper's order is never shown, even to someone who knows its number).
 */
export async function confirmedOrder(c: Context<AppEnv>, orderNumber: string): Promise<OrderConfirmation | null> {
  const handle = shopperSession(c);
  const session = await handle.current();
  if (!session?.orders.some((order) => order.orderNumber === orderNumber)) return null;
  const upstream = createUpstreamClient(c.env, c.get('requestContext'), handle);
  const result = await upstream.call(api.cart.checkoutOrder, { params: { orderNumber } });
  return result.ok ? orderConfirmationOf(result.data) : null;
}
