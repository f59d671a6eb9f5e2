/** Profile roles that change content (spec §1 users, §3 segment labels). */
export type VisitorRole = 'employee' | 'wranx' | 'ipa' | 'athlete';

/** What content choice may know about the visitor (spec §1 "Visitor kind"). */
export interface VisitorKind {
  loggedIn: boolean;
  loyaltyMember: boolean;
  cartEmpty: boolean;
  roles: readonly VisitorRole[];
}

/** Today's only visitor: nobody is signed in yet, so logged out, cart empty, no roles. */
export const ANONYMOUS_VISITOR: VisitorKind = Object.freeze({ loggedIn: false, loyaltyMember: false, cartEmpty: true, roles: Object.freeze([]) });
