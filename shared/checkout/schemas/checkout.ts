import * as z from 'zod';
import { AddressInputSchema, StoredAddressSchema } from '../../address/schemas/address';
import { CaptchaResponseSchema } from '../../account/schemas/auth';
import { ApplicableShippingMethodsSchema, BasketIdSchema, CartSchema, ShipmentSchema, ShippingIdSchema, StoreIdSchema } from '../../cart/schemas/cart';
import { InStoreSalesInfoSchema } from '../../location/schemas/stores';
import { OrderConfirmationSchema, OrderIdSchema } from './orders';
import { CardBrandSchema, ExpiryMonthSchema, ExpiryYearSchema, PaymentInstrumentIdSchema } from '../../payments/schemas/payment-instruments';
import { PAYMENT_METHOD_IDS } from '../../payments/methods';
import { LoyaltyPointsSchema, instrumentBodySchema } from '../../payments/schemas/payment-fields';

/*
 * The commerce backend's checkout calls: a basket's shipping and billing addresses, the payment
 * methods it offers and the instruments that pay it, and the order it becomes. No request names
 * an amount: the backend charges the basket's own total.
 */

/** A payment method's id: the methods themselves are described in `shared/payments`. */
export const PaymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);

/** The backend's idempotency key for one order attempt: what the storefront derives it from is its own business. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

// ---- requests ----

/**
 * A shipment's address; the list holds one per shipment, each with its phone. A pick-up point
 * shipment names the collection point (its store id) it goes to, and only such a shipment does.
 */
export const ShipmentAddressSchema = AddressInputSchema.extend({ shippingId: ShippingIdSchema, collectionPointId: StoreIdSchema.optional() });
export const SetShippingAddressSchema = z.object({
  addresses: z.array(ShipmentAddressSchema).min(1).max(10),
  recaptcha_response: CaptchaResponseSchema.optional(),
  context: z.string().max(40).optional(),
  /** The shopper accepted the SMS opt-in's terms with this address: the basket keeps it. */
  smsOptIn: z.boolean().optional(),
});
export const RemoveShippingAddressQuerySchema = z.object({ shippingId: ShippingIdSchema.optional() });
export const ValidateShippingAddressSchema = z.object({ address: AddressInputSchema });
export const SetBillingAddressSchema = z.object({ address: AddressInputSchema });

export { LoyaltyPointsSchema } from '../../payments/schemas/payment-fields';

/**
 * One member per way of paying, built from the methods' backend bodies; the backend's registry of
 * payment kinds handles each by its method id.
 */
export const AddCheckoutInstrumentSchema = instrumentBodySchema('payment_method_id', 'backend');
export type AddCheckoutInstrument = z.infer<typeof AddCheckoutInstrumentSchema>;
export const RemoveCheckoutInstrumentQuerySchema = z.object({ payment_instrument_id: PaymentInstrumentIdSchema });

/** The basket's loyalty voucher (`PUT …/reward`), by the points it costs. */
export const ApplyRewardSchema = z.object({ appliedLoyaltyVoucher: LoyaltyPointsSchema }).strict();

/** A card's session, or the provider session Klarna or PayPal opens for the basket; `referer` is the shop's origin a PayPal approval returns to. */
export const PaymentSessionQuerySchema = z.object({ basketId: BasketIdSchema, paymentMethodId: z.enum(['CREDIT_CARD', 'KLARNA', 'PAYPAL']), referer: z.string().max(200).optional() });
export const PaymentSessionSchema = z.object({ sessionId: z.string(), basketId: BasketIdSchema });
export const DeviceFingerprintSchema = z.object({ basketId: BasketIdSchema, sessionId: z.string().regex(/^ps_[a-f0-9]{32}$/), fingerprint: z.string().min(8).max(200) });
/** Who collects the basket's store and collection-point shipments; the phone in international form. */
export const PickupContactSchema = z.object({
  email: z.string().trim().max(100),
  phone: z.string().regex(/^\+\d{6,15}$/),
  contactName: z.string().trim().min(2).max(60),
});
export type PickupContact = z.infer<typeof PickupContactSchema>;

/** A store a shipment is collected at, as checkout shows it. */
export const PickupStoreSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  address: z.object({ line1: z.string(), city: z.string(), province: z.string().optional(), postalCode: z.string(), country: z.string() }),
});
export type PickupStore = z.infer<typeof PickupStoreSchema>;

/** `status: EXPRESS` when express checkout prepares the order; the basket keeps it. */
export const PrepareOrderSchema = z.object({ basketId: BasketIdSchema, status: z.literal('EXPRESS').optional() });

/** The place-order payload. The billing address is the basket's unless one is given. */
export const PlaceOrderPayloadSchema = z.object({
  cartId: BasketIdSchema,
  billingAddress: AddressInputSchema.optional(),
  /** The instrument that pays what the others leave (or the only one); every instrument on the basket is charged its part. */
  paymentMethod: z.object({
    code: PaymentMethodIdSchema,
    id: PaymentInstrumentIdSchema,
    /** A card's payment session; other methods need none. */
    additionalData: z.object({ sessionID: z.string().max(100).optional(), bin: z.string().regex(/^\d{6,8}$/).optional(), type: z.string().max(20).optional() }),
  }),
  /** While a store employee serves the shopper. */
  inStoreSalesInfo: InStoreSalesInfoSchema.optional(),
  recaptcha_response: CaptchaResponseSchema,
});
export type PlaceOrderPayload = z.infer<typeof PlaceOrderPayloadSchema>;

export const UpdateOrderPaymentSchema = z.object({
  paymentMethod: z.object({
    code: z.literal('CREDIT_CARD'),
    additionalData: z.object({ threeDS2Result: z.string().min(1).max(200), paymentInstrumentId: PaymentInstrumentIdSchema.optional(), sessionID: z.string().max(100).optional(), cardType: z.string().max(20).optional() }),
  }),
});

// ---- answers ----

export const CheckoutInstrumentSchema = z.object({
  paymentInstrumentId: PaymentInstrumentIdSchema,
  payment_method_id: PaymentMethodIdSchema,
  /** What it pays of this basket, as things stand. */
  amount: z.number(),
  card: z.object({ brand: CardBrandSchema, last4: z.string(), expiryMonth: ExpiryMonthSchema, expiryYear: ExpiryYearSchema }).optional(),
  /** What the shopper is shown of a method that is not a card (a gift card's masked number, a voucher's points). */
  details: z.record(z.string(), z.string()).optional(),
});

export const LoyaltyVoucherSchema = z.object({ points: z.number().int().positive(), amountInCurrency: z.number(), available: z.boolean(), eligible: z.boolean() });
export type LoyaltyVoucher = z.infer<typeof LoyaltyVoucherSchema>;
export const LoyaltySchema = z.object({ currentLoyaltyPoints: z.number().int().nonnegative(), applicableLoyaltyVouchers: z.array(LoyaltyVoucherSchema), memberId: z.string() });
export type Loyalty = z.infer<typeof LoyaltySchema>;

/** A method the basket offers. Athlete payment says how much of the annual credit remains and how much of this basket it may pay (major units). */
export const OfferedPaymentMethodSchema = z.object({ id: PaymentMethodIdSchema, remainingAmount: z.number().optional(), payableAmount: z.number().optional() });
export type OfferedPaymentMethod = z.infer<typeof OfferedPaymentMethodSchema>;

/**
 * The basket with what checkout has gathered: every checkout call answers it. The order prepared for
 * checkout also carries each shipment's applicable methods and the payment methods on offer, as the
 * backend's cart does, so one call gives the checkout its state.
 */
export const CheckoutCartSchema = CartSchema.extend({
  shippingMethods: z.array(ShipmentSchema.extend({ applicableShippingMethods: ApplicableShippingMethodsSchema.shape.applicableShippingMethods.optional() })),
  paymentMethods: z.array(OfferedPaymentMethodSchema).optional(),
  shippingAddresses: z.array(z.object({ shippingId: z.string(), address: StoredAddressSchema })),
  billingAddress: StoredAddressSchema.nullable(),
  payment_instruments: z.array(CheckoutInstrumentSchema),
  /** How the order was prepared: EXPRESS when express checkout filled the basket in. */
  status: z.literal('EXPRESS').optional(),
  /** Who collects the store and collection-point shipments; null until given. */
  pickupContact: PickupContactSchema.nullable().optional(),
  /** The stores the basket's store shipments are collected at. */
  pickupStores: z.array(PickupStoreSchema).optional(),
  /** Whether the basket's site requires the pickup contact for its store and collection-point shipments. */
  pickupContactRequired: z.boolean().optional(),
  /** The SMS opt-in given with the shipping address; null when none was. */
  smsOptIn: z.boolean().nullable().optional(),
  /** A loyalty member's points and the vouchers they may turn them into (amounts in the basket's currency). */
  loyalty: LoyaltySchema.optional(),
});
export type CheckoutCart = z.infer<typeof CheckoutCartSchema>;

export const AddressValidationSchema = z.object({ valid: z.literal(true) });

export const PaymentMethodsSchema = z.object({ paymentMethods: z.array(OfferedPaymentMethodSchema) });

export const DeviceFingerprintAnswerSchema = z.object({ recorded: z.literal(true) });

export const OrderFlashSchema = z.object({ code: z.string(), details: z.object({ action: z.string().optional() }) });

/** A placed order as the place-order call answers it: the order's confirmation, with the guest's token and the flash. */
export const PlacedOrderSchema = OrderConfirmationSchema.extend({
  status: z.literal('placed'),
  /** A guest's token for the order (account creation with the order, tracking); null for a registered shopper. */
  st: z.string().nullable(),
  flash: z.array(OrderFlashSchema),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** Held for 3-D Secure: the flash PaymentNotAuthorized and the issuer's challenge page. */
export const PendingOrderSchema = z.object({
  status: z.literal('pending'),
  orderNumber: OrderIdSchema,
  flash: z.array(OrderFlashSchema),
  challengeUrl: z.string(),
});

export const PlaceOrderResultSchema = z.discriminatedUnion('status', [PlacedOrderSchema, PendingOrderSchema]);
export type PlaceOrderResult = z.infer<typeof PlaceOrderResultSchema>;
