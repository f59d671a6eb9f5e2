import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import type { ServiceInputs } from '../../services/inputs';
import { limitAttempt } from '../rate-limit/rate-limit';

/**
 * The services' inputs for this request, built on first use and kept for the rest of it, so a
 * request that calls no service builds none and one that calls several builds them once.
 */
export function serviceInputs(c: Context<AppEnv>): ServiceInputs {
  const built = c.get('serviceInputs');
  if (built) return built;
  let issued: Map<string, string> | undefined;
  const inputs: ServiceInputs = {
    env: c.env,
    ctx: c.get('requestContext'),
    request: { method: c.req.method, header: (name) => c.req.header(name), cf: (c.req.raw as { cf?: unknown }).cf },
    session: {
      get: (name) => getCookie(c, name),
      set: (name, value, options) => {
        (issued ??= new Map()).set(name, value);
        setCookie(c, name, value, options);
      },
      issued: (name) => issued?.get(name),
    },
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    countAttempt: (limit) => limitAttempt(c, limit),
  };
  c.set('serviceInputs', inputs);
  return inputs;
}
