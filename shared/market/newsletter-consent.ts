/*
 * How a market takes a newsletter subscriber's consent. Where the law asks for proof that the
 * address's owner asked (Germany, Norway), a sign-up stays pending until its owner follows the
 * link mailed to that address (double opt-in); elsewhere the sign-up counts at once. One line a
 * market, keyed by its siteId like the markets' figures.
 */

export const NEWSLETTER_DOUBLE_OPT_IN: Readonly<Record<string, boolean>> = {
  RL_US: false,
  RL_CA: false,
  RL_GB: false,
  RL_DE: true,
  RL_NO: true,
};

/** Whether a newsletter sign-up on this site waits for its mailed confirmation; an unknown market asks for it, the safer answer. */
export function requiresDoubleOptIn(site: { siteId: string }): boolean {
  return NEWSLETTER_DOUBLE_OPT_IN[site.siteId] ?? true;
}
