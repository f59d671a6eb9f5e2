import * as z from 'zod';
import { CartSchema, CouponCodeSchema, GiftOptionSchema, ItemIdSchema, QuantitySchema, SaveForLaterSchema, ShippingIdSchema, ShippingMethodCodeSchema, StoreIdSchema } from './schemas/cart';
import { SkuSchema } from '../catalogue/schemas/inventory';
import { needsStore } from '../checkout/shipment-methods';

/*
 * The bodies and answers of the storefront's own cart routes (`shared/fapi` names them). The browser never holds a token or picks a
 * basket: the worker reads the basket from the shopper's session, so these bodies name only
 * lines, quantities and codes. The same schemas check input in the worker and type the client.
 */

/** Where an add came from (analytics' interaction origins); the worker ignores it. */
const OriginSchema = z.string().max(40).optional();

/** The largest body any cart route takes: a restore of a full cart. */
export const CART_BODY_MAX_BYTES = 8 * 1024;

export const AddToCartBodySchema = z
  .object({
    productId: SkuSchema,
    qty: QuantitySchema,
    /** Pickup in this store (the product page's store choice). */
    storeId: StoreIdSchema.optional(),
    giftOption: GiftOptionSchema.optional(),
    origin: OriginSchema,
  })
  .strict();
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

/** The key an add made offline carries in its Idempotency-Key header (`./idempotency.ts`). */
export const AddIdempotencyKeySchema = z.uuid();

/** The most lines one add of several takes: a recommendation carousel's products at most. */
export const ADD_SET_MAX_ITEMS = 12;

/** Several lines added in one cart action (a recommendation block's selected set), all or none. */
export const AddSetBodySchema = z
  .object({
    items: z.array(z.object({ productId: SkuSchema, qty: QuantitySchema }).strict()).min(1).max(ADD_SET_MAX_ITEMS),
    origin: OriginSchema,
  })
  .strict();
export type AddSetBody = z.infer<typeof AddSetBodySchema>;

export const UpdateLineBodySchema = z
  .object({
    qty: QuantitySchema.optional(),
    /** Null removes the gift option. */
    giftOption: GiftOptionSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => body.qty !== undefined || body.giftOption !== undefined, 'nothing to update');
export type UpdateLineBody = z.infer<typeof UpdateLineBodySchema>;

export const CouponBodySchema = z.object({ code: CouponCodeSchema }).strict();

export const DeliveryBodySchema = z
  .object({
    code: ShippingMethodCodeSchema,
    /** The shipment the line leaves. */
    shippingId: ShippingIdSchema,
    storeId: StoreIdSchema.optional(),
  })
  .strict()
  .refine((body) => needsStore(body.code) === (body.storeId !== undefined), 'a store is needed for pickup and ship to store, and only then');
export type DeliveryBody = z.infer<typeof DeliveryBodySchema>;

/** A cart the storefront remembers (its local copy), re-added to a new basket after the old one expired. */
export const RestoreBodySchema = z
  .object({ items: z.array(z.object({ productId: SkuSchema, qty: QuantitySchema, storeId: StoreIdSchema.optional() }).strict()).max(20) })
  .strict();
export type RestoreBody = z.infer<typeof RestoreBodySchema>;

export const ItemParamSchema = ItemIdSchema;

/** `saved=0` skips the saved list (a store employee is connected); `favStoreId` offers pickup there. */
export const CartReadQuerySchema = z.object({ saved: z.enum(['0', '1']).default('1'), favStoreId: StoreIdSchema.optional() }).strict();

/**
 * The shopper came from another site with a basket: its lines were brought into this site's
 * basket, priced in this site's currency, except those this site does not sell (left in the old
 * basket on its own site).
 */
export const SiteSwitchSchema = z.object({
  fromSiteId: z.string(),
  leftBehind: z.array(z.object({ productId: SkuSchema, name: z.string() })),
});
export type SiteSwitch = z.infer<typeof SiteSwitchSchema>;

/** Every cart route's answer: the basket (null when the shopper has none) and, when read, the saved-for-later list; `siteSwitch` when this call moved the basket from another site. */
export const CartAnswerSchema = z.object({
  cart: CartSchema.nullable(),
  saveForLater: SaveForLaterSchema.nullable(),
  siteSwitch: SiteSwitchSchema.optional(),
});
export type CartAnswer = z.infer<typeof CartAnswerSchema>;
