/** One substitution: every occurrence of `from` becomes `to`. */
export interface Replacement {
  from: string;
  to: string;
}

/**
 * Swaps per-response tokens in a whole document. The tokens (CSP nonces,
 * correlation and visitor ids, their placeholders) are unrelated random
 * strings, so none can overlap another and the order of rules is irrelevant.
 */
export function substituteTokens(text: string, replacements: readonly Replacement[]): string {
  let out = text;
  for (const { from, to } of replacements) if (from) out = out.split(from).join(to);
  return out;
}

export const invertReplacements = (replacements: readonly Replacement[]): Replacement[] => replacements.map(({ from, to }) => ({ from: to, to: from }));
