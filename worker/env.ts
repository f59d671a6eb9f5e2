import * as z from 'zod';
import type { Site } from '../shared/site';
import type { ClassifiedPath } from '../shared/routing';
import type { EndpointGroup } from '../shared/api';
import type { ExperimentDecisions } from '../shared/decisions/experiments/decisions';
import type { ConsentState } from '../shared/decisions/consent';
import type { VisitorKind } from '../shared/decisions/personalisation';
import type { RateLimitCounter } from './middleware/rate-limit/counter';
import type { SessionLedger } from './session/ledger';

/** Bindings and vars from wrangler.toml; secrets are set with `wrangler secret put`. */
export interface Env {
  ASSETS: Fetcher;
  /** The embedded mock backend (mocks/), used for every endpoint group that has no upstream URL. */
  MOCKS: Fetcher;
  /** Published canvases, shared by every isolate (stale-while-revalidate). */
  CONTENT_CACHE: KVNamespace;
  /** Attempt counters of the rate limiter (worker/middleware/rate-limit), one instance per limiter and client. */
  RATE_LIMITER: DurableObjectNamespace<RateLimitCounter>;
  /** Which registered sessions still stand (sign-out, sign out everywhere) and which single-use tokens are spent: one instance per account or token. */
  SESSION_LEDGER: DurableObjectNamespace<SessionLedger>;
  /**
   * `development` switches the test helpers on (`?mock=`, `?region=`, `x-html-cache: bypass`, the QA
   * test context, /fapi/test/visitor, /fapi/decisions); any other name is a pre-production host;
   * unset is production. Development sets it in `.dev.vars`, so a plain deploy has none of them.
   */
  ENVIRONMENT?: string;
  APP_ID: string;
  BRAND: string;
  CLIENT_APP: string;
  CMS_ENV: string;
  AUTH_ACCESS_KEY: string;
  SERVER_TRUST_ID: string;
  /** Signs editor preview tokens. */
  PREVIEW_SECRET: string;
  /** The key an editor enters at /preview/login. */
  PREVIEW_EDITOR_KEY: string;
  /** Preview access token sent to the CMS in preview mode. */
  CMS_PREVIEW_TOKEN: string;
  UPSTREAM_COMMERCE_URL?: string;
  UPSTREAM_CONTENT_URL?: string;
  UPSTREAM_IMAGES_URL?: string;
  /** The social media host of the galleries. */
  UPSTREAM_SOCIAL_URL?: string;
  /** The favorites page size (default 24). */
  FAVORITES_PAGE_SIZE?: string;
  /** `false` stops an add from opening the mini-cart (a toast says so instead); default on. */
  MINI_CART?: string;
  /** How long a toast stays, in ms (default 5000, 1000–60000). */
  TOAST_DISMISS_MS?: string;
  /** The saved-for-later list's page size (default 24, 1–96). */
  SAVE_FOR_LATER_PAGE_SIZE?: string;
  /** Favorites are disabled when not allowed: "false" switches favorites off (default on). */
  FEATURE_FAVORITES?: string;
  /** "true" makes the header's sign-in open the simplified enrolment dialog instead of the sign-in dialog (default off). */
  FEATURE_SIMPLIFIED_ENROLMENT?: string;
  /** Signs the visitor summary cookie `rl_vk` (HMAC-SHA256, worker/decisions). */
  VISITOR_SECRET: string;
  /** Seals the shopper's session cookie (AES-GCM, key by HKDF; worker/session). */
  SESSION_SECRET: string;
  /** Development only: the wait before the token call's one retry after a 409, so tests need not wait 2 s. */
  TOKEN_RETRY_DELAY_MS?: string;
  /** The personalisation engine host (decide call and tracking pixel); empty means the mocks. */
  UPSTREAM_PERSONALISATION_URL?: string;
  /** The decide call's time budget in ms (default 150); a miss renders the baselines. */
  PERSONALISATION_BUDGET_MS?: string;
  /** Tracker id sent with the customer-data tracking pixel. */
  TRACKING_PIXEL_TRACKER_ID?: string;
  /** The consent region when request.cf has no usable geo: EMEA, NA, LATAM or APAC; unset means EMEA. */
  CONSENT_DEFAULT_REGION?: string;
  /** The experimentation CDN and event log host; empty or "mock" plays it from the mocks. */
  UPSTREAM_EXPERIMENTS_URL?: string;
  /** The captcha provider, which answers a token per action; empty plays it from the mocks. */
  UPSTREAM_CAPTCHA_URL?: string;
  /**
   * The payment provider's hosted card fields, a public origin the browser frames (plus any base
   * path); empty plays it from the mocks, framed in development from the shop's other loopback name.
   */
  UPSTREAM_PAYMENTS_URL?: string;
  /** The experimentation SDK key whose datafile is fetched; empty switches experiments off. */
  OPTIMIZELY_SDK_KEY?: string;
  /** "true"/"false" sets the $opt_bot_filtering event attribute; unset follows the datafile's botFiltering. */
  OPTIMIZELY_BOT_FILTERING?: string;
  /** `off` switches the edge HTML cache (worker/middleware/html-cache) off; default on. */
  HTML_CACHE?: string;
  /** Set by `npm run dev`: the client bundle is rebuilt while the worker runs. */
  DEV_WATCH?: string;
}

/** The secrets every request needs; a deploy without one of them refuses to serve rather than guess. */
export const REQUIRED_SECRETS = ['AUTH_ACCESS_KEY', 'SERVER_TRUST_ID', 'PREVIEW_SECRET', 'PREVIEW_EDITOR_KEY', 'CMS_PREVIEW_TOKEN', 'VISITOR_SECRET', 'SESSION_SECRET'] as const;

/**
 * The session secret `.dev.vars.example` gives development. Anyone can read it, so outside
 * pre-production no session is sealed or opened with it, nor with a secret too short to be one.
 */
export const DEVELOPMENT_SESSION_SECRET = 'dev-session-secret-change-me-0123456789abcdef';
export const MIN_SESSION_SECRET_LENGTH = 32;

/** Test helpers run only where the environment says development explicitly. */
export function isDevelopment(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'development';
}

/** A named non-production host (development, staging…); an unset environment counts as production. */
export function isPreProduction(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return Boolean(env.ENVIRONMENT) && env.ENVIRONMENT !== 'production';
}

/**
 * A configuration reader that parses once per isolate: the vars are the same for every request, so
 * `parse` runs again only when one of `names` changes (a test's override), and a malformed value is
 * logged once rather than on every page. The answer is shared, so it is frozen.
 */
export function configReader<K extends keyof Env, T>(names: readonly K[], parse: (env: Pick<Env, K>) => T): (env: Pick<Env, K>) => Readonly<T> {
  let last: { key: string; value: Readonly<T> } | null = null;
  return (env) => {
    const key = JSON.stringify(names.map((name) => env[name] ?? null));
    if (last?.key !== key) last = { key, value: Object.freeze(parse(env)) };
    return last.value;
  };
}

/** An on/off var: true/false, 1/0 or on/off in any case; anything else is malformed. */
export const SwitchSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'on', 'off']))
  .transform((value) => value === 'true' || value === '1' || value === 'on');

/** Site params, sent to every upstream. */
export interface SiteParams {
  siteId: string;
  channel: 'ECOMM' | 'MAPP';
  brand: string;
  region: string;
  source: 'ECOM15';
  clientApp: string;
}

/** One upstream call a request made, for its log line: the catalogue route's name, how long it took and its answer's status (0 when none came). */
export interface UpstreamTiming {
  route: string;
  ms: number;
  status: number;
}

/** Everything one request knows about itself; never shared across requests. */
export interface RequestContext {
  transactionId: string;
  correlationId: string;
  /** The request URL, parsed once for every layer; read it, never modify it. */
  url: URL;
  locale: string;
  site: Site;
  siteParams: SiteParams;
  /**
   * The shopper page this request is for, classified once here and read by every later
   * layer (HTML cache, experiments, personalisation, page dispatch, SEO); null for anything
   * that is no page (the commerce proxy, first-party routes, assets without a locale).
   */
  route: ClassifiedPath | null;
  /** Endpoint groups forced onto the mocks for this request (non-production only). */
  mockGroups: ReadonlySet<EndpointGroup>;
  sessionId: string | null;
  /** Editor preview: only set for a valid preview token. */
  preview: PreviewState;
  /** Consent categories, resolved by the consent middleware (after preview). */
  consent: ConsentState;
  /** Visitor kind from the signed summary cookie; anonymous without a valid one. */
  visitor: VisitorKind;
  /** Segment or variant ids forced by the `p13n_testcontext` cookie, for QA. */
  testContext: readonly string[];
  /** The signed-in shopper's id for the personalisation engine (from the visitor summary); never in a cache key. */
  customerId: string | null;
  /** A short stable key of visitor kind and test context for cache keys; anonymous is `anon`. */
  segmentKey: string;
  /** This visitor's flag decisions on a page request (null elsewhere or with experiments off). */
  experiments: ExperimentDecisions | null;
  /** The anonymous experimentation visitor id (rl_vuid cookie, `vuid_` prefix). */
  visitorId: string;
  /** True when this response mints visitorId: the visitor has no history anywhere yet. */
  visitorIdIsNew: boolean;
  /** Each upstream call made for this request so far, in the order they ended (the request's log line reports them). */
  upstreamTimings: UpstreamTiming[];
}

export interface PreviewState {
  active: boolean;
  /**
   * A valid editor token came with the request (cookie or header), previewing or not: only then
   * are testers' overrides honoured in production. A token that does not verify counts for nothing.
   */
  editor: boolean;
  /** ISO date the editor previews at; null means now. */
  date: string | null;
  bypassAllCache: boolean;
}
