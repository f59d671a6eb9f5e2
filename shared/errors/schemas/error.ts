import * as z from 'zod';

/**
 * What an error may say beyond its id and message: the numeric catalogue code behind a named id
 * (CART_NOT_FOUND carries BSK404), how many of an item the cart may hold, the line concerned, the form field.
 */
export const ErrorDetailExtrasSchema = z.object({
  code: z.string().optional(),
  maxAllowedQty: z.number().int().nonnegative().optional(),
  itemId: z.string().optional(),
  /** The order a refusal points to (the basket was already placed as this order). */
  orderNumber: z.string().optional(),
  /** The form field a refusal is about, when a form's answers were checked. */
  field: z.string().optional(),
  /** The basket's flash messages an order refusal came with (a line gone, a shipment changed): the cart is to be read again. */
  flash: z.array(z.object({ type: z.string(), code: z.string().optional(), message: z.string(), details: z.record(z.string(), z.string()).optional() })).optional(),
});
export type ErrorDetailExtras = z.infer<typeof ErrorDetailExtrasSchema>;

/** The catalogue's error shape: clients read only the first errorDetails entry. */
export const ErrorResponseSchema = z.object({
  errorDetails: z.array(z.object({ errorId: z.string(), message: z.string() }).extend(ErrorDetailExtrasSchema.shape)).min(1),
  appId: z.string(),
  correlationId: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
