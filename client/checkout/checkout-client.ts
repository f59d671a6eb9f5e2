import {
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
import { callFapi, callFirstParty, fapiPath, type ApiResult } from '../api';
import { cart as fapiCart } from '../../shared/fapi/routes/cart';
import { checkout } from '../../shared/fapi/routes/checkout';
import type { CartAnswer, RestoreBody } from '../../shared/cart/cart-routes';
import { cartCall } from '../cart';
import type { StateResult } from '../payments';

// The storefront's checkout routes: every answer that changes the checkout is the whole checkout state
// (`StateResult`), so the page shows what the backend has.

export const readCheckout = (): Promise<StateResult> => callFapi(checkout.read, CheckoutStateSchema);

export const setShippingAddress = (body: ShippingAddressBody): Promise<StateResult> => callFapi(checkout.shippingAddress, CheckoutStateSchema, { body });

export const setShippingMethod = (body: ShippingMethodBody): Promise<StateResult> => callFapi(checkout.shippingMethod, CheckoutStateSchema, { body });

export const setBillingAddress = (body: BillingAddressBody): Promise<StateResult> => callFapi(checkout.billingAddress, CheckoutStateSchema, { body });

export const openPaymentSession = (): Promise<ApiResult<PaymentSessionAnswer>> =>
  callFapi(checkout.paymentSession, PaymentSessionAnswerSchema, { body: { paymentMethodId: 'CREDIT_CARD' } });

export const addPaymentInstrument = (body: PaymentInstrumentBody): Promise<StateResult> => callFapi(checkout.addPaymentInstrument, CheckoutStateSchema, { body });

export const removePaymentInstrument = (paymentInstrumentId: string): Promise<StateResult> =>
  callFapi(checkout.removePaymentInstrument, CheckoutStateSchema, { params: { paymentInstrumentId } });

/** Who collects the store and collection-point shipments. */
export const setPickupContact = (body: PickupContactBody): Promise<StateResult> => callFapi(checkout.pickupContact, CheckoutStateSchema, { body });

/** Collection points near a postal code, for a pick-up point shipment. */
export const findCollectionPoints = (postalCode: string): Promise<ApiResult<CollectionPoints>> =>
  callFirstParty(`${fapiPath(checkout.collectionPoints)}?postalCode=${encodeURIComponent(postalCode)}`, CollectionPointsSchema);

export const chooseCollectionPoint = (body: CollectionPointBody): Promise<StateResult> => callFapi(checkout.collectionPoint, CheckoutStateSchema, { body });

/** Express checkout: the basket filled in from the account, at summary (status EXPRESS), or EXPRESS_NOT_AVAILABLE. */
export const expressCheckout = (): Promise<StateResult> => callFapi(checkout.express, CheckoutStateSchema, { body: {} });

export const placeOrder = (body: PlaceOrderBody): Promise<ApiResult<PlaceOrderAnswer>> => callFapi(checkout.placeOrder, PlaceOrderAnswerSchema, { body });

export const sendChallengeResult = (orderNumber: string, threeDS2Result: string): Promise<ApiResult<ThreeDSAnswer>> =>
  callFapi(checkout.finishChallenge, ThreeDSAnswerSchema, { params: { orderNumber }, body: { threeDS2Result } });

/**
 * After a failed 3-D Secure challenge the backend has reset the order, and the worker has made the
 * session a new basket delivered as the old one was (lines, methods, store or point, pickup contact,
 * addresses), so the shopper is back at billing with only the payment to change. Should the worker
 * not have managed even the lines, they are put back here, each pickup line at its store. Null
 * state when no basket could be had.
 */
export async function renewBasket(previous: CheckoutState): Promise<{ state: CheckoutState | null; cart: CartAnswer['cart'] }> {
  let cart = await cartCall(fapiCart.read, { query: { saved: '0' } });
  if (!cart.ok || !cart.data.cart) {
    const items = previous.cart.items
      .filter((item) => !item.bonus)
      .map((item) => ({ productId: item.productId, qty: item.qty, ...(item.shippingOptions.selected === 'pickup' && item.shippingOptions.storeId ? { storeId: item.shippingOptions.storeId } : {}) }));
    cart = await cartCall(fapiCart.restore, { body: { items } satisfies RestoreBody });
    if (!cart.ok) return { state: null, cart: null };
  }
  const state = await readCheckout();
  return { state: state.ok ? state.data : null, cart: cart.data.cart };
}

/** A Klarna session for the basket and the provider's authorisation page to frame. */
export const openKlarnaSession = (): Promise<ApiResult<KlarnaSessionAnswer>> =>
  callFapi(checkout.paymentSession, KlarnaSessionAnswerSchema, { body: { paymentMethodId: 'KLARNA' } });

/** Where to send the shopper to approve with PayPal; the approval comes back to the summary step. */
export const paypalApproval = (): Promise<ApiResult<PayPalApprovalAnswer>> => callFapi(checkout.paypal, PayPalApprovalAnswerSchema, { body: {} });
