import type { StoredAddress } from '../../shared/address/schemas/address';
import type { PaymentMethodId } from '../../shared/payments';

/*
 * What checkout knows of a basket and its owner: what it gathered beside the basket, and what the
 * owner's account says. The checkout record reads it and the payment kinds are given it, so it
 * imports no payment kind and nothing that does.
 */

/** An instrument on a basket as the checkout tables keep it (amounts in minor units). */
export interface InstrumentRow {
  id: string;
  payment_method_id: PaymentMethodId;
  provider_ref: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  amount: number;
  /** JSON: what the method keeps beyond a card's brand and digits. */
  details: string;
}

/** What a basket gathers at checkout: each shipment's address, the billing address and the payment instruments. */
export interface CheckoutData {
  shippingAddresses: Array<{ shippingId: string; address: StoredAddress }>;
  billingAddress: StoredAddress | null;
  instruments: InstrumentRow[];
}

/** What the basket's owner's account says that checkout needs: a member's standing and points, an athlete's credit. */
export interface OwnerFacts {
  member: Member | null;
  athlete: AthleteCredit | null;
}

/** What the loyalty programme reads of a profile. */
export interface LoyaltyProfile {
  isLoyaltyMember?: boolean;
  loyaltyOptInDate?: string | null;
  loyaltySummary?: { points?: { balance?: number } } | null;
}

export interface Member {
  memberId: string | null;
  isMember: boolean;
  confirmed: boolean;
  points: number;
}

/** The shopper's loyalty standing (none for a guest, who has no profile); the points are the spendable balance once checkout has spent some, else the profile's. */
export function memberOf(profile: LoyaltyProfile | null, memberId: string | null, spendable: number | null): Member | null {
  if (!profile) return null;
  return {
    memberId,
    isMember: profile.isLoyaltyMember === true,
    // Enrolled but never confirmed the opt-in: the programme knows no opt-in date yet.
    confirmed: Boolean(profile.loyaltyOptInDate),
    points: spendable ?? profile.loyaltySummary?.points?.balance ?? 0,
  };
}

/** An athlete's credit as the profile states it (major units), and what checkout has spent of it (minor units) once it has. */
export interface AthleteCredit {
  annualCredit: number;
  currentSpend: number;
  stored: { annualCredit: number; currentSpend: number } | null;
}
