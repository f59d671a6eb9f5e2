import type { VisitorKind, VisitorRole } from '../../shared/decisions/personalisation';
import type { ShopperSession } from './session';

const ROLE_OF_IDENTITY: Readonly<Record<string, VisitorRole>> = { ATHLETE: 'athlete', IPA: 'ipa', WRANX: 'wranx' };

/**
 * What content choice should know of a shopper from their session: signed in, a loyalty member
 * (a member id), and their roles (an employee account, a profile's athlete, IPA or WRANX identity,
 * an associate's buy-in-store session). A guest is anonymous but for the cart and the store.
 */
export function visitorOfSession(session: ShopperSession | null, cartEmpty: boolean): VisitorKind {
  // An associate selling in a store is a class of visitor of its own: pages and prices may differ for them.
  const inStore: VisitorRole[] = session?.buyInStore ? ['instore'] : [];
  if (session?.type !== 'Registered') return { loggedIn: false, loyaltyMember: false, cartEmpty, roles: inStore };
  const roles = new Set<VisitorRole>(inStore);
  // The employee role (and with it the associate discount banner) only once the discount terms are accepted.
  if (session.consumerType === 'EMPLOYEE' && session.employeeTermsAccepted === true) roles.add('employee');
  for (const identity of session.identities) {
    const role = ROLE_OF_IDENTITY[identity];
    if (role) roles.add(role);
  }
  return { loggedIn: true, loyaltyMember: session.memberId !== null, cartEmpty, roles: [...roles].sort() };
}
