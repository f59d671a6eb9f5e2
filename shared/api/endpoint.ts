import * as z from 'zod';
import type { NamedRoute, PathParamNames, PathParams } from './route';

export * from './route';

/**
 * One upstream call: its route (method, path, backend, dotted name) and the zod schemas of its
 * query, body and answer. The browser, the worker's proxy and services, and the mocks all read
 * these, so a path or payload exists in one place only.
 */
export type Endpoint<Path extends string = string, Query extends z.ZodType | undefined = z.ZodType | undefined, Body extends z.ZodType | undefined = z.ZodType | undefined, Response extends z.ZodType = z.ZodType> = NamedRoute & {
  readonly path: Path;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
};

export type AnyEndpoint = Endpoint<string, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

export type { PathParamNames, PathParams };

/** What a caller passes: params when the path has any, query and body when the entry declares them (a query of optional fields may be left out). */
export type EndpointInput<E extends AnyEndpoint> = (PathParamNames<E['path']> extends never ? { params?: undefined } : { params: PathParams<E['path']> }) &
  (E['query'] extends z.ZodType ? ({} extends z.input<E['query']> ? { query?: z.input<E['query']> } : { query: z.input<E['query']> }) : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** The schemas of one entry; an answer whose shape the specification does not give is `unknown` until its feature arrives. */
export interface EndpointSchemas {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

type QueryOf<S> = S extends { readonly query: infer Q extends z.ZodType } ? Q : undefined;
type BodyOf<S> = S extends { readonly body: infer B extends z.ZodType } ? B : undefined;
type ResponseOf<S> = S extends { readonly response: infer R extends z.ZodType } ? R : z.ZodUnknown;

/**
 * One area of the catalogue: its routes (`routes/<area>.ts`) with their schemas. An entry left
 * out has none; a name the routes do not have is a type error, so the halves cannot drift apart.
 */
export function endpoints<
  const Routes extends Record<string, NamedRoute>,
  const Schemas extends { readonly [Name in keyof Routes]?: EndpointSchemas } & { readonly [Other in Exclude<keyof Schemas, keyof Routes>]: never },
>(routes: Routes, schemas: Schemas): { readonly [Name in keyof Routes]: Routes[Name] & { readonly query: QueryOf<Schemas[Name]>; readonly body: BodyOf<Schemas[Name]>; readonly response: ResponseOf<Schemas[Name]> } } {
  const table = schemas as Record<string, EndpointSchemas | undefined>;
  return Object.fromEntries(
    Object.entries(routes).map(([name, entry]) => {
      const { query, body, response } = table[name] ?? {};
      return [name, { ...entry, query, body, response: response ?? z.unknown() }];
    }),
  ) as never;
}
