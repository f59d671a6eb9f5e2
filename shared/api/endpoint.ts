import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The third-party backends we call; each can be real or mocked on its own (mock mode). */
export const ENDPOINT_GROUPS = ['commerce', 'content', 'images', 'social', 'personalisation', 'experiments'] as const;
export type EndpointGroup = (typeof ENDPOINT_GROUPS)[number];

/**
 * The mocks worker plays every host on one origin; a host whose paths would collide with
 * another's lives under its own prefix there.
 */
export const MOCK_PREFIX: Readonly<Partial<Record<EndpointGroup, string>>> = { social: '/social', experiments: '/experiments' };

/**
 * One upstream call: method, path template (`:name` is one path segment), the backend it goes
 * to, and the zod schemas of its query, body and answer. The browser, the worker's proxy and
 * services, and the mocks all read these, so a path or payload exists in one place only.
 */
export interface Endpoint<Path extends string = string, Query extends z.ZodType | undefined = z.ZodType | undefined, Body extends z.ZodType | undefined = z.ZodType | undefined, Response extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly group: EndpointGroup;
  /** The browser may call it through the commerce proxy (`/api{path}`); everything else is the worker's alone. */
  readonly proxied: boolean;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  /** Searches carry the fake client IP on pre-production hosts, whoever sends them. */
  readonly searchClientIp?: boolean;
}

export type AnyEndpoint = Endpoint<string, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

/** The parameter names of a path template: `/a/:id/b/:itemId` gives `'id' | 'itemId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParamNames<`/${Rest}`> : Path extends `${string}:${infer Name}` ? Name : never;

export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string };

/** What a caller passes: params when the path has any, query and body when the entry declares them (a query of optional fields may be left out). */
export type EndpointInput<E extends AnyEndpoint> = (PathParamNames<E['path']> extends never ? { params?: undefined } : { params: PathParams<E['path']> }) &
  (E['query'] extends z.ZodType ? ({} extends z.input<E['query']> ? { query?: z.input<E['query']> } : { query: z.input<E['query']> }) : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

interface EndpointOptions<Query, Body, Response, Group, Proxied> {
  group?: Group;
  proxied?: Proxied;
  query?: Query;
  body?: Body;
  response?: Response;
  searchClientIp?: boolean;
}

/**
 * Declares one catalogue entry. Commerce calls are proxied unless said otherwise, the rest never
 * (the flag is a literal type, so only proxied entries type-check in the browser); an answer
 * whose shape the specification does not give is `unknown` until its feature arrives.
 */
export function endpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodUnknown,
  const Group extends EndpointGroup = 'commerce',
  const Proxied extends boolean = Group extends 'commerce' ? true : false,
>(method: Method, path: Path, options: EndpointOptions<Query, Body, Response, Group, Proxied> = {}): Endpoint<Path, Query, Body, Response> & { readonly method: Method; readonly group: Group; readonly proxied: Proxied } {
  const group = options.group ?? 'commerce';
  return {
    method,
    path,
    group: group as Group,
    proxied: (options.proxied ?? group === 'commerce') as Proxied,
    query: options.query as Query,
    body: options.body as Body,
    response: (options.response ?? z.unknown()) as Response,
    ...(options.searchClientIp ? { searchClientIp: true } : {}),
  };
}

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
