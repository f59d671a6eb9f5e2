import {
  CHECKOUT_ROUTE,
  CheckoutStateSchema,
  KlarnaSessionAnswerSchema,
  PayPalApprovalAnswerSchema,
  PaymentSessionAnswerSchema,
  PlaceOrderAnswerSchema,
  ThreeDSAnswerSchema,
  type BillingAddressBody,
  type CheckoutState,
  type KlarnaSessionAnswer,
  type PayPalApprovalAnswer,
  type PaymentInstrumentBody,
  type PaymentSessionAnswer,
  type PickupContactBody,
  type CollectionPointBody,
  CollectionPointsSchema,
  type CollectionPoints,
  type PlaceOrderAnswer,
  type PlaceOrderBody,
  type ShippingAddressBody,
  type ShippingMethodBody,
  type ThreeDSAnswer,
} from '../../shared/checkout/checkout-routes';
import { callFirstParty, type ApiResult } from '../api';
import type { CartAnswer, RestoreBody } from '../../shared/cart/cart-routes';
import { cartCall } from '../cart/cart-client';

/** The storefront's checkout routes: every answer is the whole checkout state, so the page shows what the backend has. */
export type StateResult = ApiResult<CheckoutState>;

const path = (rest: string) => `${CHECKOUT_ROUTE}${rest}` as `/fapi/${string}`;

export const readCheckout = (): Promise<StateResult> => callFirstParty(path(''), CheckoutStateSchema);

export const setShippingAddress = (body: ShippingAddressBody): Promise<StateResult> => callFirstParty(path('/shipping-address'), CheckoutStateSchema, { method: 'POST', body });

export const setShippingMethod = (body: ShippingMethodBody): Promise<StateResult> => callFirstParty(path('/shipping-method'), CheckoutStateSchema, { method: 'POST', body });

export const setBillingAddress = (body: BillingAddressBody): Promise<StateResult> => callFirstParty(path('/billing-address'), CheckoutStateSchema, { method: 'POST', body });

export const openPaymentSession = (): Promise<ApiResult<PaymentSessionAnswer>> =>
  callFirstParty(path('/payment-session'), PaymentSessionAnswerSchema, { method: 'POST', body: { paymentMethodId: 'CREDIT_CARD' } });

export const addPaymentInstrument = (body: PaymentInstrumentBody): Promise<StateResult> => callFirstParty(path('/payment-instruments'), CheckoutStateSchema, { method: 'POST', body });

export const removePaymentInstrument = (paymentInstrumentId: string): Promise<StateResult> =>
  callFirstParty(path(`/payment-instruments/${encodeURIComponent(paymentInstrumentId)}`), CheckoutStateSchema, { method: 'DELETE' });

/** Who collects the store and collection-point shipments. */
export const setPickupContact = (body: PickupContactBody): Promise<StateResult> => callFirstParty(path('/pickup-contact'), CheckoutStateSchema, { method: 'POST', body });

/** Collection points near a postal code, for a pick-up point shipment. */
export const findCollectionPoints = (postalCode: string): Promise<ApiResult<CollectionPoints>> =>
  callFirstParty(path(`/collection-points?postalCode=${encodeURIComponent(postalCode)}`), CollectionPointsSchema);

export const chooseCollectionPoint = (body: CollectionPointBody): Promise<StateResult> => callFirstParty(path('/collection-point'), CheckoutStateSchema, { method: 'POST', body });

/** Express checkout: the basket filled in from the account, at summary (status EXPRESS), or EXPRESS_NOT_AVAILABLE. */
export const expressCheckout = (): Promise<StateResult> => callFirstParty(path('/express'), CheckoutStateSchema, { method: 'POST', body: {} });

export const placeOrder = (body: PlaceOrderBody): Promise<ApiResult<PlaceOrderAnswer>> => callFirstParty(path('/order'), PlaceOrderAnswerSchema, { method: 'POST', body });

export const sendChallengeResult = (orderNumber: string, threeDS2Result: string): Promise<ApiResult<ThreeDSAnswer>> =>
  callFirstParty(path(`/order/${encodeURIComponent(orderNumber)}`), ThreeDSAnswerSchema, { method: 'PATCH', body: { threeDS2Result } });

/**
 * After a failed 3-D Secure challenge the backend has reset the order, and the worker has made the
 * session a new basket delivered as the old one was (lines, methods, store or point, pickup contact,
 * addresses), so the shopper is back at billing with only the payment to change. Should the worker
 * not have managed even the lines, they are put back here, each pickup line at its store. Null
 * state when no basket could be had.
 */
export async function renewBasket(previous: CheckoutState): Promise<{ state: CheckoutState | null; cart: CartAnswer['cart'] }> {
  let cart = await cartCall('GET', '?saved=0');
  if (!cart.ok || !cart.data.cart) {
    const items = previous.cart.items
      .filter((item) => !item.bonus)
      .map((item) => ({ productId: item.productId, qty: item.qty, ...(item.shippingOptions.selected === 'pickup' && item.shippingOptions.storeId ? { storeId: item.shippingOptions.storeId } : {}) }));
    cart = await cartCall('POST', '/restore', { items } satisfies RestoreBody);
    if (!cart.ok) return { state: null, cart: null };
  }
  const state = await readCheckout();
  return { state: state.ok ? state.data : null, cart: cart.data.cart };
}

/** A Klarna session for the basket and the provider's authorisation page to frame. */
export const openKlarnaSession = (): Promise<ApiResult<KlarnaSessionAnswer>> =>
  callFirstParty(path('/payment-session'), KlarnaSessionAnswerSchema, { method: 'POST', body: { paymentMethodId: 'KLARNA' } });

/** Where to send the shopper to approve with PayPal; the approval comes back to the summary step. */
export const paypalApproval = (): Promise<ApiResult<PayPalApprovalAnswer>> => callFirstParty(path('/paypal'), PayPalApprovalAnswerSchema, { method: 'POST', body: {} });
