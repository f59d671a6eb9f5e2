import { DurableObject } from 'cloudflare:workers';

const EPOCH_KEY = 'epoch';
const REVOKED_PREFIX = 'revoked:';
const SPENT_KEY = 'spent';

/**
 * What the sealed session cookie cannot know by itself: whether its holder signed out, or signed
 * out everywhere, since it was sealed. One instance per account (and one per single-use token),
 * so every isolate asks the same place and a revocation holds at once everywhere; a cookie
 * replayed after sign-out is refused on its next request.
 *
 * The account's sessions carry the epoch they were sealed under: ending every session moves the
 * epoch on, so none sealed before counts. One session signing out is remembered by its id until
 * that session could no longer have lived anyway, when an alarm forgets it.
 */
export class SessionLedger extends DurableObject {
  /** Whether a session of this account, sealed under `epoch`, still stands. */
  async isLive(sid: string, epoch: number): Promise<boolean> {
    const [current, revoked] = await Promise.all([this.ctx.storage.get<number>(EPOCH_KEY), this.ctx.storage.get<number>(REVOKED_PREFIX + sid)]);
    return epoch >= (current ?? 0) && revoked === undefined;
  }

  /** The epoch a session sealed now carries. */
  async epoch(): Promise<number> {
    return (await this.ctx.storage.get<number>(EPOCH_KEY)) ?? 0;
  }

  /** Ends one session (a sign-out); `until` is when it would have ended anyway (epoch ms). */
  async revoke(sid: string, until: number): Promise<void> {
    await this.ctx.storage.put(REVOKED_PREFIX + sid, until);
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > until) await this.ctx.storage.setAlarm(until);
  }

  /** Ends every session of the account sealed so far; answers the epoch a session sealed from now on carries. */
  async endAll(): Promise<number> {
    const next = ((await this.ctx.storage.get<number>(EPOCH_KEY)) ?? 0) + 1;
    await this.ctx.storage.put(EPOCH_KEY, next);
    return next;
  }

  /** A single-use token's one use: true the first time, false ever after (until `until`, when it has expired anyway). */
  async spend(until: number): Promise<boolean> {
    if ((await this.ctx.storage.get(SPENT_KEY)) !== undefined) return false;
    await this.ctx.storage.put(SPENT_KEY, until);
    await this.ctx.storage.setAlarm(until);
    return true;
  }

  override async alarm(): Promise<void> {
    const now = Date.now();
    const spent = await this.ctx.storage.get<number>(SPENT_KEY);
    if (spent !== undefined && spent <= now) await this.ctx.storage.delete(SPENT_KEY);
    const revoked = await this.ctx.storage.list<number>({ prefix: REVOKED_PREFIX });
    let next: number | null = null;
    for (const [key, until] of revoked) {
      if (until <= now) await this.ctx.storage.delete(key);
      else next = next === null ? until : Math.min(next, until);
    }
    if (spent !== undefined && spent > now) next = next === null ? spent : Math.min(next, spent);
    if (next !== null) await this.ctx.storage.setAlarm(next);
  }
}
