import type { VisitorKind } from './visitor';

/**
 * In segment choice for content, the non-loyalty condition was built as
 * `loggedIn && loyaltyMember`, which looks like a defect. We implement the
 * intended reading (`loggedIn && !loyaltyMember`); flip this flag to reproduce
 * the as-built behaviour if the business confirms it was deliberate.
 */
export const NON_LOYALTY_AS_BUILT = false;

const has = (visitor: VisitorKind, role: VisitorKind['roles'][number]) => visitor.roles.includes(role);

/** Conditions, by the name editors pick in the CMS. */
export const SEGMENT_CONDITIONS = {
  'logged-out': (visitor) => !visitor.loggedIn,
  'logged-in': (visitor) => visitor.loggedIn,
  'loyalty-logged-in': (visitor) => visitor.loggedIn && visitor.loyaltyMember,
  'non-loyalty-logged-in': (visitor) => visitor.loggedIn && (NON_LOYALTY_AS_BUILT ? visitor.loyaltyMember : !visitor.loyaltyMember),
  employee: (visitor) => has(visitor, 'employee'),
  'non-employee': (visitor) => !has(visitor, 'employee'),
  'cart-empty': (visitor) => visitor.cartEmpty,
  'cart-not-empty': (visitor) => !visitor.cartEmpty,
  'ipa-or-wranx': (visitor) => has(visitor, 'ipa') || has(visitor, 'wranx'),
  'wranx-only': (visitor) => has(visitor, 'wranx') && !has(visitor, 'ipa'),
  'ipa-only': (visitor) => has(visitor, 'ipa') && !has(visitor, 'wranx'),
  athlete: (visitor) => has(visitor, 'athlete'),
} as const satisfies Record<string, (visitor: VisitorKind) => boolean>;

export type BaseConditionName = keyof typeof SEGMENT_CONDITIONS;
/** Every condition also exists negated, as `not-<name>`. */
export type SegmentConditionName = BaseConditionName | `not-${BaseConditionName}`;

export const BASE_CONDITION_NAMES = Object.keys(SEGMENT_CONDITIONS) as BaseConditionName[];
export const SEGMENT_CONDITION_NAMES: SegmentConditionName[] = [...BASE_CONDITION_NAMES, ...BASE_CONDITION_NAMES.map((name) => `not-${name}` as const)];

/**
 * Evaluates one condition by name against a visitor.
 * @example evaluateCondition('not-logged-in', ANONYMOUS_VISITOR) // true
 */
export function evaluateCondition(name: SegmentConditionName, visitor: VisitorKind): boolean {
  if (name.startsWith('not-')) return !SEGMENT_CONDITIONS[name.slice(4) as BaseConditionName](visitor);
  return SEGMENT_CONDITIONS[name as BaseConditionName](visitor);
}
