import { DurableObject } from 'cloudflare:workers';
import { countAttempt, type AttemptWindow } from './attempt-window';

const WINDOW_KEY = 'window';

export interface CounterAnswer {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * One Durable Object per limiter and client: every isolate of every location
 * asks the same instance, so the count is exact, which no per-isolate counter
 * and no eventually consistent store can promise. The window lives in storage
 * (an evicted instance would otherwise forget it) and an alarm deletes it once
 * it has passed, so an idle client leaves nothing behind.
 */
export class RateLimitCounter extends DurableObject {
  async attempt(limit: number, windowMs: number): Promise<CounterAnswer> {
    // Input gates hold other calls while storage is read and written, so two attempts never see the same count.
    const previous = await this.ctx.storage.get<AttemptWindow>(WINDOW_KEY);
    const { window, allowed, retryAfterSeconds } = countAttempt(previous, Date.now(), limit, windowMs);
    await this.ctx.storage.put(WINDOW_KEY, window);
    if (previous?.resetAt !== window.resetAt) await this.ctx.storage.setAlarm(window.resetAt);
    return { allowed, retryAfterSeconds };
  }

  /** Forgets the window, as if the client had never tried (a development test control's use). */
  async reset(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  override async alarm(): Promise<void> {
    // An attempt may have opened a new window just before the alarm ran: keep that one.
    const window = await this.ctx.storage.get<AttemptWindow>(WINDOW_KEY);
    if (window && window.resetAt > Date.now()) await this.ctx.storage.setAlarm(window.resetAt);
    else await this.ctx.storage.deleteAll();
  }
}
