import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import {
  AddCheckoutInstrumentSchema,
  ApplyRewardSchema,
  DeviceFingerprintSchema,
  IdempotencyKeySchema,
  PaymentSessionQuerySchema,
  PickupContactSchema,
  PlaceOrderPayloadSchema,
  PrepareOrderSchema,
  RemoveCheckoutInstrumentQuerySchema,
  RemoveShippingAddressQuerySchema,
  SetBillingAddressSchema,
  SetShippingAddressSchema,
  UpdateOrderPaymentSchema,
  ValidateShippingAddressSchema,
  type AddCheckoutInstrument,
} from '../../../shared/checkout/schemas/checkout';
import { OrderIdSchema } from '../../../shared/checkout/schemas/orders';
import { paysTheRest } from '../../../shared/payments';
import { authenticate } from '../../auth';
import { applicableMethodsOf, basketAfter, cartNotFound, openBasket, type OpenBasket, opened, parseQuery, randomHex, siteOfBasket, touch } from '../../cart';
import { randomBase62 } from '../../hex';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { BILLING_PHONE_MISSING, checkAddress, SHIPPING_PHONE_MISSING, toStored } from '../address-check';
import { checkoutAfter, checkoutAfterWrite, recordOf, writeCheckout, withCheckoutRecord, type CheckoutRecord } from '../checkout-data';
import { recordPickupContact, recordSmsOptIn, recordStatus } from '../checkout-details';
import { completionStatements, notAuthorized, placedAnswer, spendCaptchaFor, stockStatements, type HeldOrder } from '../place-order';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, instrumentNotFound, json, parseBody, queryParam, refusalResponse, siteOf, type MockRouter } from '../../http';
import { offeredPaymentMethods, paymentKind } from '../payment-kinds';
import { approvalSession } from '../approval-session';
import { collectionPointOf, notACollectionPoint, pointLines, type PointAddress } from '../collection-point';
import { attemptOf, placeOpen } from '../order-placement';

/*
 * The commerce platform's checkout: a basket's addresses, payment and the order it becomes. Every
 * call names a basket its token must own (INVALID_CUSTOMER otherwise, with nothing of the basket
 * told); amounts are always the basket's own.
 */

async function setShippingAddress(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, SetShippingAddressSchema);
  if (input instanceof Response) return input;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const site = siteOfBasket(request, open.state);
  const cart = await basketAfter(request, env, open, { unchanged: true });
  const statements: D1PreparedStatement[] = [];
  for (const entry of input.addresses) {
    const shipment = cart.shippingMethods.find((candidate) => candidate.shippingId === entry.shippingId);
    if (!shipment) return errorResponse(request, 404, 'SHP404', 'The basket has no such shipment', { field: 'shippingId' });
    const { shippingId, collectionPointId, ...address } = entry;
    const pudo = shipment.shippingMethod.code === 'pudo';
    if (!pudo && collectionPointId) return errorResponse(request, 400, 'API400', 'collectionPointId: only a pick-up point shipment goes to a collection point');
    const point = pudo ? collectionPointOf(collectionPointId, site.country) : undefined;
    if (pudo && !point) return notACollectionPoint(request, 400, shippingId);
    const checked = checkAddress(point ? { ...address, ...pointLines(point) } : address, 'S', site, SHIPPING_PHONE_MISSING);
    if ('errorId' in checked) return refusalResponse(request, checked);
    const stored: PointAddress = { ...toStored(checked, 'S'), ...(point ? { collectionPointId: point.storeId } : {}) };
    statements.push(
      env.DB.prepare("INSERT INTO checkout_addresses (cart_id, approach_type, shipping_id, address) VALUES (?, 'S', ?, ?) ON CONFLICT (cart_id, approach_type, shipping_id) DO UPDATE SET address = excluded.address").bind(
        open.state.cart.id,
        shippingId,
        JSON.stringify(stored),
      ),
    );
  }
  if (input.smsOptIn !== undefined) statements.push(recordSmsOptIn(env.DB, open.state.cart.id, input.smsOptIn));
  return answer(api.cart.setShippingAddress, await checkoutAfterWrite(request, env, open, [...statements, touch(env.DB, open.state.cart.id)]));
}

async function removeShippingAddress(request: IRequest, env: Env): Promise<Response> {
  const query = parseQuery(request, RemoveShippingAddressQuerySchema, { shippingId: queryParam(request, 'shippingId') });
  if (query instanceof Response) return query;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const id = open.state.cart.id;
  const cart = await checkoutAfterWrite(request, env, open, [
    query.shippingId
      ? env.DB.prepare("DELETE FROM checkout_addresses WHERE cart_id = ? AND approach_type = 'S' AND shipping_id = ?").bind(id, query.shippingId)
      : env.DB.prepare("DELETE FROM checkout_addresses WHERE cart_id = ? AND approach_type = 'S'").bind(id),
    touch(env.DB, id),
  ]);
  return answer(api.cart.removeShippingAddress, cart);
}

async function validateShippingAddress(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ValidateShippingAddressSchema);
  if (input instanceof Response) return input;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const site = siteOfBasket(request, open.state);
  const checked = checkAddress(input.address, 'S', site, SHIPPING_PHONE_MISSING);
  if ('errorId' in checked) return refusalResponse(request, checked);
  return answer(api.cart.validateShippingAddress, { valid: true });
}

async function setBillingAddress(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, SetBillingAddressSchema);
  if (input instanceof Response) return input;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const site = siteOfBasket(request, open.state);
  const checked = checkAddress(input.address, 'B', site, BILLING_PHONE_MISSING);
  if ('errorId' in checked) return refusalResponse(request, checked.errorId === 'CHK380' ? { ...checked, errorId: 'CHK320', message: 'The address is not valid: countryCode' } : checked);
  const cart = await checkoutAfterWrite(request, env, open, [
    env.DB.prepare("INSERT INTO checkout_addresses (cart_id, approach_type, shipping_id, address) VALUES (?, 'B', '', ?) ON CONFLICT (cart_id, approach_type, shipping_id) DO UPDATE SET address = excluded.address").bind(
      open.state.cart.id,
      JSON.stringify(toStored(checked, 'B')),
    ),
    touch(env.DB, open.state.cart.id),
  ]);
  return answer(api.cart.setBillingAddress, cart);
}

async function removeBillingAddress(request: IRequest, env: Env): Promise<Response> {
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const cart = await checkoutAfterWrite(request, env, open, [env.DB.prepare("DELETE FROM checkout_addresses WHERE cart_id = ? AND approach_type = 'B'").bind(open.state.cart.id), touch(env.DB, open.state.cart.id)]);
  return answer(api.cart.removeBillingAddress, cart);
}

async function paymentMethods(request: IRequest, env: Env): Promise<Response> {
  const open = await opened(request, env, request.params.basketId, withCheckoutRecord);
  if (open instanceof Response) return open;
  const cart = await basketAfter(request, env, open, { unchanged: true });
  return answer(api.cart.paymentMethods, { paymentMethods: offeredPaymentMethods({ open, cart, owner: recordOf(open).owner }) });
}

/**
 * An instrument for the basket, by its payment kind. A method that pays what the others leave
 * takes the place of the basket's last one; one that pays a fixed amount is added beside the others.
 */
async function addPaymentInstrument(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, AddCheckoutInstrumentSchema);
  if (input instanceof Response) return input;
  const open = await opened(request, env, request.params.basketId, withCheckoutRecord);
  if (open instanceof Response) return open;
  return addInstrument(request, env, open, recordOf(open), input);
}

async function addInstrument(request: IRequest, env: Env, open: OpenBasket, { data: read, owner }: CheckoutRecord, input: AddCheckoutInstrument, replacing: readonly string[] = []): Promise<Response> {
  const kind = paymentKind(input.payment_method_id);
  const id = open.state.cart.id;
  const cart = await basketAfter(request, env, open, { unchanged: true });
  const data = { ...read, instruments: read.instruments.filter((row) => !replacing.includes(row.id)) };
  const added = await kind.add({ request, env, open, cart, data, owner }, input);
  if (added instanceof Response) return added;
  const replaced = [...replacing, ...(paysTheRest(input.payment_method_id) ? data.instruments.filter((row) => paysTheRest(row.payment_method_id)).map((row) => row.id) : [])];
  const checkoutCart = await checkoutAfterWrite(request, env, open, [
    ...(replaced.length ? [env.DB.prepare('DELETE FROM checkout_payment_instruments WHERE cart_id = ? AND id IN (SELECT value FROM json_each(?))').bind(id, JSON.stringify(replaced))] : []),
    env.DB.prepare(
      'INSERT INTO checkout_payment_instruments (id, cart_id, payment_method_id, provider_ref, brand, last4, expiry_month, expiry_year, amount, details, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).bind(`cpi${randomBase62(20)}`, id, input.payment_method_id, added.providerRef, added.brand, added.last4, added.expiryMonth ?? 0, added.expiryYear ?? 0, added.amount ?? 0, JSON.stringify(added.details ?? {}), Date.now()),
    touch(env.DB, id),
  ]);
  return answer(api.cart.addPaymentInstrument, checkoutCart);
}

/** The basket's loyalty voucher, by the points it costs: it takes the place of the voucher the basket had. */
async function applyReward(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ApplyRewardSchema);
  if (input instanceof Response) return input;
  const open = await opened(request, env, request.params.basketId, withCheckoutRecord);
  if (open instanceof Response) return open;
  const record = recordOf(open);
  const vouchers = record.data.instruments.filter((row) => row.payment_method_id === 'LOYALTY_POINTS').map((row) => row.id);
  return addInstrument(request, env, open, record, { payment_method_id: 'LOYALTY_POINTS', points: input.appliedLoyaltyVoucher }, vouchers);
}

async function removePaymentInstrument(request: IRequest, env: Env): Promise<Response> {
  const query = parseQuery(request, RemoveCheckoutInstrumentQuerySchema, { payment_instrument_id: queryParam(request, 'payment_instrument_id') });
  if (query instanceof Response) return query;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const after = await writeCheckout(env, open, [env.DB.prepare('DELETE FROM checkout_payment_instruments WHERE id = ? AND cart_id = ?').bind(query.payment_instrument_id, open.state.cart.id)]);
  if (!after.written[0]?.meta.changes) return instrumentNotFound(request);
  return answer(api.cart.removePaymentInstrument, await checkoutAfter(request, env, after.open, { unchanged: true }, after.record));
}

async function paymentSession(request: IRequest, env: Env): Promise<Response> {
  const query = parseQuery(request, PaymentSessionQuerySchema, { basketId: queryParam(request, 'basketId'), paymentMethodId: queryParam(request, 'paymentMethodId'), referer: queryParam(request, 'referer') });
  if (query instanceof Response) return query;
  const open = await openBasket(request, env, query.basketId);
  if (open instanceof Response) return open;
  if (query.paymentMethodId !== 'CREDIT_CARD') return approvalSession(request, env, open, query.paymentMethodId, query.referer);
  const sessionId = `ps_${randomHex(32)}`;
  await env.DB.prepare('INSERT INTO payment_sessions (session_id, cart_id, created_at) VALUES (?, ?, ?)').bind(sessionId, query.basketId, Date.now()).run();
  return answer(api.cart.paymentSession, { sessionId, basketId: query.basketId });
}

async function deviceFingerprint(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, DeviceFingerprintSchema);
  if (input instanceof Response) return input;
  const open = await openBasket(request, env, input.basketId);
  if (open instanceof Response) return open;
  const recorded = await env.DB.prepare('UPDATE payment_sessions SET device_fingerprint = ? WHERE session_id = ? AND cart_id = ?').bind(input.fingerprint, input.sessionId, input.basketId).run();
  if (!recorded.meta.changes) return errorResponse(request, 'API404', 'No such payment session for this basket');
  return answer(api.cart.deviceFingerprint, { recorded: true });
}

/** The basket with everything checkout gathered, ready for the summary. */
async function prepareOrder(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, PrepareOrderSchema);
  if (input instanceof Response) return input;
  // Every checkout page asks for this: the basket and its checkout record come in one round trip.
  const open = await openBasket(request, env, input.basketId, undefined, withCheckoutRecord(env.DB, input.basketId));
  if (open instanceof Response) return open;
  const record = recordOf(open);
  if (input.status) {
    await recordStatus(env.DB, open.state.cart.id, input.status).run();
    record.details = { ...record.details, status: input.status };
  }
  // The order as checkout shows it: like the real backend's, the basket answers with each shipment's
  // applicable methods and the payment methods it offers, so checkout needs one call.
  const cart = await checkoutAfter(request, env, open, { unchanged: true }, record);
  return answer(api.cart.prepareOrder, {
    ...cart,
    shippingMethods: cart.shippingMethods.map((shipment) => ({ ...shipment, applicableShippingMethods: applicableMethodsOf(siteOfBasket(request, open.state), open.state, shipment.shippingId) ?? [] })),
    paymentMethods: offeredPaymentMethods({ open, cart, owner: record.owner }),
  });
}

/** Who collects the basket's store and collection-point shipments. */
async function setPickupContact(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, PickupContactSchema);
  if (input instanceof Response) return input;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  return answer(api.cart.setPickupContact, await checkoutAfterWrite(request, env, open, [recordPickupContact(env.DB, open.state.cart.id, input), touch(env.DB, open.state.cart.id)]));
}

async function placeOrder(request: IRequest, env: Env): Promise<Response> {
  const key = IdempotencyKeySchema.safeParse(request.headers.get('idempotency-key'));
  if (!key.success) return errorResponse(request, 400, 'API400', 'An Idempotency-Key header is required');
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  // A key already used answers what it made, whatever the payload says now.
  const replay = await attemptOf(request, env, key.data, consumer);
  if (replay) return replay;
  const payload = await parseBody(request, PlaceOrderPayloadSchema);
  if (payload instanceof Response) return payload;
  const open = await openBasket(request, env, payload.cartId, consumer, withCheckoutRecord(env.DB, payload.cartId));
  // The same attempt may have just completed (and retired the basket) in a request running beside this one.
  if (open instanceof Response) return (await attemptOf(request, env, key.data, consumer)) ?? open;
  if (!(await spendCaptchaFor(env.DB, payload.recaptcha_response, key.data))) return errorResponse(request, 'AUT403', 'Captcha verification failed');
  const ordered = await env.DB.prepare('SELECT 1 FROM order_attempts WHERE cart_id = ?').bind(payload.cartId).first();
  if (ordered) return (await attemptOf(request, env, key.data, consumer)) ?? cartNotFound(request);
  return placeOpen(request, env, open, payload, key.data);
}

interface PendingRow {
  order_no: string;
  cart_id: string;
  consumer_no: string;
  status: 'pending' | 'placed' | 'cancelled';
  pass_token: string;
  payload: string;
}

/** The issuer's 3-D Secure answer for a held order: passed, the order is made and charged; failed, it is cancelled and its stock released. */
async function updateOrderPayment(request: IRequest, env: Env): Promise<Response> {
  const orderNo = OrderIdSchema.safeParse(request.params.orderNumber);
  if (!orderNo.success) return errorResponse(request, 400, 'API400', 'orderNumber is malformed');
  const input = await parseBody(request, UpdateOrderPaymentSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const pending = await env.DB.prepare('SELECT order_no, cart_id, consumer_no, status, pass_token, payload FROM pending_orders WHERE order_no = ?').bind(orderNo.data).first<PendingRow>();
  if (!pending || pending.consumer_no !== consumer.consumerNo) return errorResponse(request, 'OHS4004', 'Order not found');
  const held = JSON.parse(pending.payload) as HeldOrder;
  if (pending.status === 'cancelled') return notAuthorized(request);
  if (pending.status === 'pending') {
    const passed = input.paymentMethod.additionalData.threeDS2Result === pending.pass_token;
    const now = Date.now();
    try {
      if (passed) {
        await env.DB.batch([
          env.DB.prepare("UPDATE pending_orders SET status = 'placed' WHERE order_no = ? AND status = 'pending'").bind(pending.order_no),
          ...completionStatements(env.DB, pending.order_no, pending.cart_id, pending.consumer_no, held, now),
        ]);
      } else {
        await env.DB.batch([
          ...stockStatements(env.DB, held.stock, 'release', pending.order_no),
          env.DB.prepare("UPDATE pending_orders SET status = 'cancelled' WHERE order_no = ? AND status = 'pending'").bind(pending.order_no),
          env.DB.prepare('DELETE FROM carts WHERE id = ?').bind(pending.cart_id),
        ]);
        return notAuthorized(request);
      }
    } catch (error) {
      // The same answer sent twice at once: the first made the order, the second finds it below.
      if (!/UNIQUE constraint failed/i.test(String(error))) throw error;
    }
  }
  const placed = await placedAnswer(env.DB, pending.order_no, held.locale);
  return placed ? answer(api.cart.updateOrderPayment, placed) : notAuthorized(request);
}

/** An order the caller placed (held ones are not orders yet). */
async function checkoutOrder(request: IRequest, env: Env): Promise<Response> {
  const orderNo = OrderIdSchema.safeParse(request.params.orderNumber);
  if (!orderNo.success) return errorResponse(request, 400, 'API400', 'orderNumber is malformed');
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const mine = await env.DB.prepare('SELECT 1 FROM order_attempts WHERE order_no = ? AND consumer_no = ?').bind(orderNo.data, consumer.consumerNo).first();
  const placed = mine ? await placedAnswer(env.DB, orderNo.data, siteOf(request).locale) : null;
  return placed ? answer(api.cart.checkoutOrder, placed) : errorResponse(request, 'OHS4004', 'Order not found');
}

/** Development and tests: what was charged for a basket (or an order), so a test can assert every charge. */
export async function chargesOf(request: IRequest, env: Env): Promise<Response> {
  const basketId = queryParam(request, 'basketId');
  const orderNo = queryParam(request, 'orderNo');
  if (!basketId && !orderNo) return errorResponse(request, 400, 'API400', 'basketId or orderNo is required');
  await ensureDatabase(env.DB);
  const { results } = await env.DB.prepare('SELECT order_no, cart_id, payment_method_id, brand, last4, amount, currency, created_at FROM payment_charges WHERE cart_id = ? OR order_no = ? ORDER BY created_at')
    .bind(basketId ?? '', orderNo ?? '')
    .all();
  const orders = await env.DB.prepare('SELECT order_no FROM order_attempts WHERE cart_id = ?').bind(basketId ?? '').all<{ order_no: string }>();
  return json({ charges: results, orderNumbers: orders.results.map((row) => row.order_no) });
}

export function registerCheckoutRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.cart.setShippingAddress, setShippingAddress),
    on(api.cart.removeShippingAddress, removeShippingAddress),
    on(api.cart.validateShippingAddress, validateShippingAddress),
    on(api.cart.setBillingAddress, setBillingAddress),
    on(api.cart.removeBillingAddress, removeBillingAddress),
    on(api.cart.paymentMethods, paymentMethods),
    on(api.cart.addPaymentInstrument, addPaymentInstrument),
    on(api.cart.removePaymentInstrument, removePaymentInstrument),
    on(api.cart.applyReward, applyReward),
    on(api.cart.paymentSession, paymentSession),
    on(api.cart.deviceFingerprint, deviceFingerprint),
    on(api.cart.prepareOrder, prepareOrder),
    on(api.cart.setPickupContact, setPickupContact),
    on(api.cart.placeOrder, placeOrder),
    on(api.cart.updateOrderPayment, updateOrderPayment),
    on(api.cart.checkoutOrder, checkoutOrder),
  ]);
}
