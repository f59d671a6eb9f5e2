/*
 * Shipping methods are offered soonest first: "same day" counts as 0 days, a range such as "2-3"
 * by its first digit, and anything else as 1. Delivery times come worded in the site's language,
 * so "same day" is recognised in each of them.
 */

const SAME_DAY = /same\s*day|am selben tag|le jour même|samme dag/i;

export function deliveryRank(deliveryTime: string): number {
  if (SAME_DAY.test(deliveryTime)) return 0;
  const digit = /\d/.exec(deliveryTime);
  return digit ? Number(digit[0]) : 1;
}

/** A copy sorted soonest first; methods as soon as each other keep their order. */
export function byDeliveryTime<T extends { deliveryTime: string }>(methods: readonly T[]): T[] {
  return methods
    .map((method, index) => ({ method, index, rank: deliveryRank(method.deliveryTime) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.method);
}
