import { appendQuery, buildPath, type HttpMethod, type PathParams } from '../api/route';

/*
 * The first-party catalogue's route half: what one of the storefront's own JSON routes is (method,
 * path) without its schemas. It imports no zod, so a page's first load can name a route for the
 * price of its path.
 */

export type { HttpMethod, PathParams };

/** Every first-party route lives under this prefix (the browser adds the page's locale before it). */
export const FAPI_PREFIX = '/fapi';

/** A first-party path, without the locale. */
export type FapiUrl = `/fapi/${string}`;

/**
 * One first-party route: its method and its whole path template (`:name` is one segment). Tables
 * are written out as plain data, so a page that calls a route carries its entry and no code to
 * build it; the worker's modules register the same whole paths.
 */
export interface FapiRoute<Method extends HttpMethod = HttpMethod, Path extends string = string> {
  readonly method: Method;
  readonly path: Path;
}

/** What the path of a route needs: its parameters when it has any, and an optional query. */
export type FapiPathInput<R extends FapiRoute> = (keyof PathParams<R['path']> extends never ? { params?: undefined } : { params: PathParams<R['path']> }) & { query?: Readonly<Record<string, unknown>> };

/** The path of one call (without the locale): parameters URL-encoded, query values appended, undefined left out. */
export function fapiPath<R extends FapiRoute>(entry: R, ...[input]: keyof PathParams<R['path']> extends never ? [FapiPathInput<R>?] : [FapiPathInput<R>]): FapiUrl {
  const search = appendQuery(new URLSearchParams(), input?.query).toString();
  return `${buildPath(entry.path, input?.params)}${search ? `?${search}` : ''}` as FapiUrl;
}

/** One worker module's routes, by name. */
export type FapiTable = Readonly<Record<string, FapiRoute>>;
