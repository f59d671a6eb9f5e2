import { api, buildPath } from '../../../shared/api';
import type { Env } from '../../env';
import type { Upstream } from '../../upstream/endpoints';
import { parseDatafile, type Datafile } from './datafile';

/*
 * The experimentation datafile: fetched from the CDN path by SDK key
 * with If-Modified-Since, kept in KV (shared by isolates) and in the isolate,
 * and refreshed in the background every 5 minutes, backing off
 * in steps after failures. With no good datafile at all (missing,
 * invalid or unreachable) the answer is null: every experiment shows its
 * baseline, and the error is logged, never shown.
 */

export const DATAFILE_POLL_MS = 5 * 60 * 1000;
/** The first datafile of a cold isolate blocks a page; later refreshes do not. */
const BLOCKING_FETCH_TIMEOUT_MS = 1500;
const BACKGROUND_FETCH_TIMEOUT_MS = 60_000;
const KV_PREFIX = 'experiments:datafile:';
/** KV keeps a datafile well past the poll so a cold isolate never starts empty. */
const KV_TTL_SECONDS = 7 * 24 * 60 * 60;

interface Stored {
  datafile: Datafile;
  lastModified: string | null;
  fetchedAt: number;
}

/** Backoff steps after a failed fetch, in seconds (the first retry waits the second step). */
const BACKOFF_SECONDS = [0, 8, 16, 32, 64, 128, 256, 512];

// Isolate caches of shared project data (never a visitor's), per SDK key and host.
const memory = new Map<string, Stored>();
const refreshing = new Set<string>();
// With no datafile at all, failures back off here so an unreachable CDN does
// not hold every page for the blocking timeout.
const failures = new Map<string, { step: number; retryAt: number }>();

export interface DatafileSource {
  sdkKey: string;
  upstream: Upstream;
  kv: KVNamespace;
  waitUntil(promise: Promise<unknown>): void;
  now?: number;
}

function cacheKey(source: DatafileSource): string {
  return `${source.upstream.mocked ? 'mock' : 'live'}:${source.sdkKey}`;
}

function logError(msg: string, sdkKey: string, error: unknown): void {
  console.error(JSON.stringify({ msg: `experiments: ${msg}`, sdkKey, error: String(error) }));
}

/** Fetches the datafile; 304 renews what we have; null when the CDN gave nothing usable. */
async function fetchDatafile(source: DatafileSource, previous: Stored | null, timeoutMs: number): Promise<Stored | null> {
  const now = source.now ?? Date.now();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  let response: Response;
  try {
    response = await source.upstream.fetch(buildPath(api.experiments.datafile.path, { file: `${source.sdkKey}.json` }), { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    logError('datafile unreachable', source.sdkKey, error);
    return null;
  }
  if (response.status === 304 && previous) {
    await response.body?.cancel();
    return { ...previous, fetchedAt: now };
  }
  if (!response.ok) {
    await response.body?.cancel();
    logError('datafile fetch failed', source.sdkKey, `status ${response.status}`);
    return null;
  }
  const datafile = parseDatafile(await response.text().catch(() => ''));
  if (!datafile) {
    logError('invalid datafile', source.sdkKey, 'schema');
    return null;
  }
  // The same revision keeps its object, so the parse and SDK caches keyed on it stay warm.
  const kept = previous && previous.datafile.revision === datafile.revision ? previous.datafile : datafile;
  return { datafile: kept, lastModified: response.headers.get('last-modified'), fetchedAt: now };
}

async function readKv(source: DatafileSource): Promise<Stored | null> {
  try {
    const raw = await source.kv.get<{ datafile: unknown; lastModified: string | null; fetchedAt: number }>(KV_PREFIX + cacheKey(source), 'json');
    const datafile = raw ? parseDatafile(raw.datafile) : null;
    if (!raw || !datafile || typeof raw.fetchedAt !== 'number') return null;
    return { datafile, lastModified: typeof raw.lastModified === 'string' ? raw.lastModified : null, fetchedAt: raw.fetchedAt };
  } catch (error) {
    logError('datafile cache unreadable', source.sdkKey, error);
    return null;
  }
}

/** Fetches and keeps the datafile; on failure, backs off and keeps serving `previous`. */
async function refresh(source: DatafileSource, previous: Stored | null, timeoutMs: number): Promise<Stored | null> {
  const key = cacheKey(source);
  const next = await fetchDatafile(source, previous, timeoutMs);
  if (!next) {
    // The last good datafile (like the SDK) keeps serving; retries back off.
    const step = Math.min((failures.get(key)?.step ?? 0) + 1, BACKOFF_SECONDS.length - 1);
    failures.set(key, { step, retryAt: (source.now ?? Date.now()) + BACKOFF_SECONDS[step]! * 1000 });
    return previous;
  }
  failures.delete(key);
  memory.set(key, next);
  if (next !== previous) await source.kv.put(KV_PREFIX + key, JSON.stringify(next), { expirationTtl: KV_TTL_SECONDS }).catch((error) => logError('datafile cache write failed', source.sdkKey, error));
  return next;
}

/**
 * One refresh per key behind the responses of however many requests see the datafile stale. No
 * request awaits another's: a promise one request made never settles for another once the first
 * is cancelled, so only the request that started a refresh holds it (in its waitUntil).
 */
function refreshBehind(source: DatafileSource, previous: Stored | null): void {
  const key = cacheKey(source);
  if (refreshing.has(key)) return;
  refreshing.add(key);
  source.waitUntil(refresh(source, previous, BACKGROUND_FETCH_TIMEOUT_MS).finally(() => refreshing.delete(key)));
}

/** This request's datafile, or null (baselines everywhere). Never throws. */
export async function loadDatafile(source: DatafileSource): Promise<Datafile | null> {
  const now = source.now ?? Date.now();
  const key = cacheKey(source);
  const inMemory = memory.get(key) ?? null;
  const stored = inMemory ?? (await readKv(source));
  if (stored) {
    if (!inMemory) memory.set(key, stored);
    if (now - stored.fetchedAt >= DATAFILE_POLL_MS && now >= (failures.get(key)?.retryAt ?? 0)) refreshBehind(source, stored);
    return stored.datafile;
  }
  const failed = failures.get(key);
  if (failed) {
    // Baselines now; the next attempt runs behind a response once the backoff has passed.
    if (now >= failed.retryAt) refreshBehind(source, null);
    return null;
  }
  const fetched = await refresh(source, null, BLOCKING_FETCH_TIMEOUT_MS);
  return fetched?.datafile ?? null;
}

/** The configured SDK key, or null when experiments are off: the datafile is only fetched when they are on. */
export function sdkKeyOf(env: Env): string | null {
  const key = env.OPTIMIZELY_SDK_KEY?.trim();
  return key ? key : null;
}
