import { catalogueEntries, pathPattern, type AnyEndpoint } from '../../shared/api';

/**
 * The only upstream calls the browser may make through `/api/*`: the catalogue entries marked
 * proxied, path for path and method for method. A path parameter matches one segment of ids.
 * The CMS, images, social, personalisation and experimentation hosts are never reachable here.
 */
const ROUTES: { pattern: RegExp; entry: AnyEndpoint }[] = catalogueEntries()
  .filter(({ entry }) => entry.proxied)
  .map(({ entry }) => ({ pattern: pathPattern(entry.path), entry }));

/** An allowed call carries its catalogue entry, so the proxy reads its properties (e.g. a search's client IP). */
export type AllowListMatch = { allowed: true; entry: AnyEndpoint } | { allowed: false; reason: 'path' | 'method' };

/** Whether the browser may call `method path` upstream through the proxy. */
export function matchAllowList(method: string, path: string): AllowListMatch {
  // Every template the path fits counts: a literal segment of one entry can also fit another's parameter.
  const routes = ROUTES.filter((candidate) => candidate.pattern.test(path));
  if (!routes.length) return { allowed: false, reason: 'path' };
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const route = routes.find((candidate) => candidate.entry.method === verb);
  return route ? { allowed: true, entry: route.entry } : { allowed: false, reason: 'method' };
}
