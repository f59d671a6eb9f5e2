import * as z from 'zod';

/*
 * Returns of a delivered order: the shopper chooses items, how many of each (no more than were
 * delivered and not yet sent back) and why; the backend records the return and issues the
 * carrier's label, a PDF.
 */

/** Why an item goes back; the shop words each one in the site's language. */
export const RETURN_REASONS = ['TOO_SMALL', 'TOO_LARGE', 'NOT_AS_DESCRIBED', 'DAMAGED', 'WRONG_ITEM', 'CHANGED_MIND'] as const;
export const ReturnReasonSchema = z.enum(RETURN_REASONS);
export type ReturnReason = z.infer<typeof ReturnReasonSchema>;

/** Where a return stands: its label issued, the parcel received at the warehouse, the money refunded. */
export const ReturnStateSchema = z.enum(['LABEL_CREATED', 'RECEIVED', 'REFUNDED']);
export type ReturnState = z.infer<typeof ReturnStateSchema>;

export const ReturnIdSchema = z.string().regex(/^RT\d{8}-\d{1,3}$/, 'A return id is RT, the order’s eight digits, a dash and its number');

export const MAX_RETURN_LINES = 50;

export const CreateReturnBodySchema = z
  .object({
    items: z
      .array(z.object({ itemId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/), qty: z.number().int().min(1).max(99) }).strict())
      .min(1)
      .max(MAX_RETURN_LINES)
      .refine((items) => new Set(items.map((item) => item.itemId)).size === items.length, 'Each item once'),
    reason: ReturnReasonSchema,
  })
  .strict();
export type CreateReturnBody = z.infer<typeof CreateReturnBodySchema>;

/** The backend's return call: a new return, or the label of one already made (a PDF). */
export const ReturnLabelRequestSchema = z.union([CreateReturnBodySchema, z.object({ returnId: ReturnIdSchema }).strict()]);

export const ReturnSchema = z.object({
  returnId: ReturnIdSchema,
  orderId: z.string(),
  state: ReturnStateSchema,
  reason: ReturnReasonSchema,
  carrier: z.string(),
  trackingNumber: z.string(),
  createdAt: z.string(),
  items: z.array(z.object({ itemId: z.string(), name: z.string(), qty: z.number().int().positive() })),
});
export type Return = z.infer<typeof ReturnSchema>;

/** How many of each line are already on a return. */
export function returnedQuantities(returns: readonly Pick<Return, 'items'>[]): Map<string, number> {
  const returned = new Map<string, number>();
  for (const entry of returns) for (const item of entry.items) returned.set(item.itemId, (returned.get(item.itemId) ?? 0) + item.qty);
  return returned;
}
