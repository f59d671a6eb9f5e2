import type { VisitorKind, VisitorRole } from './visitor';

/** Banner precedence: employee, then athlete, then IPA, then Wranx. */
export const ROLE_BANNER_PRECEDENCE: readonly VisitorRole[] = ['employee', 'athlete', 'ipa', 'wranx'];

/**
 * The one role banner a visitor sees when several roles apply; null when none does.
 * @example roleBanner({ ...visitor, roles: ['wranx', 'athlete'] }) // 'athlete'
 */
export function roleBanner(visitor: Pick<VisitorKind, 'roles'>): VisitorRole | null {
  return ROLE_BANNER_PRECEDENCE.find((role) => visitor.roles.includes(role)) ?? null;
}
