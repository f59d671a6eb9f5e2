import type { ServiceInputs } from '../services/inputs';
import { decideAll, experimentsAllowed, requestDatafile, resolveExperiments } from '../decisions';

/** The feature flag that offers express checkout (the express-defaults feature). */
export const EXPRESS_FLAG = 'express_checkout_defaults';

/**
 * The one id every visitor without analytics consent is decided as: no id of their own is made
 * or kept, so a rollout's percentage cannot tell them apart or follow them.
 */
const NO_CONSENT_VISITOR = 'no-analytics-consent';

/**
 * Whether the express-defaults feature is on for this visitor, from the experimentation datafile.
 * A visitor who consented to analytics is decided like every other flag: a page request has its
 * decisions already (the checkout page renders with them), a checkout call decides them here.
 * A feature is not an experiment and measures no one, so it does not wait for that consent:
 * without it the flag's rollout alone decides, for a visitor nobody can tell apart, and nothing
 * is recorded; a flag that runs an experiment stays off for them. Without a datafile it is off.
 */
export async function expressFeatureOn(inputs: ServiceInputs): Promise<boolean> {
  const { ctx } = inputs;
  if (!experimentsAllowed(ctx)) return rolloutOn(inputs, EXPRESS_FLAG);
  const decisions = ctx.experiments ?? (await resolveExperiments(inputs, { pageType: 'checkout' }, ctx.url.searchParams)).decisions;
  return decisions[EXPRESS_FLAG]?.enabled === true;
}

async function rolloutOn(inputs: ServiceInputs, flagKey: string): Promise<boolean> {
  const datafile = await requestDatafile(inputs);
  const flag = datafile?.featureFlags.find((candidate) => candidate.key === flagKey);
  if (!datafile || !flag || flag.experimentIds.length > 0) return false;
  // The SDK sends no decision event here (the worker's SDK never dispatches; events go through the consent-checked event route).
  return decideAll(datafile, { id: NO_CONSENT_VISITOR, attributes: {} })[flagKey]?.enabled === true;
}
