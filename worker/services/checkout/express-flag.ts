import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { resolveExperiments } from '../../middleware/decisions/experiments';

/** The feature flag that offers express checkout (the express-defaults feature). */
export const EXPRESS_FLAG = 'express_checkout_defaults';

/**
 * Whether the express-defaults feature is on for this visitor, decided like every other flag
 * from the experimentation datafile (as on the checkout page). Without a datafile, or without
 * the visitor's consent to experiments, the flag shows its baseline: off.
 */
export async function expressFeatureOn(c: Context<AppEnv>): Promise<boolean> {
  const resolved = await resolveExperiments(c, { pageType: 'checkout' }, new URL(c.req.url).searchParams);
  return resolved.decisions[EXPRESS_FLAG]?.enabled === true;
}
