import { createContext, useContext } from 'react';
import type { ExperimentDecisions, FlagDecision } from '../../shared/experiments/decisions';

/*
 * issue 5 §3: the worker decides every flag before SSR and hands the decisions
 * over in AppState; blocks read them here, so the browser renders exactly the
 * server's variation and hydration never swaps content.
 */
const ExperimentsContext = createContext<ExperimentDecisions>({});
export const ExperimentsProvider = ExperimentsContext.Provider;

/** The decision for one flag, or undefined when the flag is unknown or experiments are off (baseline). */
export function useFlagDecision(flagKey: string | undefined): FlagDecision | undefined {
  const decisions = useContext(ExperimentsContext);
  return flagKey ? decisions[flagKey] : undefined;
}
