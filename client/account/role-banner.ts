import type { ConsumerProfile } from '../../shared/account/schemas/consumer';
import { ROLE_BANNER_PRECEDENCE } from '../../shared/decisions/personalisation/banners';
import type { VisitorRole } from '../../shared/decisions/personalisation/visitor';

/** What the account overview's role banner says: the role and its spend against its allowance. */
export type ProfileBanner =
  | { role: 'employee'; spend: number; cap: number }
  | { role: 'athlete'; spend: number; credit: number }
  | { role: 'ipa' }
  | { role: 'wranx' };

/**
 * The one role banner a profile earns, by the precedence employee, athlete, IPA, WRANX. An
 * employee's associate discount shows only once they accepted its terms.
 */
export function profileBanner(profile: ConsumerProfile): ProfileBanner | null {
  const details = profile.consumerDetails;
  const identities = new Set(details.identity.map((item) => item.type));
  const banners: Partial<Record<VisitorRole, ProfileBanner>> = {};
  if (profile.consumerType === 'EMPLOYEE' && profile.isEmployeeDiscountTCAccepted === true) {
    banners.employee = { role: 'employee', spend: details.employee?.currentSpend ?? 0, cap: details.employee?.annualCap ?? 0 };
  }
  if (details.athlete) banners.athlete = { role: 'athlete', spend: details.athlete.currentSpend, credit: details.athlete.annualCredit ?? details.athlete.annualCap ?? 0 };
  if (identities.has('IPA')) banners.ipa = { role: 'ipa' };
  if (identities.has('WRANX')) banners.wranx = { role: 'wranx' };
  for (const role of ROLE_BANNER_PRECEDENCE) {
    const banner = banners[role];
    if (banner) return banner;
  }
  return null;
}
