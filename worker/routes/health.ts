import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { fapi } from '../../shared/fapi';
import type { Health } from '../../shared/fapi/schemas/server';
import { rateLimit } from '../middleware/rate-limit';
import { upstreamConfiguration } from '../upstream';

/*
 * GET /fapi/health — whether this deploy has what it serves with: each binding present (and the
 * KV namespace answering a read), each endpoint group's upstream either played by the mocks (and
 * then the MOCKS service bound) or configured with a URL that can be called. It writes nothing and
 * calls no upstream, so a monitor may poll it; it names checks and vars, never a value of them.
 */

/** A monitor polls every few seconds; a script hammering it is refused. */
const HEALTH_LIMIT = { name: 'health', limit: 60, windowSeconds: 60 } as const;
// A key no canvas has: the read proves the namespace answers, whatever it holds.
const KV_PROBE_KEY = 'health:probe';

const bound = (value: unknown, method: string) => typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[method] === 'function';

async function kvAnswers(env: Env): Promise<boolean> {
  if (!bound(env.CONTENT_CACHE, 'get')) return false;
  try {
    await env.CONTENT_CACHE.get(KV_PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

export async function healthChecks(env: Env): Promise<Pick<Health, 'checks' | 'upstreams'>> {
  const upstreams = upstreamConfiguration(env);
  const checks: Health['checks'] = [
    { name: 'ASSETS', ok: bound(env.ASSETS, 'fetch') },
    { name: 'CONTENT_CACHE', ok: await kvAnswers(env) },
    { name: 'RATE_LIMITER', ok: bound(env.RATE_LIMITER, 'idFromName') },
    { name: 'SESSION_LEDGER', ok: bound(env.SESSION_LEDGER, 'idFromName') },
    // The mocks service matters only while some group is played by it.
    ...(upstreams.some((upstream) => upstream.mocked) ? [{ name: 'MOCKS', ok: bound(env.MOCKS, 'fetch') }] : []),
    ...upstreams.filter((upstream) => !upstream.mocked).map((upstream) => ({ name: upstream.varName, ok: upstream.valid })),
  ];
  return { checks, upstreams: Object.fromEntries(upstreams.map((upstream) => [upstream.group, upstream.mocked ? 'mock' : 'configured'])) };
}

const limited = rateLimit(HEALTH_LIMIT);
// The limit counts in the RATE_LIMITER binding: without it the route still answers, to say so.
const healthLimit: MiddlewareHandler<AppEnv> = (c, next) => (bound(c.env.RATE_LIMITER, 'idFromName') ? limited(c, next) : next());

export const healthRoutes = new Hono<AppEnv>().on(fapi.health.read.method, fapi.health.read.path, healthLimit, async (c) => {
  const { checks, upstreams } = await healthChecks(c.env);
  const failed = checks.filter((check) => !check.ok).map((check) => check.name);
  c.header('cache-control', 'no-store');
  return c.json({ status: failed.length === 0 ? 'ok' : 'failing', failed, checks, upstreams } satisfies Health, failed.length === 0 ? 200 : 503);
});
