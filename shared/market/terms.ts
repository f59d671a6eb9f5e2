/*
 * The promises every market makes a shopper about delivery and returns, stated once so that the
 * shipping and returns pages' copy and the structured data search engines read agree: standard
 * delivery leaves the warehouse within a business day and arrives in 3 to 5 more; unused items
 * come back free within 60 days, by post or in a store.
 */

/** Business days, inclusive bounds. */
export interface DayRange {
  min: number;
  max: number;
}

export interface DeliveryTerms {
  /** From the order to the parcel leaving the warehouse. */
  handlingDays: DayRange;
  /** From the warehouse to the door with standard delivery. */
  transitDays: DayRange;
}

export interface ReturnTerms {
  /** Days after delivery within which an item may be sent back. */
  windowDays: number;
  byMail: boolean;
  /** Whether an item may be brought back to a store (a return, not a sale in store or a store's stock). */
  atStore: boolean;
  free: boolean;
}

export const STANDARD_DELIVERY: DeliveryTerms = { handlingDays: { min: 0, max: 1 }, transitDays: { min: 3, max: 5 } };

export const RETURNS: ReturnTerms = { windowDays: 60, byMail: true, atStore: true, free: true };
