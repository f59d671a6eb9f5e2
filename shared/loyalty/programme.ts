/*
 * The loyalty programme's figures, plain data shared by the mocks (which keep the ledger) and the
 * storefront (which shows it): what an order earns, the vouchers a balance opens and the bonus a
 * new member is welcomed with. Amounts are in the site's currency.
 */

/** The voucher tiers: a voucher opens once the balance reaches its points. */
export const VOUCHER_POINTS = [500, 1000, 2500] as const;

/** Points given to every member when they join, enough for the first voucher. */
export const WELCOME_BONUS_POINTS = 500;

/**
 * Minor units of spend per point earned: one point per whole dollar, pound or euro, and per ten
 * kroner, whose unit is worth about a tenth as much.
 */
const MINOR_PER_POINT: Readonly<Record<string, number>> = { USD: 100, CAD: 100, GBP: 100, EUR: 100, NOK: 1000 };

/** How much a point is worth in major units of a currency: 100 points are one unit (ten kroner). */
const UNITS_PER_HUNDRED_POINTS: Readonly<Record<string, number>> = { USD: 1, CAD: 1, GBP: 1, EUR: 1, NOK: 10 };

/** The points a spend (minor units of `currency`) earns: whole points, rounded down. */
export function pointsEarned(spendMinor: number, currency: string): number {
  const per = MINOR_PER_POINT[currency] ?? 100;
  return spendMinor > 0 ? Math.floor(spendMinor / per) : 0;
}

/** What a voucher of `points` takes off an order, in major units of `currency`. */
export function voucherAmount(points: number, currency: string): number {
  return (points / 100) * (UNITS_PER_HUNDRED_POINTS[currency] ?? 1);
}

/** Every voucher tier with its value in a currency. */
export function voucherTiers(currency: string): { points: number; amountInCurrency: number }[] {
  return VOUCHER_POINTS.map((points) => ({ points, amountInCurrency: voucherAmount(points, currency) }));
}
