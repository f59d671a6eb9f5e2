import * as z from 'zod';
import { AddressInputSchema, StoredAddressSchema } from '../address/schemas/address';
import { CaptchaResponseSchema } from '../account/schemas/auth';
import { BasketIdSchema, CartSchema, ShippingIdSchema, ShippingMethodCodeSchema } from '../cart/schemas/cart';
import { OrderConfirmationSchema, OrderIdSchema } from './schemas/orders';
import { PaymentMethodIdSchema, LoyaltyPointsSchema, LoyaltySchema, LoyaltyVoucherSchema, OfferedPaymentMethodSchema, PickupContactSchema, PickupStoreSchema } from './schemas/checkout';
import { instrumentBodySchema } from '../payments/schemas/payment-fields';
import { GiftCardBalanceSchema, GiftCardNumberInputSchema, GiftCardPinInputSchema } from '../payments/schemas/gift-card';
import { CardBrandSchema, ExpiryMonthSchema, ExpiryYearSchema, PaymentInstrumentIdSchema, SavedCardSchema } from '../payments/schemas/payment-instruments';

/*
 * The bodies and answers of the storefront's own checkout routes (`shared/fapi` names them). Like the cart's, they name no basket:
 * the worker reads it from the shopper's session. No body carries a price or an amount; what is
 * charged is always the basket's own total. The same schemas check input in the worker and type
 * the checkout page.
 */

/** The largest body any checkout route takes: an address with every field at its longest. */
export const CHECKOUT_BODY_MAX_BYTES = 8 * 1024;

/**
 * An address typed at checkout: the address book's input, its type decided by the step (shipping
 * or billing) rather than by the browser. The country's rules are checked by the worker.
 */
export const CheckoutAddressSchema = AddressInputSchema.partial({ approachType: true, main: true });
export type CheckoutAddress = z.input<typeof CheckoutAddressSchema>;

// ---- requests ----

export const ShippingAddressBodySchema = z
  .object({
    address: CheckoutAddressSchema,
    /** The SMS opt-in, once the shopper has accepted its terms. */
    smsOptIn: z.object({ accepted: z.boolean() }).strict().optional(),
  })
  .strict();
export type ShippingAddressBody = z.input<typeof ShippingAddressBodySchema>;

export const ShippingMethodBodySchema = z.object({ shippingId: ShippingIdSchema, code: ShippingMethodCodeSchema }).strict();
export type ShippingMethodBody = z.infer<typeof ShippingMethodBodySchema>;

export const BillingAddressBodySchema = z.union([z.object({ sameAsShipping: z.literal(true) }).strict(), z.object({ address: CheckoutAddressSchema }).strict()]);
export type BillingAddressBody = z.input<typeof BillingAddressBodySchema>;

/** A card's session, or Klarna's (answered with its authorisation page rather than the card fields). */
export const PaymentSessionBodySchema = z.object({ paymentMethodId: z.enum(['CREDIT_CARD', 'KLARNA']) }).strict();
export type PaymentSessionBody = z.infer<typeof PaymentSessionBodySchema>;

/** The card form is the provider's hosted fields page (its own origin) in a frame; the page gets back only a single-use token. */
export const PaymentSessionAnswerSchema = z.object({ sessionId: z.string(), hostedFieldsUrl: z.string() });
export type PaymentSessionAnswer = z.infer<typeof PaymentSessionAnswerSchema>;

/**
 * An instrument to pay with, one member per way of paying, built from the methods' page bodies: a
 * card just typed (the provider's single-use token) or a saved card of the signed-in shopper, and
 * so on. No member carries an amount: what an instrument pays is the backend's to decide.
 */
export const PaymentInstrumentBodySchema = instrumentBodySchema('paymentMethodId', 'page');
export type PaymentInstrumentBody = z.infer<typeof PaymentInstrumentBodySchema>;

/** A gift card's balance check, before it is applied. */
export const GiftCardBalanceBodySchema = z.object({ giftCardNumber: GiftCardNumberInputSchema, pin: GiftCardPinInputSchema }).strict();
export type GiftCardBalanceBody = z.infer<typeof GiftCardBalanceBodySchema>;
export const GiftCardBalanceAnswerSchema = GiftCardBalanceSchema;
export type GiftCardBalanceAnswer = z.infer<typeof GiftCardBalanceAnswerSchema>;

/** A loyalty voucher for the basket, by the points it costs. */
export const LoyaltyVoucherBodySchema = z.object({ points: LoyaltyPointsSchema }).strict();
export type LoyaltyVoucherBody = z.infer<typeof LoyaltyVoucherBodySchema>;

export const PaymentInstrumentParamSchema = PaymentInstrumentIdSchema;

/**
 * One checkout attempt: `attemptId` is made once when the shopper presses place order and sent
 * again unchanged on every retry of that press, so a double click or a retried request gives
 * one order.
 */
export const PlaceOrderBodySchema = z
  .object({
    attemptId: z.uuid(),
    legalAccepted: z.literal(true),
    /** From `POST /captcha/v1/tokens` with the action placeOrder. */
    captcha: CaptchaResponseSchema,
    /** The basket the page is checking out: when it is already an order (placed in another tab), the answer names that order. */
    basketId: BasketIdSchema.optional(),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

export const OrderNumberParamSchema = OrderIdSchema;

/** The pickup contact as typed; the worker checks it with the site's rules and keeps the phone in international form. */
/** A signed-in shopper's own details, which the checkout's forms start from (the phone in international form). */
export const ShopperContactSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() });
export type ShopperContact = z.infer<typeof ShopperContactSchema>;

export const PickupContactBodySchema = z.object({ email: z.string().max(100), phone: z.string().max(30), contactName: z.string().max(60) }).strict();
export type PickupContactBody = z.infer<typeof PickupContactBodySchema>;

export const CollectionPointsQuerySchema = z.object({ postalCode: z.string().trim().min(2).max(10) });

/** A collection point for a pick-up point shipment, found near `postalCode` (searched again when chosen). */
export const CollectionPointBodySchema = z.object({ shippingId: ShippingIdSchema, postalCode: z.string().trim().min(2).max(10), storeId: z.string().regex(/^[A-Z]{2}-[A-Z]{3}-\d{2}$/) }).strict();
export type CollectionPointBody = z.infer<typeof CollectionPointBodySchema>;

export const CollectionPointsSchema = z.object({ points: z.array(PickupStoreSchema) });
export type CollectionPoints = z.infer<typeof CollectionPointsSchema>;

/** Express checkout takes nothing from the browser: everything comes from the shopper's account. */
export const ExpressBodySchema = z.object({}).strict();

/** Why a shopper may not check out express; the page goes on to the shipping step either way. */
export const EXPRESS_REFUSAL_ID = 'EXPRESS_NOT_AVAILABLE';
export const ExpressRefusalReasonSchema = z.enum(['signed-out', 'feature-off', 'no-main-card', 'no-address']);
export type ExpressRefusalReason = z.infer<typeof ExpressRefusalReasonSchema>;

/** Whether the shopper may check out express now, for a page without the checkout state (the cart). */
export const ExpressAvailabilitySchema = z.object({ available: z.boolean() });
export type ExpressAvailability = z.infer<typeof ExpressAvailabilitySchema>;

/** What the issuer's challenge page posted back to the checkout page. */
export const ThreeDSResultBodySchema = z.object({ threeDS2Result: z.string().min(1).max(200) }).strict();
export type ThreeDSResultBody = z.infer<typeof ThreeDSResultBodySchema>;

// ---- answers ----

export const ShippingMethodOptionSchema = z.object({
  code: ShippingMethodCodeSchema,
  label: z.string(),
  /** As the backend words it: "3-5", "1-2", "same day". */
  deliveryTime: z.string(),
  /** The method's price before the shipping promotions. */
  price: z.number(),
  /** What the chosen method is charged once a shipping promotion lowered it (0 when waived); absent otherwise. */
  promotedPrice: z.number().optional(),
  selected: z.boolean(),
});
export type ShippingMethodOption = z.infer<typeof ShippingMethodOptionSchema>;

export const CheckoutShipmentSchema = z.object({
  shippingId: z.string(),
  address: StoredAddressSchema.nullable(),
  /** The store a pickup or ship-to-store shipment is collected at; null for the others. */
  store: PickupStoreSchema.nullable(),
  /** Soonest first: same day, then by the first digit of a range such as "2-3" (1 when there is none). */
  methods: z.array(ShippingMethodOptionSchema),
});
export type CheckoutShipment = z.infer<typeof CheckoutShipmentSchema>;

export const CheckoutPaymentInstrumentSchema = z.object({
  paymentInstrumentId: PaymentInstrumentIdSchema,
  paymentMethodId: PaymentMethodIdSchema,
  amount: z.number(),
  card: z.object({ brand: CardBrandSchema, last4: z.string(), expiryMonth: ExpiryMonthSchema, expiryYear: ExpiryYearSchema }).optional(),
  /** What the shopper is shown of a method that is not a card (a gift card's masked number, a voucher's points). */
  details: z.record(z.string(), z.string()).optional(),
});
export type CheckoutPaymentInstrument = z.infer<typeof CheckoutPaymentInstrumentSchema>;

export const CheckoutStateSchema = z.object({
  /** The same view of the basket the cart page shows. */
  cart: CartSchema,
  shipments: z.array(CheckoutShipmentSchema),
  billingAddress: StoredAddressSchema.nullable(),
  paymentMethods: z.array(OfferedPaymentMethodSchema),
  paymentInstruments: z.array(CheckoutPaymentInstrumentSchema),
  /** A signed-in shopper's address book; empty for a guest. */
  savedAddresses: z.array(StoredAddressSchema),
  /** A signed-in shopper's saved cards; empty for a guest. */
  savedCards: z.array(SavedCardSchema),
  /** Whether each step is complete; a later step is not shown before the earlier ones are. */
  steps: z.object({ shipping: z.boolean(), billing: z.boolean() }),
  /** Whether this shopper may check out express (signed in, the feature on, a main card and somewhere to ship and bill). */
  expressAvailable: z.boolean(),
  /** EXPRESS once express checkout has filled the basket in. */
  status: z.literal('EXPRESS').optional(),
  /** Who collects the store and collection-point shipments, and whether this site requires that before the order. */
  pickupContact: PickupContactSchema.nullable(),
  pickupContactRequired: z.boolean(),
  /** The SMS opt-in accepted with the shipping address (kept on the basket; a signed-in shopper's account subscribed too); null when none was given. */
  smsOptIn: z.boolean().nullable(),
  /** A signed-in shopper's saved reward codes (by code) and reward cards (by last digits). */
  savedRewards: z.array(z.object({ paymentInstrumentId: PaymentInstrumentIdSchema, kind: z.enum(['REWARD_CODE', 'REWARD_CARD']), label: z.string() })).optional(),
  /** A loyalty member's points, the vouchers, and the one checkout offers (the most points they can afford). */
  loyalty: LoyaltySchema.extend({ voucher: LoyaltyVoucherSchema.nullable() }).optional(),
});
export type CheckoutState = z.infer<typeof CheckoutStateSchema>;

/** The order as its confirmation page shows it: picked from the one order schema. */
export { OrderConfirmationSchema, type OrderConfirmation } from './schemas/orders';

export const PlacedAnswerSchema = z.object({ status: z.literal('placed'), order: OrderConfirmationSchema });

/** 3-D Secure: open the challenge dialog with `challengeUrl` in a frame; the issuer posts `{ type: 'threeDS2Result', result }` to this window. */
export const ChallengeAnswerSchema = z.object({ status: z.literal('challenge'), orderNumber: OrderIdSchema, challengeUrl: z.string() });

export const PlaceOrderAnswerSchema = z.discriminatedUnion('status', [PlacedAnswerSchema, ChallengeAnswerSchema]);
export type PlaceOrderAnswer = z.infer<typeof PlaceOrderAnswerSchema>;

/** The answer to the issuer's result: placed, or an error (PaymentNotAuthorized) after which the basket is a new one. */
export const ThreeDSAnswerSchema = PlacedAnswerSchema;
export type ThreeDSAnswer = z.infer<typeof ThreeDSAnswerSchema>;

/** What the issuer's challenge page posts to the checkout window. */
export const ThreeDSMessageSchema = z.object({ type: z.literal('threeDS2Result'), result: z.string().min(1).max(200) });

/** Klarna's authorisation page (the provider's origin) for the page to frame after the pay-later terms. */
export const KlarnaSessionAnswerSchema = z.object({ sessionId: z.string(), authorizationUrl: z.string() });
export type KlarnaSessionAnswer = z.infer<typeof KlarnaSessionAnswerSchema>;

/** `POST /fapi/checkout/paypal` takes nothing: the return is always the shop's own summary step. */
export const PayPalApprovalBodySchema = z.object({}).strict();
/** Where the page sends the shopper to approve with PayPal; the approval returns to the summary step with `paypalToken` (or `paypalCancelled=1`). */
export const PayPalApprovalAnswerSchema = z.object({ approvalUrl: z.string() });
export type PayPalApprovalAnswer = z.infer<typeof PayPalApprovalAnswerSchema>;
