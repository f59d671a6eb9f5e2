/** One flag's outcome for one visitor, as the worker decided it. */
export interface FlagDecision {
  variationKey: string | null;
  enabled: boolean;
  ruleKey: string | null;
  variables: Record<string, unknown>;
}

/** Decisions per flag key. */
export type ExperimentDecisions = Record<string, FlagDecision>;

/** A string variable of a decision, or null when the flag is off, absent or the variable is not a string. */
export function stringVariable(decision: FlagDecision | undefined, name: string): string | null {
  if (!decision?.enabled) return null;
  const value = decision.variables[name];
  return typeof value === 'string' ? value : null;
}
