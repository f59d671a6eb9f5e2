import { describe, expect, it } from 'vitest';
import { countAttempt, type AttemptWindow } from './attempt-window';

function attempts(times: number[], limit = 5, windowMs = 60_000) {
  let window: AttemptWindow | undefined;
  return times.map((now) => {
    const attempt = countAttempt(window, now, limit, windowMs);
    window = attempt.window;
    return attempt;
  });
}

describe('countAttempt', () => {
  it('allows `limit` attempts in a window and refuses the next with the seconds left', () => {
    const results = attempts([0, 1000, 2000, 3000, 4000, 10_500]);
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[5]!.retryAfterSeconds).toBe(50);
  });

  it('keeps counting refused attempts, so hammering never frees a slot early', () => {
    const results = attempts([0, 1, 2, 3, 4, 5, 6, 59_999]);
    expect(results.slice(5).map((result) => result.allowed)).toEqual([false, false, false]);
    expect(results[7]!.retryAfterSeconds).toBe(1);
  });

  it('starts a fresh window once the old one has passed', () => {
    const results = attempts([0, 1, 2, 3, 4, 5, 60_000, 60_001]);
    expect(results[5]!.allowed).toBe(false);
    expect(results[6]).toEqual({ window: { count: 1, resetAt: 120_000 }, allowed: true, retryAfterSeconds: 60 });
    expect(results[7]!.allowed).toBe(true);
  });
});
