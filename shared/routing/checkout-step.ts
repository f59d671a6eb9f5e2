/*
 * The checkout's steps and the rule that orders them: shipping, then billing, then summary. A
 * step is shown only once every step before it is complete, so a shopper who types or keeps the
 * address of a later step lands on the first one still to do. The worker's page loader and the
 * browser's navigation apply the same rule.
 */

export const CHECKOUT_STEPS = ['shipping', 'billing', 'summary'] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Which steps the basket has complete (the checkout state's `steps`). */
export interface CompletedSteps {
  shipping: boolean;
  billing: boolean;
}

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** The first step still to do: summary once shipping and billing are both complete. */
export function firstIncompleteStep(steps: CompletedSteps): CheckoutStep {
  if (!steps.shipping) return 'shipping';
  if (!steps.billing) return 'billing';
  return 'summary';
}

/** The step to show for the one asked: it, when every earlier step is complete, else the first incomplete one. */
export function allowedStep(requested: CheckoutStep, steps: CompletedSteps): CheckoutStep {
  const limit = firstIncompleteStep(steps);
  return CHECKOUT_STEPS.indexOf(requested) <= CHECKOUT_STEPS.indexOf(limit) ? requested : limit;
}

/**
 * The step a checkout path names (`/checkout/billing` → billing), from the path's segments after
 * the locale; the bare `/checkout` is shipping. Null for anything else under /checkout.
 */
export function stepOfSegments(segments: readonly string[]): CheckoutStep | null {
  if (segments[0] !== 'checkout' || segments.length > 2) return null;
  if (segments.length === 1) return 'shipping';
  return isCheckoutStep(segments[1]) ? segments[1] : null;
}

export function checkoutStepPath(locale: string, step: CheckoutStep): string {
  return `/${locale}/checkout/${step}`;
}
