import { paysTheRest } from '../../shared/payments';
import type { InstrumentRow } from './checkout-facts';

/**
 * What each instrument pays of a total: fixed amounts first, oldest first, each no more than what
 * is left, then the one remainder method takes the rest. What no instrument covers is left to pay.
 */
export function allocate(total: number, instruments: readonly InstrumentRow[]): { amounts: Map<string, number>; remaining: number } {
  const amounts = new Map<string, number>();
  let left = total;
  for (const row of instruments) {
    if (paysTheRest(row.payment_method_id)) continue;
    const share = Math.max(0, Math.min(row.amount, left));
    amounts.set(row.id, share);
    left -= share;
  }
  const remainder = instruments.find((row) => paysTheRest(row.payment_method_id));
  if (remainder) {
    amounts.set(remainder.id, left);
    left = 0;
  }
  return { amounts, remaining: left };
}
