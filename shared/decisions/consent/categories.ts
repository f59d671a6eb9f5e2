/** Consent categories (OneTrust group ids). */
export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Required (C0001) is never asked for: the site cannot work without it. */
export const OPTIONAL_CATEGORIES = ['C0002', 'C0003', 'C0004'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export const REQUIRED_CATEGORY = 'C0001' satisfies ConsentCategory;
/** Analytics pushes, the performance beacon, and experiments (their visitor id and events). */
export const PERFORMANCE_CATEGORY = 'C0002' satisfies ConsentCategory;
export const FUNCTIONAL_CATEGORY = 'C0003' satisfies ConsentCategory;
/** Personalisation, experiment attributes, customer-data segments, recommendation tracking, the pixel. */
export const TARGETING_CATEGORY = 'C0004' satisfies ConsentCategory;

export function isConsentCategory(value: string): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly string[]).includes(value);
}
