import * as z from 'zod';
import { InventoryStatusSchema } from './product';

/** A variant's SKU: style code + colour code + '-' + size code, e.g. JK123456001-M. */
export const SkuSchema = z.string().regex(/^[A-Z]{2}[A-Z0-9]{6}\d{3}-[A-Z0-9]+$/);

/**
 * POST /products/v1/products/{productId}/availability, body
 * `{ color?, sku?, quantity? }`: a colour code narrows the answer to that colour;
 * a sku with a quantity asks "can I buy this many?" and fails with INV700
 * (out of stock) or INV408 (more than is left) — the add-to-cart pre-check.
 */
export const AvailabilityRequestSchema = z.object({
  color: z.string().regex(/^\d{3}$/).optional(),
  sku: SkuSchema.optional(),
  quantity: z.number().int().min(1).max(999999).optional(),
});
export type AvailabilityRequest = z.infer<typeof AvailabilityRequestSchema>;

export const VariantAvailabilitySchema = z.object({
  sku: SkuSchema,
  color: z.string(),
  size: z.string(),
  available: z.boolean(),
  /** Online units; LOW_STOCK under 10 (labelled 'LOW STOCK'). */
  quantity: z.number().int().nonnegative(),
  status: InventoryStatusSchema,
});
export type VariantAvailability = z.infer<typeof VariantAvailabilitySchema>;

export const AvailabilityResponseSchema = z.object({
  productId: z.string(),
  variants: z.array(VariantAvailabilitySchema),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;

/**
 * GET /products/v2/products/{productId}/inventory?storeIds=a,b&sku= —
 * one SKU's stock in the given stores. Unknown store ids are left out.
 */
export const StoreInventoryResponseSchema = z.object({
  productId: z.string(),
  sku: SkuSchema,
  stores: z.array(z.object({ storeId: z.string(), quantity: z.number().int().nonnegative(), status: InventoryStatusSchema })),
});
export type StoreInventoryResponse = z.infer<typeof StoreInventoryResponseSchema>;

/** PUT /products/v1/notifications: tell me when this size is back. */
export const NotificationRequestSchema = z.object({
  email: z.string().max(100),
  productId: z.string(),
  sku: SkuSchema,
});
export type NotificationRequest = z.infer<typeof NotificationRequestSchema>;
export const NotificationResponseSchema = z.object({ productId: z.string(), sku: SkuSchema, email: z.string(), subscribed: z.literal(true) });
