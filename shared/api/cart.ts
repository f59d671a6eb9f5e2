import { AddItemQuerySchema, AddItemsSchema, ApplicableShippingMethodsSchema, ApplyCouponSchema, CartAndSavedSchema, CartQuerySchema, CartSchema, CartWithItemSchema, CreateCartSchema, PriceAdjustmentSchema, RemoveCouponQuerySchema, RemoveItemQuerySchema, ReserveWithItemSchema, SaveForLaterQuerySchema, SaveForLaterRequestSchema, SaveForLaterSchema, SetShippingMethodSchema, UpdateItemSchema, UpdatePriceAdjustmentSchema, UpdateSaveForLaterSchema } from '../cart/schemas/cart';
import { endpoints } from './endpoint';
import * as routes from './routes/cart';

import {
  AddCheckoutInstrumentSchema,
  AddressValidationSchema,
  ApplyRewardSchema,
  CheckoutCartSchema,
  DeviceFingerprintAnswerSchema,
  DeviceFingerprintSchema,
  PaymentMethodsSchema,
  PaymentSessionQuerySchema,
  PaymentSessionSchema,
  PlaceOrderPayloadSchema,
  PlaceOrderResultSchema,
  PlacedOrderSchema,
  PrepareOrderSchema,
  PickupContactSchema,
  RemoveCheckoutInstrumentQuerySchema,
  RemoveShippingAddressQuerySchema,
  SetBillingAddressSchema,
  SetShippingAddressSchema,
  UpdateOrderPaymentSchema,
  ValidateShippingAddressSchema,
} from '../checkout/schemas/checkout';
import { GiftCardBalanceRequestSchema, GiftCardBalanceSchema } from '../payments/schemas/gift-card';

// Rewards get their schemas with their payment method; until then that entry is its route alone
// (routes/cart.ts).

/** The basket, its items, addresses, payment and the order it becomes. */
export const cart = endpoints(routes.cart, {
  createCart: { body: CreateCartSchema, response: CartSchema },
  createCartWithItem: { query: AddItemQuerySchema, body: CartWithItemSchema, response: CartSchema },
  cart: { query: CartQuerySchema, response: CartSchema },
  addItems: { query: AddItemQuerySchema, body: AddItemsSchema, response: CartSchema },
  removeItem: { query: RemoveItemQuerySchema, response: CartSchema },
  updateItem: { body: UpdateItemSchema, response: CartSchema },
  applyCoupon: { body: ApplyCouponSchema, response: CartSchema },
  removeCoupon: { query: RemoveCouponQuerySchema, response: CartSchema },
  setShippingMethod: { body: SetShippingMethodSchema, response: CartSchema },
  shippingMethods: { response: ApplicableShippingMethodsSchema },
  updateSaveForLater: { body: UpdateSaveForLaterSchema, response: CartAndSavedSchema },
  saveForLater: { body: SaveForLaterRequestSchema, response: CartAndSavedSchema },
  removeSavedItem: { response: SaveForLaterSchema },
  reserveWithItem: { body: ReserveWithItemSchema, response: CartSchema },
  addPriceAdjustment: { body: PriceAdjustmentSchema, response: CartSchema },
  updatePriceAdjustment: { body: UpdatePriceAdjustmentSchema, response: CartSchema },
  removePriceAdjustment: { response: CartSchema },
  savedForLater: { query: SaveForLaterQuerySchema, response: SaveForLaterSchema },
  setShippingAddress: { body: SetShippingAddressSchema, response: CheckoutCartSchema },
  removeShippingAddress: { query: RemoveShippingAddressQuerySchema, response: CheckoutCartSchema },
  validateShippingAddress: { body: ValidateShippingAddressSchema, response: AddressValidationSchema },
  setBillingAddress: { body: SetBillingAddressSchema, response: CheckoutCartSchema },
  removeBillingAddress: { response: CheckoutCartSchema },
  paymentMethods: { response: PaymentMethodsSchema },
  addPaymentInstrument: { body: AddCheckoutInstrumentSchema, response: CheckoutCartSchema },
  removePaymentInstrument: { query: RemoveCheckoutInstrumentQuerySchema, response: CheckoutCartSchema },
  paymentSession: { query: PaymentSessionQuerySchema, response: PaymentSessionSchema },
  deviceFingerprint: { body: DeviceFingerprintSchema, response: DeviceFingerprintAnswerSchema },
  prepareOrder: { body: PrepareOrderSchema, response: CheckoutCartSchema },
  setPickupContact: { body: PickupContactSchema, response: CheckoutCartSchema },
  applyReward: { body: ApplyRewardSchema, response: CheckoutCartSchema },
  placeOrder: { body: PlaceOrderPayloadSchema, response: PlaceOrderResultSchema },
  updateOrderPayment: { body: UpdateOrderPaymentSchema, response: PlacedOrderSchema },
  checkoutOrder: { response: PlacedOrderSchema },
  giftCardBalance: { body: GiftCardBalanceRequestSchema, response: GiftCardBalanceSchema },
});
