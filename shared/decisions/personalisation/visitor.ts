/** Profile roles that change content; `instore` is an associate selling in a store (the buy-in-store session). */
export const VISITOR_ROLES = ['employee', 'wranx', 'ipa', 'athlete', 'instore'] as const;
export type VisitorRole = (typeof VISITOR_ROLES)[number];

/** What content choice may know about the visitor: its visitor kind. */
export interface VisitorKind {
  loggedIn: boolean;
  loyaltyMember: boolean;
  cartEmpty: boolean;
  roles: readonly VisitorRole[];
}

/** Logged out, cart empty, no roles: every visitor without a valid visitor summary. */
export const ANONYMOUS_VISITOR: VisitorKind = Object.freeze({ loggedIn: false, loyaltyMember: false, cartEmpty: true, roles: Object.freeze([]) });


/**
 * A short, stable name of a visitor kind for cache keys: `anon` for the
 * anonymous visitor, otherwise login state, cart state and roles, e.g. `loyal.cart.athlete+employee`.
 * Loyalty only counts when logged in, because no condition reads it otherwise.
 */
export function visitorSegmentKey(visitor: VisitorKind): string {
  const login = !visitor.loggedIn ? 'guest' : visitor.loyaltyMember ? 'loyal' : 'member';
  const cart = visitor.cartEmpty ? 'empty' : 'cart';
  const roles = [...new Set(visitor.roles)].sort().join('+');
  if (login === 'guest' && cart === 'empty' && roles === '') return 'anon';
  return [login, cart, ...(roles ? [roles] : [])].join('.');
}
