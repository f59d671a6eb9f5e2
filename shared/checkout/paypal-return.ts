import { PayPalTokenSchema } from '../payments/schemas/approvals';

/*
 * How PayPal's approval comes back to the checkout: `paypalToken` when the shopper approved,
 * `paypalCancelled=1` when they did not. The page takes the answer out of the address as soon as
 * it reads it, so the single-use token is not left in history, bookmarks or a shared link.
 */

export const PAYPAL_RETURN_PARAMS = ['paypalToken', 'paypalCancelled'] as const;

export type PayPalReturn = { approved: true; token: string } | { approved: false };

/** PayPal's answer in a checkout URL's query, or null when the page was not reached from PayPal (or the token is malformed). */
export function paypalReturnOf(search: string): PayPalReturn | null {
  const query = new URLSearchParams(search);
  const token = query.get('paypalToken');
  if (token !== null) return PayPalTokenSchema.safeParse(token).success ? { approved: true, token } : null;
  return query.get('paypalCancelled') === '1' ? { approved: false } : null;
}

/** The query with PayPal's answer alone, to keep on a redirect between checkout steps ('' when there is none). */
export function paypalReturnQuery(search: string): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAYPAL_RETURN_PARAMS) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The query without PayPal's answer. */
export function withoutPayPalReturn(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of PAYPAL_RETURN_PARAMS) query.delete(name);
  const text = query.toString();
  return text ? `?${text}` : '';
}
