import type { ServiceInputs } from '../services/inputs';
import { decideAll, requestDatafile } from '../decisions';

/** The feature flag that runs the loyalty programme on a site. */
export const LOYALTY_FLAG = 'loyalty_programme';

/**
 * Whether a datafile runs the programme on a site. The programme is a site's feature, not an
 * experiment: it is decided for the site (its `siteId` is the one attribute), never per shopper,
 * so one site's shoppers all see it or none do, and nothing is recorded. A site switches it off
 * with a rollout rule whose audience matches its siteId; a datafile without the flag runs it nowhere.
 */
export function loyaltyOnFor(datafile: unknown, siteId: string): boolean {
  return decideAll(datafile, { id: `site-${siteId}`, attributes: { siteId } })[LOYALTY_FLAG]?.enabled === true;
}

/** Whether the programme runs on this request's site; off without a datafile (experiments off), like every flag's baseline. */
export async function loyaltyProgrammeOn(inputs: Pick<ServiceInputs, 'env' | 'ctx' | 'waitUntil'>): Promise<boolean> {
  const datafile = await requestDatafile(inputs);
  return datafile ? loyaltyOnFor(datafile, inputs.ctx.site.siteId) : false;
}
