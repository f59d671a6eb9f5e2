import type { VisitorKind, VisitorRole } from '../../shared/decisions/personalisation';
import type { ShopperSession } from './session';

const ROLE_OF_IDENTITY: Readonly<Record<string, VisitorRole>> = { ATHLETE: 'athlete', IPA: 'ipa', WRANX: 'wranx' };

/**
 * What content choice should know of a shopper from their session: signed in, a loyalty member
 * (a member id), and their roles (an employee account, a profile's athlete, IPA or WRANX identity).
 * A guest is anonymous but for the cart.
 */
export function visitorOfSession(session: ShopperSession | null, cartEmpty: boolean): VisitorKind {
  if (session?.type !== 'Registered') return { loggedIn: false, loyaltyMember: false, cartEmpty, roles: [] };
  const roles = new Set<VisitorRole>();
  // The employee role (and with it the associate discount banner) only once the discount terms are accepted.
  if (session.consumerType === 'EMPLOYEE' && session.employeeTermsAccepted === true) roles.add('employee');
  for (const identity of session.identities) {
    const role = ROLE_OF_IDENTITY[identity];
    if (role) roles.add(role);
  }
  return { loggedIn: true, loyaltyMember: session.memberId !== null, cartEmpty, roles: [...roles].sort() };
}
