import { appendQuery, buildPath, type HttpMethod, type PathParams } from '../api/route';

/*
 * The first-party catalogue's route half: what one of the storefront's own JSON routes is (method,
 * path, the mount its worker module serves it under) without its schemas. It imports no zod, so a
 * page's first load can name a route for the price of its path.
 */

export type { HttpMethod, PathParams };

/** Every first-party route lives under this prefix (the browser adds the page's locale before it). */
export const FAPI_PREFIX = '/fapi';

/**
 * One first-party route: its full path template (`:name` is one segment), the mount the worker's
 * module for it is routed under, and the rest of the path below that mount (`/` for the mount itself).
 */
export interface FapiRoute<Method extends HttpMethod = HttpMethod, Path extends string = string, Sub extends string = string> {
  readonly method: Method;
  readonly path: Path;
  readonly mount: string;
  readonly sub: Sub;
}

type Joined<Mount extends string, Sub extends string> = Sub extends '/' ? Mount : `${Mount}${Sub}`;

/**
 * One worker module's routes under its mount: each entry is `[method, path below the mount]`.
 * The table stays plain data so a page that calls one route carries only its area.
 */
export function fapiRoutes<const Mount extends `/fapi${string}`, const Table extends Record<string, readonly [HttpMethod, string]>>(
  mount: Mount,
  table: Table,
): { readonly [Name in keyof Table]: FapiRoute<Table[Name][0], Joined<Mount, Table[Name][1]>, Table[Name][1]> } {
  const entries: Record<string, FapiRoute> = {};
  for (const name in table) {
    const [method, sub] = table[name]!;
    entries[name] = { method, mount, sub, path: sub === '/' ? mount : mount + sub };
  }
  return entries as never;
}

/** The mount a table's worker module is routed under (every entry of a table shares it). */
export function mountOf(table: Readonly<Record<string, FapiRoute>>): string {
  return Object.values(table)[0]!.mount;
}

/** What the path of a route needs: its parameters when it has any, and an optional query. */
export type FapiPathInput<R extends FapiRoute> = (keyof PathParams<R['path']> extends never ? { params?: undefined } : { params: PathParams<R['path']> }) & { query?: Readonly<Record<string, unknown>> };

/** The path of one call (without the locale): parameters URL-encoded, query values appended, undefined left out. */
export function fapiPath<R extends FapiRoute>(entry: R, ...[input]: keyof PathParams<R['path']> extends never ? [FapiPathInput<R>?] : [FapiPathInput<R>]): `/fapi${string}` {
  const search = appendQuery(new URLSearchParams(), input?.query).toString();
  return `${buildPath(entry.path, input?.params)}${search ? `?${search}` : ''}` as `/fapi${string}`;
}
