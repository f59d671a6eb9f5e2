import * as z from 'zod';
import { ReturnSchema } from '../../account/schemas/returns';
import { InStoreSalesInfoSchema } from '../../location/schemas/stores';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../validation/email';

// The email rule itself is zod-free (the browser checks it on every page); this is it for zod.
const EmailSchema = z.string().trim().min(1, EMAIL_INVALID_MESSAGE).refine(isValidEmail, EMAIL_INVALID_MESSAGE);

/*
 * A shopper's orders as the order history service answers them: amounts in major units of the
 * order's currency (the store keeps minor units), the order's status as `st`, and what the order
 * still allows (cancel, a return label, a gift card email sent again), decided by the backend.
 */

/** Order numbers: `RL` and eight digits. Path ids are checked against it before any call. */
export const OrderIdSchema = z.string().regex(/^RL\d{8}$/, 'An order number is RL followed by eight digits');

export const ORDER_STATUSES = ['created', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

const Money = z.number().nonnegative();

export const OrderLineSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int().positive(),
  price: z.object({ currency: z.string(), amount: Money }),
  rowTotal: Money,
  shipmentId: z.string(),
  digital: z.boolean(),
  pdpUrl: z.string().optional(),
  /** A gift card sent by email: who it went to, and when its email last went out. */
  giftOption: z.object({ email: z.string(), to: z.string(), message: z.string(), sentAt: z.string().nullable() }).optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderShipmentSchema = z.object({
  shipmentId: z.string(),
  shippingMethod: z.string(),
  status: z.enum(['pending', 'shipped', 'delivered', 'cancelled', 'returned']),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Where a collected shipment waits: its store (pickup, ship to store), by id and name. */
  store: z.object({ storeId: z.string(), name: z.string() }).optional(),
  /** A pick-up point shipment's collection point, by id and the name it had when ordered. */
  collectionPoint: z.object({ collectionPointId: z.string(), name: z.string() }).optional(),
  /** Where a home delivery goes. */
  address: z.lazy(() => OrderAddressSchema).optional(),
  /** Who collects a store or pick-up point shipment, where it was asked. */
  pickupContact: z.object({ contactName: z.string(), email: z.string(), phone: z.string() }).optional(),
});
export type OrderShipment = z.infer<typeof OrderShipmentSchema>;

export const OrderTotalsSchema = z.object({
  currency: z.string(),
  /** What the lines were charged, after every discount. */
  itemTotal: Money,
  /** Each promotion or price adjustment the order was given (negative), as the basket showed it; the items before discounts are itemTotal less these. */
  discounts: z.array(z.object({ promotionId: z.string(), name: z.string().nullable(), level: z.enum(['PRODUCT', 'ORDER']), amount: z.number().nonpositive() })).optional(),
  shipping: Money,
  tax: Money,
  /** Whether the item prices already include the tax (VAT) or it was added on top. */
  taxIncluded: z.boolean(),
  total: Money,
  totalUnits: z.number().int().nonnegative(),
});

export const OrderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  /** The state or province as its code, where the country has them. */
  province: z.string().optional(),
  postalCode: z.string(),
  countryCode: z.string(),
});

export const PaymentSummarySchema = z.object({ code: z.string(), label: z.string(), additionalData: z.record(z.string(), z.string()).optional() });

export const OrderSchema = z.object({
  orderNumber: OrderIdSchema,
  orderId: OrderIdSchema,
  st: OrderStatusSchema,
  createdAt: z.string(),
  siteId: z.string(),
  items: z.array(OrderLineSchema),
  shipments: z.array(OrderShipmentSchema),
  totals: OrderTotalsSchema,
  paymentMethod: z.array(PaymentSummarySchema),
  billingAddress: OrderAddressSchema,
  /** Sold in a store: the store and the employee who served the shopper. */
  inStoreSalesInfo: InStoreSalesInfoSchema.optional(),
  /** The returns made of it, oldest first. */
  returns: z.array(ReturnSchema).optional(),
  /** What the shopper may still do with it; the backend refuses anything else. */
  actions: z.object({
    cancel: z.boolean(),
    returnLabel: z.boolean(),
    /** The last day a return is accepted, once the order is delivered. */
    returnUntil: z.string().nullable(),
  }),
});
export type Order = z.infer<typeof OrderSchema>;

/*
 * The shapes an order takes elsewhere are picked from OrderSchema, so a field is written once:
 * a change to the order changes its confirmation and the place-order answer with it.
 */

/** An order as its confirmation page shows it: the order's own parts, and who placed it (a guest or not). */
export const OrderConfirmationSchema = OrderSchema.pick({
  orderNumber: true,
  items: true,
  shipments: true,
  totals: true,
  paymentMethod: true,
  billingAddress: true,
  inStoreSalesInfo: true,
}).extend({ email: z.string(), isGuest: z.boolean() });
export type OrderConfirmation = z.infer<typeof OrderConfirmationSchema>;

/**
 * The confirmation's part of an answer already checked where it came in (the placed order, an
 * order with who placed it): the keys OrderConfirmationSchema names, nothing more, without
 * checking it again.
 */
export function orderConfirmationOf(source: OrderConfirmation): OrderConfirmation {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(OrderConfirmationSchema.shape) as (keyof OrderConfirmation)[]) if (source[key] !== undefined) picked[key] = source[key];
  return picked as OrderConfirmation;
}

export const OrderSummarySchema = z.object({
  orderNumber: OrderIdSchema,
  orderId: OrderIdSchema,
  st: OrderStatusSchema,
  createdAt: z.string(),
  total: Money,
  currency: z.string(),
  totalUnits: z.number().int().nonnegative(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** History paging is offset/limit: `offset` orders skipped (newest first), at most `limit` answered. */
export const PURCHASE_HISTORY_MAX_LIMIT = 50;
export const PurchaseHistoryRequestSchema = z.object({
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(PURCHASE_HISTORY_MAX_LIMIT).default(10),
});
export type PurchaseHistoryRequest = z.input<typeof PurchaseHistoryRequestSchema>;

export const PurchaseHistorySchema = z.object({
  orders: z.array(OrderSummarySchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type PurchaseHistory = z.infer<typeof PurchaseHistorySchema>;

export const OrderRequestSchema = z.object({ orderId: OrderIdSchema });

export const TrackOrderRequestSchema = z.object({ orderNumber: z.string().trim().toUpperCase().pipe(OrderIdSchema), email: EmailSchema });
export type TrackOrderRequest = z.input<typeof TrackOrderRequestSchema>;

/** What tracking shows anyone who knows an order's number and email: no payment or address. */
export const TrackedOrderSchema = z.object({
  orderNumber: OrderIdSchema,
  st: OrderStatusSchema,
  createdAt: z.string(),
  items: z.array(z.object({ name: z.string(), qty: z.number().int().positive() })),
  shipments: z.array(OrderShipmentSchema),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;


export const ResendGiftCardEmailRequestSchema = z.object({ orderId: OrderIdSchema, itemId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) });
export const ResendGiftCardEmailSchema = z.object({ orderId: OrderIdSchema, itemId: z.string(), email: z.string(), sentAt: z.string() });
export type ResendGiftCardEmail = z.infer<typeof ResendGiftCardEmailSchema>;
