import type { Loyalty, LoyaltyVoucher } from './schemas/checkout';

/**
 * The loyalty voucher checkout offers a member: the one costing the most points they can afford,
 * among those the programme makes available and this basket is eligible for; none when no voucher
 * qualifies.
 */
export function shownVoucher(loyalty: Pick<Loyalty, 'currentLoyaltyPoints' | 'applicableLoyaltyVouchers'>): LoyaltyVoucher | null {
  let best: LoyaltyVoucher | null = null;
  for (const voucher of loyalty.applicableLoyaltyVouchers) {
    if (!voucher.available || !voucher.eligible || voucher.points > loyalty.currentLoyaltyPoints) continue;
    if (!best || voucher.points > best.points) best = voucher;
  }
  return best;
}
