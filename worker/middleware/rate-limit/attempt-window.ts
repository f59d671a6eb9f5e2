/** One client's attempts in the current fixed window. */
export interface AttemptWindow {
  count: number;
  /** Epoch ms when the window frees and counting starts again. */
  resetAt: number;
}

export interface Attempt {
  window: AttemptWindow;
  allowed: boolean;
  /** Whole seconds until the window frees (at least 1); what Retry-After says. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt. Every attempt counts, allowed or refused, successful or
 * not, so a right answer after many wrong ones is refused like any other
 * until the window frees.
 */
export function countAttempt(previous: AttemptWindow | undefined, now: number, limit: number, windowMs: number): Attempt {
  const current = previous && previous.resetAt > now ? previous : { count: 0, resetAt: now + windowMs };
  const window = { count: current.count + 1, resetAt: current.resetAt };
  return { window, allowed: window.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
}
