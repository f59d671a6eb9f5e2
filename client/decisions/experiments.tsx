import { createContext, useContext, useEffect } from 'react';
import type { ExperimentDecisions, FlagDecision } from '../../shared/decisions/experiments/decisions';
import { reportImpression } from '../analytics/tracked-events';

/*
 * The worker decides every flag before SSR and hands the decisions
 * over in AppState; blocks read them here, so the browser renders exactly the
 * server's variation and hydration never swaps content.
 */
const ExperimentsContext = createContext<ExperimentDecisions>({});
export const ExperimentsProvider = ExperimentsContext.Provider;

/**
 * The decision for one flag, or undefined when the flag is unknown or experiments
 * are off (baseline). A component that reads it shows the flag, so once mounted
 * it reports the impression; the worker sends it to the vendor.
 */
export function useFlagDecision(flagKey: string | undefined): FlagDecision | undefined {
  const decisions = useContext(ExperimentsContext);
  const decision = flagKey ? decisions[flagKey] : undefined;
  const shown = decision ? flagKey : undefined;
  useEffect(() => {
    if (shown) reportImpression(shown);
  }, [shown]);
  return decision;
}
