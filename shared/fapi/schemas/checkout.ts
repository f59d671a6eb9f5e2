import * as z from 'zod';
import {
  BillingAddressBodySchema,
  CheckoutStateSchema,
  CollectionPointBodySchema,
  CollectionPointsQuerySchema,
  CollectionPointsSchema,
  ExpressAvailabilitySchema,
  ExpressBodySchema,
  GiftCardBalanceAnswerSchema,
  GiftCardBalanceBodySchema,
  KlarnaSessionAnswerSchema,
  LoyaltyVoucherBodySchema,
  OrderConfirmationSchema,
  OrderNumberParamSchema,
  PaymentInstrumentBodySchema,
  PaymentInstrumentParamSchema,
  PaymentSessionAnswerSchema,
  PaymentSessionBodySchema,
  PayPalApprovalAnswerSchema,
  PayPalApprovalBodySchema,
  PickupContactBodySchema,
  PlaceOrderAnswerSchema,
  PlaceOrderBodySchema,
  ShippingAddressBodySchema,
  ShippingMethodBodySchema,
  ThreeDSAnswerSchema,
  ThreeDSResultBodySchema,
} from '../../checkout/checkout-routes';
import * as routes from '../routes/checkout';
import { withSchemas } from './endpoint';

const orderNumber = { orderNumber: OrderNumberParamSchema };

/** The session's checkout: every step answers the whole checkout state, as the page shows it. */
export const checkout = withSchemas(routes.checkout, {
  read: { response: CheckoutStateSchema },
  shippingAddress: { body: ShippingAddressBodySchema, response: CheckoutStateSchema },
  shippingMethod: { body: ShippingMethodBodySchema, response: CheckoutStateSchema },
  billingAddress: { body: BillingAddressBodySchema, response: CheckoutStateSchema },
  // A card's hosted fields, or Klarna's authorisation page: the body's method decides which.
  paymentSession: { body: PaymentSessionBodySchema, response: z.union([PaymentSessionAnswerSchema, KlarnaSessionAnswerSchema]) },
  addPaymentInstrument: { body: PaymentInstrumentBodySchema, response: CheckoutStateSchema },
  removePaymentInstrument: { params: { paymentInstrumentId: PaymentInstrumentParamSchema }, response: CheckoutStateSchema },
  loyaltyVoucher: { body: LoyaltyVoucherBodySchema, response: CheckoutStateSchema },
  placeOrder: { body: PlaceOrderBodySchema, response: PlaceOrderAnswerSchema },
  order: { params: orderNumber, response: OrderConfirmationSchema },
  finishChallenge: { params: orderNumber, body: ThreeDSResultBodySchema, response: ThreeDSAnswerSchema },
  pickupContact: { body: PickupContactBodySchema, response: CheckoutStateSchema },
  collectionPoints: { query: CollectionPointsQuerySchema, response: CollectionPointsSchema },
  collectionPoint: { body: CollectionPointBodySchema, response: CheckoutStateSchema },
  expressAvailability: { response: ExpressAvailabilitySchema },
  express: { body: ExpressBodySchema, response: CheckoutStateSchema },
  giftCardBalance: { body: GiftCardBalanceBodySchema, response: GiftCardBalanceAnswerSchema },
  paypal: { body: PayPalApprovalBodySchema, response: PayPalApprovalAnswerSchema },
});
