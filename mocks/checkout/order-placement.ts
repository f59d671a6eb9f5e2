import type { IRequest } from 'itty-router';
import { api } from '../../shared/api';
import type { PlaceOrderPayload } from '../../shared/checkout/schemas/checkout';
import { isCollected, travelsToAddress } from '../../shared/checkout/shipment-methods';
import { pickupContactRequired } from '../../shared/site/pickup-config';
import type { Consumer } from '../auth';
import { basketAfter, cartNotFound, invalidCustomer, type OpenBasket, siteOfBasket } from '../cart';
import { toMinor } from '../markets';
import { answer } from '../catalogue-routes';
import { languageOf } from '../data/product-view';
import { storeEmployees } from '../data/stores';
import type { Env } from '../env';
import { errorResponse, instrumentNotFound, refusalResponse, siteOf } from '../http';
import { BILLING_PHONE_MISSING, checkAddress, toStored } from './address-check';
import { allocate } from './allocation';
import { recordOf, withCheckout } from './checkout-data';
import { notACollectionPoint, pointOfAddress } from './collection-point';
import { takeFault } from './faults';
import { invalidShipment } from './invalid-shipment';
import { paymentKind } from './payment-kinds';
import type { Charge } from './kinds/kind';
import { orderAddress, pendingAnswer, placedAnswer, replayAttempt, spentRefusal, writeOrder } from './place-order';
import { stockFlash } from './stock-flash';

/*
 * Placing an order from an open basket, once the route has checked the attempt's key, the caller
 * and the captcha: every rule the basket must meet (lines still sold and in stock, an address for
 * each shipment that travels, a collection point and a pickup contact where needed, a billing
 * address, enough paid, a store employee of that store), each instrument authorised for its
 * part, then the order written in one batch. The route is the adapter around it.
 */

/** The attempt a key names, for the caller: their order again, or INVALID_CUSTOMER for another's key. */
export async function attemptOf(request: IRequest, env: Env, key: string, consumer: Consumer): Promise<Response | null> {
  const attempt = await env.DB.prepare('SELECT consumer_no, order_no FROM order_attempts WHERE idempotency_key = ?').bind(key).first<{ consumer_no: string; order_no: string }>();
  if (!attempt) return null;
  if (attempt.consumer_no !== consumer.consumerNo) return invalidCustomer(request);
  const replay = await replayAttempt(request, env.DB, attempt.order_no, siteOf(request).locale);
  return replay instanceof Response ? replay : answer(api.cart.placeOrder, replay);
}

export async function placeOpen(request: IRequest, env: Env, open: OpenBasket & { alsoRead: D1Result[] }, payload: PlaceOrderPayload, key: string): Promise<Response> {
  const { state, consumer } = open;
  const site = siteOfBasket(request, state);
  const { data, details } = recordOf(open);
  const cart = await basketAfter(request, env, open, { unchanged: true });
  if (!cart.items.length) return cartNotFound(request);
  const gone = cart.items.filter((item) => !item.available);
  if (gone.length) {
    return errorResponse(request, 'ITEM_NO_LONGER_AVAILABLE', 'An item in your cart is no longer available', {
      code: 'ORD430',
      flash: gone.map((item) => ({ type: 'ProductItemNotAvailable', code: 'ORD430', message: 'This item is no longer available', details: { itemId: item.itemId } })),
    });
  }
  // A line wanting more than is left (another shopper bought the rest) stops the order before any
  // instrument is authorised; the flash names each line and what is left, and the basket keeps its
  // quantities so the shopper chooses: fewer, or none.
  const short = stockFlash(cart, languageOf(site));
  if (short.length) return errorResponse(request, 'ITEM_NO_LONGER_AVAILABLE', 'An item in your cart is no longer available in that quantity', { code: 'ORD430', flash: short });
  const view = withCheckout(cart, data);
  // Every shipment that travels to an address needs one.
  const unaddressed = cart.shippingMethods.find((shipment) => travelsToAddress(shipment.shippingMethod.code) && !view.shippingAddresses.some((entry) => entry.shippingId === shipment.shippingId));
  if (unaddressed) return invalidShipment(request, 409, 'A shipment has no valid shipping address', unaddressed.shippingId);
  // A pick-up point shipment goes to a collection point, never to a home address.
  const pudo = cart.shippingMethods
    .filter((shipment) => shipment.shippingMethod.code === 'pudo')
    .map((shipment) => ({ shippingId: shipment.shippingId, point: pointOfAddress(view.shippingAddresses.find((entry) => entry.shippingId === shipment.shippingId)?.address) }));
  const offPoint = pudo.find((shipment) => !shipment.point);
  if (offPoint) return notACollectionPoint(request, 409, offPoint.shippingId);
  const point = pudo[0]?.point;
  // A store or collection-point shipment needs who collects it, where the site requires that.
  const collected = cart.shippingMethods.find((shipment) => isCollected(shipment.shippingMethod.code));
  if (collected && pickupContactRequired(site) && !details.pickupContact) return invalidShipment(request, 409, 'A pickup shipment has no pickup contact', collected.shippingId, 'pickupContact');
  let billing = data.billingAddress;
  if (payload.billingAddress) {
    const checked = checkAddress(payload.billingAddress, 'B', site, BILLING_PHONE_MISSING);
    if ('errorId' in checked) return refusalResponse(request, checked);
    billing = toStored(checked, 'B');
  }
  if (!billing) return errorResponse(request, 400, 'BIL400', 'The billing address is missing');
  if (!billing.recipientContactPhone) return refusalResponse(request, BILLING_PHONE_MISSING);
  // The payload names the instrument that pays what the others leave (or the only one); every instrument is charged its part.
  if (!data.instruments.some((row) => row.id === payload.paymentMethod.id && row.payment_method_id === payload.paymentMethod.code)) {
    return instrumentNotFound(request);
  }
  if (view.totals.remainingToPay > 0) return errorResponse(request, 'PYT400', 'The payment is not enough to cover the order');
  // A sale in a store names one of that store's own employees.
  const inStoreSalesInfo = payload.inStoreSalesInfo;
  if (inStoreSalesInfo && !storeEmployees(inStoreSalesInfo.storeId).some((employee) => employee.storeEmployeeId === inStoreSalesInfo.storeEmployeeId)) {
    return errorResponse(request, 400, 'STR404', 'The store employee is not known at this store');
  }
  // The tax engine and the totals check price the order before any instrument is authorised.
  const fault = await takeFault(request, env.DB, state.cart.id);
  if (fault) return fault;
  const { amounts } = allocate(toMinor(cart.totals.total, cart.currency), data.instruments);
  const charges: Charge[] = [];
  let challenged = false;
  for (const row of data.instruments) {
    const amount = amounts.get(row.id) ?? 0;
    const kind = paymentKind(row.payment_method_id);
    if (amount <= 0) continue;
    const authorised = await kind.authorise({ request, env, open, cart, payload }, row, amount);
    if (authorised.outcome === 'refused') return authorised.response;
    challenged ||= authorised.outcome === 'challenge';
    charges.push({ instrumentId: row.id, paymentMethodId: row.payment_method_id, providerRef: row.provider_ref, brand: row.brand, last4: row.last4, amount, currency: cart.currency, details: row.details });
  }
  const email = view.shippingAddresses[0]?.address.recipientContactEmail || billing.recipientContactEmail;
  try {
    const written = await writeOrder(env.DB, { key, consumer, cart, cartRow: state.cart, email, billing: orderAddress(billing), charges, challenged, inStoreSalesInfo, collectionPoint: point ? { collectionPointId: point.storeId, collectionPointName: point.name } : undefined,
      shipmentAddresses: new Map(view.shippingAddresses.map((entry) => [entry.shippingId, orderAddress(entry.address)])),
      pickupContact: details.pickupContact ?? undefined,
      locale: site.locale,
    });
    if (written.held) return answer(api.cart.placeOrder, pendingAnswer(written.orderNo));
    const placed = await placedAnswer(env.DB, written.orderNo, site.locale);
    return placed ? answer(api.cart.placeOrder, placed) : errorResponse(request, 'ORD415', 'The order could not be completed');
  } catch (error) {
    const message = String(error);
    const replay = await attemptOf(request, env, key, consumer);
    if (replay) return replay;
    if (/UNIQUE constraint failed: order_attempts\.cart_id/i.test(message)) return cartNotFound(request);
    const spent = spentRefusal(message);
    if (spent) return refusalResponse(request, spent);
    if (/CHECK constraint failed/i.test(message)) {
      // Another order took the last units between the basket's read and this batch: read what is left now.
      const short = stockFlash(await basketAfter(request, env, open, { unchanged: true }), languageOf(site));
      return errorResponse(request, 'ITEM_NO_LONGER_AVAILABLE', 'An item in your cart is no longer available in that quantity', { code: 'ORD430', flash: short });
    }
    throw error;
  }
}

