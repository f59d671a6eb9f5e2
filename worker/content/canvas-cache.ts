import * as z from 'zod';
import type { ParsedCanvas } from '../../shared/page';
import type { UpstreamResult } from '../upstream';
import { MemoryCache } from './memory-cache';

/** A published canvas is fresh for a minute, then served stale while it is refreshed. */
export const FRESH_MS = 60_000;
/** A 404 is remembered briefly, so a missing page cannot hammer the CMS. */
export const NEGATIVE_FRESH_MS = 30_000;
/** How long KV keeps a copy to fall back on (stale-if-error). */
const STALE_TTL_S = 24 * 60 * 60;
// KV's minimum expiration.
const NEGATIVE_TTL_S = 60;
const KEY_PREFIX = 'canvas:v1:';

type CanvasResult = UpstreamResult<ParsedCanvas>;

const CacheEntrySchema = z.object({
  storedAt: z.number(),
  // Written by this worker, so only the envelope is checked: a foreign shape is a miss.
  result: z.union([
    z.object({ ok: z.literal(true), data: z.object({ id: z.string(), name: z.string(), sections: z.record(z.string(), z.array(z.any())) }).passthrough() }),
    z.object({ ok: z.literal(false), status: z.literal(404), errorId: z.string(), message: z.string() }),
  ]),
});
interface CacheEntry {
  storedAt: number;
  result: CanvasResult;
}

// Per-isolate layer in front of KV: published content is the same for every
// shopper of a site, and most requests of a hot page land on a warm isolate.
const MEMORY = new MemoryCache<CacheEntry>(STALE_TTL_S * 1000, 500);
// One background refresh per key per isolate, however many requests see it stale.
const REFRESHING = new Map<string, Promise<void>>();

export interface CanvasCacheOptions {
  kv: KVNamespace;
  waitUntil(promise: Promise<unknown>): void;
  log(event: object): void;
}

const cacheable = (result: CanvasResult) => result.ok || result.status === 404;
const isFresh = (entry: CacheEntry, now: number) => now - entry.storedAt < (entry.result.ok ? FRESH_MS : NEGATIVE_FRESH_MS);

async function readKv(kv: KVNamespace, key: string): Promise<CacheEntry | undefined> {
  const raw = await kv.get(key, 'json').catch(() => null);
  const parsed = CacheEntrySchema.safeParse(raw);
  return parsed.success ? (parsed.data as CacheEntry) : undefined;
}

async function store(key: string, entry: CacheEntry, options: CanvasCacheOptions): Promise<void> {
  MEMORY.set(key, entry);
  // KV refuses some keys (over 512 bytes: a hand-typed path of any length can make one) and
  // can fail on its own; the copy then lives in memory only, and the page was served anyway.
  await options.kv.put(key, JSON.stringify(entry), { expirationTtl: entry.result.ok ? STALE_TTL_S : NEGATIVE_TTL_S }).catch((error: unknown) => {
    options.log({ msg: 'canvas cache write failed', key: key.slice(0, 120), error: String(error) });
  });
}

/** Why the CMS is being asked: a refresh has a stale copy to fall back on, a miss has nothing. */
export type LoadPurpose = 'miss' | 'refresh';

function refresh(key: string, load: (purpose: LoadPurpose) => Promise<CanvasResult>, options: CanvasCacheOptions): void {
  if (REFRESHING.has(key)) return;
  const work = load('refresh')
    .then(async (result) => {
      // stale-if-error: an upstream failure leaves the stale copy in place.
      if (cacheable(result)) await store(key, { storedAt: Date.now(), result }, options);
      else options.log({ msg: 'canvas refresh failed; serving stale', key, status: result.ok ? 200 : result.status });
    })
    .finally(() => REFRESHING.delete(key));
  REFRESHING.set(key, work);
  options.waitUntil(work);
}

/**
 * Stale-while-revalidate over memory then KV: a fresh copy is served as is; a
 * stale one is served at once and refreshed in the background; a miss waits
 * for the CMS and stores what it said (a page, or a short-lived 404).
 */
export async function cachedCanvas(cacheKey: string, load: (purpose: LoadPurpose) => Promise<CanvasResult>, options: CanvasCacheOptions): Promise<CanvasResult> {
  const key = KEY_PREFIX + cacheKey;
  const now = Date.now();
  let entry = MEMORY.get(key, now);
  if (!entry) {
    entry = await readKv(options.kv, key);
    if (entry) MEMORY.set(key, entry, now);
  }
  if (entry) {
    if (!isFresh(entry, now)) refresh(key, load, options);
    return entry.result;
  }
  const result = await load('miss');
  if (cacheable(result)) options.waitUntil(store(key, { storedAt: now, result }, options));
  return result;
}

/** The KV key for a canvas cache key; tests and tooling inspect entries with it. */
export const canvasKvKey = (cacheKey: string) => KEY_PREFIX + cacheKey;
