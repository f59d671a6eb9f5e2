/**
 * Splits `amount` (a multiple of `step`) over `weights` in proportion, in whole
 * steps, so the parts add up to it exactly: floors first, then the leftover steps go to the
 * largest remainders (the earlier weight on a tie): a discount over lines, extra styles over leaves.
 */
export function prorate(amount: number, weights: readonly number[], step: number): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || whole <= 0) return weights.map(() => 0);
  const steps = Math.round(amount / step);
  const exact = weights.map((weight) => (steps * weight) / whole);
  const parts = exact.map(Math.floor);
  let left = steps - parts.reduce((sum, part) => sum + part, 0);
  const order = exact.map((value, i) => ({ i, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
  }
  return parts.map((part) => part * step);
}
