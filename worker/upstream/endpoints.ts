import { isDevelopment, type Env } from '../env';
import { ENDPOINT_GROUPS, MOCK_PREFIX, type EndpointGroup } from '../../shared/api';

export type { EndpointGroup };

const URL_VARS: Record<EndpointGroup, keyof Env> = {
  commerce: 'UPSTREAM_COMMERCE_URL',
  content: 'UPSTREAM_CONTENT_URL',
  images: 'UPSTREAM_IMAGES_URL',
  social: 'UPSTREAM_SOCIAL_URL',
  personalisation: 'UPSTREAM_PERSONALISATION_URL',
  experiments: 'UPSTREAM_EXPERIMENTS_URL',
  captcha: 'UPSTREAM_CAPTCHA_URL',
  payments: 'UPSTREAM_PAYMENTS_URL',
};

// Service bindings ignore the host; this one only makes logs readable.
const MOCKS_ORIGIN = 'https://mocks.ridgeline.internal';

export interface Upstream {
  group: EndpointGroup;
  mocked: boolean;
  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response>;
}

/** A group's configured base URL; null when its var is empty or `mock`, which sends it to the mocks worker. */
function configuredBase(env: Env, group: EndpointGroup): string | null {
  const base = String(env[URL_VARS[group]] ?? '').trim();
  return base === '' || base === 'mock' ? null : base;
}

/**
 * Per endpoint group, as this deploy's vars send it: to the mocks, or to a configured URL and
 * whether that URL can be called at all (an absolute http(s) URL). The URL itself is not
 * repeated: it is configuration an answer need not show.
 */
export function upstreamConfiguration(env: Env): { group: EndpointGroup; varName: keyof Env; mocked: boolean; valid: boolean }[] {
  return ENDPOINT_GROUPS.map((group) => {
    const base = configuredBase(env, group);
    const valid = base === null || (URL.canParse(base) && /^https?:$/.test(new URL(base).protocol));
    return { group, varName: URL_VARS[group], mocked: base === null, valid };
  });
}

/** Resolves an endpoint group to its configured base URL, or to the mocks worker. */
export function resolveUpstream(env: Env, group: EndpointGroup, forceMock: boolean): Upstream {
  const base = configuredBase(env, group);
  if (forceMock || base === null) {
    const prefix = MOCK_PREFIX[group] ?? '';
    return { group, mocked: true, fetch: (path, init) => env.MOCKS.fetch(`${MOCKS_ORIGIN}${prefix}${path}`, init) };
  }
  const root = base.replace(/\/+$/, '');
  return { group, mocked: false, fetch: (path, init) => fetch(`${root}${path}`, init) };
}

/**
 * Development switches mock mode per endpoint with a query parameter, e.g. `?mock=content,commerce` or `?mock=all`.
 */
export function parseMockGroups(env: Env, value: string | undefined): Set<EndpointGroup> {
  if (!isDevelopment(env) || !value) return new Set();
  const names = value.split(',').map((part) => part.trim());
  if (names.includes('all')) return new Set(ENDPOINT_GROUPS);
  return new Set(ENDPOINT_GROUPS.filter((group) => names.includes(group)));
}
