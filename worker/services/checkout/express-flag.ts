import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { resolveExperiments } from '../../middleware/decisions/experiments';

/** The feature flag that offers express checkout (the express-defaults feature). */
export const EXPRESS_FLAG = 'express_checkout_defaults';

/**
 * Whether the express-defaults feature is on for this visitor, decided like every other flag
 * from the experimentation datafile. A page request has its decisions already (the checkout page
 * renders with them); a checkout call decides them here. Without a datafile, or without the
 * visitor's consent to experiments, the flag shows its baseline: off.
 */
export async function expressFeatureOn(c: Context<AppEnv>): Promise<boolean> {
  const decisions = c.get('requestContext').experiments ?? (await resolveExperiments(c, { pageType: 'checkout' }, new URL(c.req.url).searchParams)).decisions;
  return decisions[EXPRESS_FLAG]?.enabled === true;
}
