/*
 * The catalogue's metadata half: what a call is (method, path, backend, whether the browser may
 * make it) without its schemas. It imports no zod, so the browser builds a request from it and
 * loads the schemas only when it checks an answer (`client/api`).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The third-party backends we call; each can be real or mocked on its own (mock mode). */
export const ENDPOINT_GROUPS = ['commerce', 'content', 'images', 'social', 'personalisation', 'experiments', 'captcha', 'payments'] as const;
export type EndpointGroup = (typeof ENDPOINT_GROUPS)[number];

/**
 * The mocks worker plays every host on one origin; a host whose paths would collide with
 * another's lives under its own prefix there.
 */
export const MOCK_PREFIX: Readonly<Partial<Record<EndpointGroup, string>>> = { social: '/social', experiments: '/experiments', captcha: '/captcha', payments: '/payments' };

/** One upstream call without its schemas: method, path template (`:name` is one path segment) and the backend it goes to. */
export interface Route<Method extends HttpMethod = HttpMethod, Path extends string = string, Group extends EndpointGroup = EndpointGroup, Proxied extends boolean = boolean> {
  readonly method: Method;
  readonly path: Path;
  readonly group: Group;
  /** The browser may call it through the commerce proxy (`/api{path}`); everything else is the worker's alone. */
  readonly proxied: Proxied;
  /** Searches carry the fake client IP on pre-production hosts, whoever sends them. */
  readonly searchClientIp?: boolean;
}

/** A route in the catalogue, with its dotted name (`products.catalog`), by which the browser finds its schemas. */
export type NamedRoute<R extends Route = Route, Name extends string = string> = R & { readonly name: Name };

/**
 * Declares one call. Commerce calls are proxied unless said otherwise, the rest never (the flag
 * is a literal type, so only proxied entries type-check in the browser).
 */
export function route<const Method extends HttpMethod, const Path extends string, const Group extends EndpointGroup = 'commerce', const Proxied extends boolean = Group extends 'commerce' ? true : false>(
  method: Method,
  path: Path,
  options: { group?: Group; proxied?: Proxied; searchClientIp?: boolean } = {},
): Route<Method, Path, Group, Proxied> {
  const group = options.group ?? 'commerce';
  return {
    method,
    path,
    group: group as Group,
    proxied: (options.proxied ?? group === 'commerce') as Proxied,
    ...(options.searchClientIp ? { searchClientIp: true } : {}),
  };
}

/**
 * One area of the catalogue (`products`, `reviews`, …): each route gets its dotted name. (The
 * table is typed loosely on purpose: a `Route` constraint would give each `route(...)` call a
 * contextual type that widens its group and proxied flag.)
 */
export function routes<const Area extends string, const Table extends Record<string, object>>(area: Area, table: Table): { readonly [Name in keyof Table & string]: Table[Name] & { readonly name: `${Area}.${Name}` } } {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, { ...entry, name: `${area}.${name}` }])) as never;
}

/** The parameter names of a path template: `/a/:id/b/:itemId` gives `'id' | 'itemId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParamNames<`/${Rest}`> : Path extends `${string}:${infer Name}` ? Name : never;

export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string };

/** The path of one call: each parameter URL-encoded, so no id can change the path. */
export function buildPath(template: string, params: Readonly<Record<string, string>> | undefined): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** Query values as URLSearchParams; a list repeats the parameter, undefined is left out. */
export function appendQuery(target: URLSearchParams, query: unknown): URLSearchParams {
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) target.append(key, String(item));
      else target.set(key, String(value));
    }
  }
  return target;
}

// A parameter is one segment of ids: letters, digits, '-', '_' and '.', never '.' or '..' alone.
const SEGMENT = '(?!\\.\\.?/|\\.\\.?$)[A-Za-z0-9._-]+';

/** A template as an anchored pattern, for the proxy's allow-list. */
export function pathPattern(template: string): RegExp {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${template.split(/:[A-Za-z]+/).map(literal).join(SEGMENT)}$`);
}
