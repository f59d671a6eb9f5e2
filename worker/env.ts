import type { Site } from '../shared/site';
import type { PageType } from '../shared/routing';
import type { EndpointGroup } from './services/upstream/endpoints';

/** Bindings and vars from wrangler.toml; secrets are set with `wrangler secret put`. */
export interface Env {
  ASSETS: Fetcher;
  /** The embedded mock backend (mocks/), used for every endpoint group that has no upstream URL. */
  MOCKS: Fetcher;
  /** Published canvases, shared by every isolate (stale-while-revalidate). */
  CONTENT_CACHE: KVNamespace;
  ENVIRONMENT: string;
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
  /** spec §7 preview access token sent to the CMS in preview mode. */
  CMS_PREVIEW_TOKEN: string;
  UPSTREAM_COMMERCE_URL?: string;
  UPSTREAM_CONTENT_URL?: string;
  UPSTREAM_IMAGES_URL?: string;
  /** The social media host of the galleries (spec §7). */
  UPSTREAM_SOCIAL_URL?: string;
  /** spec §9: the favorites page size (default 24). */
  FAVORITES_PAGE_SIZE?: string;
  /** spec §6 "favorites are disabled when not allowed": "false" switches favorites off (default on). */
  FEATURE_FAVORITES?: string;
  /** Set by `npm run dev`: the client bundle is rebuilt while the worker runs. */
  DEV_WATCH?: string;
}

/** spec §7 site params, sent to every upstream. */
export interface SiteParams {
  siteId: string;
  channel: 'ECOMM' | 'MAPP';
  brand: string;
  region: string;
  source: 'ECOM15';
  clientApp: string;
}

/** Everything one request knows about itself; never shared across requests. */
export interface RequestContext {
  transactionId: string;
  correlationId: string;
  locale: string;
  site: Site;
  siteParams: SiteParams;
  pageType: PageType | 'api';
  /** Endpoint groups forced onto the mocks for this request (non-production only). */
  mockGroups: ReadonlySet<EndpointGroup>;
  sessionId: string | null;
  /** Editor preview (spec §2): only set for a valid preview token. */
  preview: PreviewState;
}

export interface PreviewState {
  active: boolean;
  /** ISO date the editor previews at; null means now. */
  date: string | null;
  bypassAllCache: boolean;
}

export interface AppVariables {
  requestContext: RequestContext;
  secureHeadersNonce?: string;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
