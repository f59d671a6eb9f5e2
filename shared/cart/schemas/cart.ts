import * as z from 'zod';
import { ProductTileSchema } from '../../catalogue/schemas/catalog';
import { SkuSchema } from '../../catalogue/schemas/inventory';

/*
 * The basket a shopper buys from, its items, shipments, promotions and totals, and the list of
 * items saved for later. Amounts are in the site currency's major unit (149.95), rounded as that
 * currency is charged.
 */

/** A basket: 32 lower-case hex characters. */
export const BasketIdSchema = z.string().regex(/^[a-f0-9]{32}$/);
/** A line of a basket or of the saved-for-later list: 24 lower-case letters and digits. */
export const ItemIdSchema = z.string().regex(/^[a-z0-9]{24}$/);
export const SaveForLaterIdSchema = z.string().regex(/^SFL[A-F0-9]{20}$/);
export const AdjustmentIdSchema = z.string().regex(/^ADJ[A-F0-9]{20}$/);
/** A shipment: its method, and the store for store fulfilment (`pickup-US-SEA-01`). */
export const ShippingIdSchema = z.string().regex(/^(standard|pudo|digital|customs|(pickup|sts)-[A-Z]{2}-[A-Z]{3}-\d{2})$/);
export const StoreIdSchema = z.string().regex(/^[A-Z]{2}-[A-Z]{3}-\d{2}$/);
/** Coupon codes are at most 50 characters; case does not matter. */
export const CouponCodeSchema = z.string().trim().min(1).max(50).transform((code) => code.toUpperCase());

/** Item quantity limit: maxQty, 999999 when the caller does not give one. */
export const DEFAULT_MAX_QTY = 999999;
export const QuantitySchema = z.number().int().min(1).max(DEFAULT_MAX_QTY);

export const SHIPPING_METHOD_CODES = ['standard', 'pickup', 'sts', 'pudo', 'digital', 'customs'] as const;
export const ShippingMethodCodeSchema = z.enum(SHIPPING_METHOD_CODES);
export type ShippingMethodCode = z.infer<typeof ShippingMethodCodeSchema>;

export const PROMOTION_LEVELS = ['ORDER', 'PRODUCT', 'SHIPPING'] as const;
export const PromotionLevelSchema = z.enum(PROMOTION_LEVELS);
export type PromotionLevel = z.infer<typeof PromotionLevelSchema>;

/** A digital product's gift message: a custom gift option needs all three. */
export const GiftOptionSchema = z.object({
  email: z.string().trim().max(100).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email is not valid'),
  to: z.string().trim().min(1).max(50),
  message: z.string().trim().min(1).max(250),
});
export type GiftOption = z.infer<typeof GiftOptionSchema>;

// ---- requests ----

export const CartQuerySchema = z.object({
  favStoreId: StoreIdSchema.optional(),
  isPatchRequired: z.boolean().optional(),
  /** Re-check every line's stock and move pickup lines a store can no longer serve. */
  inventorySupplyCheck: z.boolean().optional(),
});

export const AddItemQuerySchema = z.object({
  /** `pickup` sends the added items to the store in favStoreId (or the item's own storeId). */
  action: z.literal('pickup').optional(),
  favStoreId: StoreIdSchema.optional(),
});

export const NewItemSchema = z.object({
  /** The variant: style, colour and size (`JK123456001-M`). */
  productId: SkuSchema,
  qty: QuantitySchema,
  maxQty: QuantitySchema.optional(),
  storeId: StoreIdSchema.optional(),
  giftOption: GiftOptionSchema.optional(),
});
export type NewItem = z.infer<typeof NewItemSchema>;

const NewItemsSchema = z.array(NewItemSchema).min(1).max(20);

export const CreateCartSchema = z.object({ favStoreId: StoreIdSchema.optional() });
export const CartWithItemSchema = z.object({ items: NewItemsSchema });
export const AddItemsSchema = z.object({ cartId: BasketIdSchema, items: NewItemsSchema });
export const RemoveItemQuerySchema = z.object({ cartId: BasketIdSchema, itemId: ItemIdSchema });

export const UpdateItemSchema = z
  .object({
    itemId: ItemIdSchema,
    /** Another variant of the same style (a size or colour change). */
    productId: SkuSchema.optional(),
    qty: QuantitySchema.optional(),
    maxQty: QuantitySchema.optional(),
    storeId: StoreIdSchema.optional(),
    /** Null removes the gift option. */
    giftOption: GiftOptionSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 1, 'nothing to update');
export type UpdateItem = z.infer<typeof UpdateItemSchema>;

export const ApplyCouponSchema = z.object({ cartId: BasketIdSchema, code: CouponCodeSchema });
export const RemoveCouponQuerySchema = z.object({ cartId: BasketIdSchema, code: CouponCodeSchema });

export const SetShippingMethodSchema = z.object({
  cartId: BasketIdSchema,
  code: ShippingMethodCodeSchema,
  /** The shipment the items leave. */
  shippingId: ShippingIdSchema,
  /** One line to move; without it, every line of the shipment moves. */
  itemId: ItemIdSchema.optional(),
  /** The store, for pickup and ship to store. */
  storeId: StoreIdSchema.optional(),
  /** The shopper chose it (rather than the storefront defaulting it). */
  shopperAppliedSM: z.boolean().optional(),
});

export const SaveForLaterRequestSchema = z.object({ itemId: ItemIdSchema });

/** Both answer the basket and the list, so the basket (cartId) is named either way. */
export const UpdateSaveForLaterSchema = z.discriminatedUnion('action', [
  /** Back to the basket, at the saved quantity. */
  z.object({ action: z.literal('moveToCart'), saveForLaterId: SaveForLaterIdSchema, itemId: ItemIdSchema, cartId: BasketIdSchema }),
  z.object({ action: z.literal('update'), saveForLaterId: SaveForLaterIdSchema, itemId: ItemIdSchema, cartId: BasketIdSchema, qty: QuantitySchema.optional(), productId: SkuSchema.optional() }),
]);

export const SaveForLaterQuerySchema = z.object({ start: z.number().int().nonnegative().optional(), count: z.number().int().positive().optional() });

export const PriceAdjustmentSchema = z.object({
  /** A line's adjustment; without it the adjustment is on the order. */
  itemId: ItemIdSchema.optional(),
  type: z.enum(['amount', 'percentage']),
  /** Off the line or order: an amount in the site currency, or a percentage up to 100. */
  value: z.number().positive().max(100000),
  reasonCode: z.string().trim().min(1).max(50),
});
export const UpdatePriceAdjustmentSchema = PriceAdjustmentSchema.pick({ type: true, value: true, reasonCode: true }).partial().refine((body) => Object.keys(body).length > 0, 'nothing to update');

export const ReserveWithItemSchema = z.object({ productId: SkuSchema, qty: QuantitySchema, storeId: StoreIdSchema });

// ---- answers ----

const Amount = z.number();

export const ShippingMethodSchema = z.object({ code: ShippingMethodCodeSchema, label: z.string(), deliveryTime: z.string() });
const PricedShippingMethodSchema = ShippingMethodSchema.extend({ price: Amount });
const VariantsSchema = z.array(z.object({ code: z.enum(['color', 'size']), value: z.string() }));

export const StoreInfoSchema = z.object({ id: z.string(), name: z.string(), storeInventory: z.number().int().nonnegative() });

export const ShippingOptionSchema = z.object({
  shippingMethod: ShippingMethodSchema,
  price: z.object({ amount: Amount }),
  storeInfo: StoreInfoSchema.optional(),
});

export const CartItemSchema = z.object({
  itemId: z.string(),
  id: z.string(),
  productId: SkuSchema,
  masterId: z.string(),
  name: z.string(),
  slug: z.string(),
  qty: z.number().int().positive(),
  maxQty: z.number().int().positive(),
  color: z.string(),
  variants: VariantsSchema,
  pdpUrl: z.string(),
  productImageURL: z.string(),
  eyebrow: z.string().optional(),
  badge: z.string().optional(),
  rating: z.object({ score: z.number(), reviewsCount: z.number().int().nonnegative() }).optional(),
  price: z.object({
    currency: z.string(),
    original: Amount,
    current: Amount,
    rowTotal: Amount,
    priceAfterItemDiscount: Amount,
    priceAfterOrderDiscount: Amount,
    proratedPrice: Amount,
  }),
  taxTotal: Amount,
  shipmentId: z.string(),
  shippingOptions: z.object({ selected: ShippingMethodCodeSchema, storeId: z.string().nullable(), available: z.array(ShippingOptionSchema) }),
  giftOption: GiftOptionSchema.nullable(),
  productPromotions: z.array(z.object({ promotionId: z.string(), campaignId: z.string(), couponCode: z.string().nullable(), price: Amount })),
  customerNotifications: z.array(z.object({ type: z.string(), message: z.string() })),
  /** Units left for this line's delivery (online, or at its store for pickup), as place order will count them; absent for a digital line. */
  inventory: z.number().int().nonnegative().optional(),
  bonus: z.boolean(),
  available: z.boolean(),
  isDigital: z.boolean(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const ShipmentSchema = z.object({
  shippingId: z.string(),
  shipmentId: z.string(),
  shippingMethod: PricedShippingMethodSchema,
  storeId: z.string().nullable(),
  itemIds: z.array(z.string()),
  shippingPromotions: z.array(z.object({ promotionId: z.string(), appliedDiscount: Amount, price: Amount })),
});

export const ApplicableShippingMethodsSchema = z.object({
  shippingId: z.string(),
  applicableShippingMethods: z.array(PricedShippingMethodSchema),
});

export const PromoSummarySchema = z.object({ promotionId: z.string(), promotionName: z.string(), calloutMessage: z.string(), level: PromotionLevelSchema });

export const THRESHOLD_STATUSES = ['Below Threshold', 'Above Threshold', 'Threshold Reached'] as const;
export const ApproachingPromotionSchema = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  promotionClass: PromotionLevelSchema,
  level: PromotionLevelSchema,
  /** Approaching, above-threshold and reached messages, separated by a pipe. */
  calloutMsg: z.string(),
  thresholdStatus: z.enum(THRESHOLD_STATUSES),
  /** What is left to spend; 0 once reached. */
  distanceFromConditionThreshold: Amount,
  /** The spend from which the shopper is told how close they are. */
  approachingDisplayLevel: Amount,
  threshold: Amount,
});
export type ApproachingPromotion = z.infer<typeof ApproachingPromotionSchema>;

export const FlashSchema = z.object({
  type: z.string(),
  code: z.string().optional(),
  message: z.string(),
  details: z.object({ itemId: z.string().optional(), shipmentId: z.string().optional(), from: z.string().optional(), to: z.string().optional(), action: z.string().optional(), available: z.string().optional() }),
});

export const CartTotalsSchema = z.object({
  currency: z.string(),
  itemTotal: Amount,
  itemSubTotal: Amount,
  totalDiscount: Amount,
  totalDiscountPercentage: z.number(),
  shipping: Amount,
  tax: Amount,
  taxAmount: Amount,
  total: Amount,
  totalWithoutTax: Amount,
  netAmount: Amount,
  remainingToPay: Amount,
  totalUnits: z.number().int().nonnegative(),
  /** What loyalty vouchers, reward codes and cards and athlete credit take off what is left to pay. */
  appliedRewards: z.array(z.object({ type: z.enum(['LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD', 'ATHLETES_PAYMENT']), amount: Amount, points: z.number().int().optional() })).optional(),
});
export type CartTotals = z.infer<typeof CartTotalsSchema>;

export const CartSchema = z.object({
  basketId: BasketIdSchema,
  id: BasketIdSchema,
  currency: z.string(),
  /** Lines, bonus items included. */
  totalItems: z.number().int().nonnegative(),
  items: z.array(CartItemSchema),
  shippingMethods: z.array(ShipmentSchema),
  couponItems: z.array(z.object({ code: z.string(), promotionId: z.string(), valid: z.boolean() })),
  orderPromotions: z.array(z.object({ promotionId: z.string(), promotionName: z.string(), couponCode: z.string().nullable(), price: Amount })),
  priceAdjustments: z.array(z.object({ adjustmentId: z.string(), itemId: z.string().nullable(), type: z.enum(['amount', 'percentage']), value: z.number(), reasonCode: z.string(), price: Amount })),
  promoSummary: z.array(PromoSummarySchema),
  approachingPromotions: z.array(ApproachingPromotionSchema),
  flash: z.array(FlashSchema),
  favoriteStoreId: z.string().nullable(),
  saveForLaterId: z.string().nullable(),
  totals: CartTotalsSchema,
  /** A basket untouched for 7 days is gone (CART_NOT_FOUND). */
  lastModified: z.string(),
});
export type Cart = z.infer<typeof CartSchema>;

export const SavedItemSchema = z.object({
  itemId: z.string(),
  productId: SkuSchema,
  masterId: z.string(),
  qty: z.number().int().positive(),
  variants: VariantsSchema,
  addedAt: z.string(),
  available: z.boolean(),
  /** A product dropped from the catalogue stays listed, without a tile, so it can be removed. */
  product: ProductTileSchema.nullable(),
});

/** GET /wishlists/v2/saveForLater: one page of the caller's saved items, newest first. */
export const SaveForLaterSchema = z.object({
  /** Null until the first item is saved. */
  saveForLaterId: z.string().nullable(),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  items: z.array(SavedItemSchema),
});
export type SaveForLater = z.infer<typeof SaveForLaterSchema>;

/** Saving, or moving back, changes both lists: the answer carries both. */
export const CartAndSavedSchema = z.object({ cart: CartSchema, saveForLater: SaveForLaterSchema });
