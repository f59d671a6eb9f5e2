import type { Env, RequestContext } from './env';
import type { EngineAnswer } from './decisions';
import type { ServiceInputs } from './services/inputs';

/*
 * The Hono app's environment: the bindings and what the middleware leaves for later layers on a
 * request. Apart from env.ts because it names services' types, and services read env.ts: together
 * they would import each other.
 */

export interface AppVariables {
  requestContext: RequestContext;
  secureHeadersNonce?: string;
  /**
   * Resolves, once the rendered page has gone out, to whether it went out whole: every deferred region
   * with its data, no region React gave up on, the stream ended normally. Only such a page may be shared.
   */
  renderWhole?: Promise<boolean>;
  /** The personalisation engine's answer for this page, asked before rendering (worker/decisions/personalisation-engine). */
  engineAnswer?: Promise<EngineAnswer | null>;
  /** The services' inputs for this request, built on first use (worker/middleware/request-context). */
  serviceInputs?: ServiceInputs;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
