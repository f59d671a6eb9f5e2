import {
  CHECKOUT_ROUTE,
  CheckoutStateSchema,
  PaymentSessionAnswerSchema,
  PlaceOrderAnswerSchema,
  ThreeDSAnswerSchema,
  type BillingAddressBody,
  type CheckoutState,
  type PaymentInstrumentBody,
  type PaymentSessionAnswer,
  type PlaceOrderAnswer,
  type PlaceOrderBody,
  type ShippingAddressBody,
  type ShippingMethodBody,
  type ThreeDSAnswer,
} from '../../shared/checkout/checkout-routes';
import { callFirstParty, type ApiResult } from '../api';

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

export const placeOrder = (body: PlaceOrderBody): Promise<ApiResult<PlaceOrderAnswer>> => callFirstParty(path('/order'), PlaceOrderAnswerSchema, { method: 'POST', body });

export const sendChallengeResult = (orderNumber: string, threeDS2Result: string): Promise<ApiResult<ThreeDSAnswer>> =>
  callFirstParty(path(`/order/${encodeURIComponent(orderNumber)}`), ThreeDSAnswerSchema, { method: 'PATCH', body: { threeDS2Result } });
