import * as z from 'zod';
import { THRESHOLD_STATUSES } from '../../shared/cart/schemas/cart';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../shared/routing/checkout-step';
import { checkoutKey, readChecked, writeChecked, type KeyValueStorage } from '../persistence';

/*
 * The checkout order as this browser remembers it between pages (local storage): the step the
 * shopper is on, the id of the current attempt to place the order, the shipping promotion's
 * threshold status, and whether the shopper accepted the terms of sale for this order. Nothing else, and nothing personal: addresses, cards and the basket stay on
 * the server. A reload or Back reads it; a double click, a reload or a retry of "Place order"
 * sends the same attempt id, so the backend makes one order of them.
 */
export const CheckoutOrderSchema = z.object({
  step: z.enum(CHECKOUT_STEPS),
  attemptId: z.uuid().nullable(),
  thresholdStatus: z.enum(THRESHOLD_STATUSES).nullable(),
  /** Ticked on billing, it stays ticked through a reload until the order is placed. */
  legalAccepted: z.boolean().default(false),
});

export type CheckoutOrder = z.infer<typeof CheckoutOrderSchema>;

export type ThresholdStatus = (typeof THRESHOLD_STATUSES)[number];

const FRESH: CheckoutOrder = { step: 'shipping', attemptId: null, thresholdStatus: null, legalAccepted: false };

/**
 * What is remembered; a missing, foreign or malformed value reads as a fresh checkout. With storage
 * blocked (a privacy setting) the checkout works for this page view only.
 */
export function readCheckoutOrder(given?: KeyValueStorage): CheckoutOrder {
  return readChecked(checkoutKey, CheckoutOrderSchema, given) ?? FRESH;
}

/** Full or blocked storage keeps nothing: what is returned still holds for this page view. */
function write(order: CheckoutOrder, given?: KeyValueStorage): CheckoutOrder {
  writeChecked(checkoutKey, CheckoutOrderSchema, order, given);
  return order;
}

export function rememberStep(step: CheckoutStep, given?: KeyValueStorage): CheckoutOrder {
  return write({ ...readCheckoutOrder(given), step }, given);
}

export function rememberLegalAccepted(legalAccepted: boolean, given?: KeyValueStorage): CheckoutOrder {
  return write({ ...readCheckoutOrder(given), legalAccepted }, given);
}

export function rememberThresholdStatus(thresholdStatus: ThresholdStatus | null, given?: KeyValueStorage): CheckoutOrder {
  return write({ ...readCheckoutOrder(given), thresholdStatus }, given);
}

/**
 * The id of this attempt to place the order: the remembered one, or a new one remembered before
 * it is sent, so the same click sent twice or after a reload carries the same id.
 */
export function attemptId(given?: KeyValueStorage, newId: () => string = () => crypto.randomUUID()): string {
  const order = readCheckoutOrder(given);
  if (order.attemptId) return order.attemptId;
  return write({ ...order, attemptId: newId() }, given).attemptId!;
}

/**
 * The attempt is over without an order that could still be completed (a refused card, a failed
 * challenge, a changed basket): the next "Place order" is a new attempt.
 */
export function endAttempt(given?: KeyValueStorage): CheckoutOrder {
  return write({ ...readCheckoutOrder(given), attemptId: null }, given);
}

/** After an order: back to shipping with no attempt and the terms to accept again, keeping the shipping threshold status. */
export function orderPlaced(given?: KeyValueStorage): CheckoutOrder {
  return write({ step: 'shipping', attemptId: null, thresholdStatus: readCheckoutOrder(given).thresholdStatus, legalAccepted: false }, given);
}
