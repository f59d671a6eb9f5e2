import type { z } from 'zod';
import type { PathParamNames } from '../../api/route';
import type { FapiRoute, PathParams } from '../route';

/*
 * The first-party catalogue's schema half, as the upstream catalogue's (`shared/api/endpoint.ts`):
 * each area's routes (`../routes/<area>.ts`, zod-free) with the schemas of what the route takes
 * and answers. The worker checks its input with these and the tests check its answers; the
 * browser's first load keeps importing the zod-free routes alone.
 */

/** What one route takes and answers. Each path parameter the worker checks has its own schema; an answer without a body is `z.undefined()`. */
export interface FapiSchemas<Path extends string = string> {
  readonly params?: { readonly [Name in keyof PathParams<Path>]?: z.ZodType<string> };
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

/** A route with its schemas. */
export type FapiEndpoint<R extends FapiRoute = FapiRoute, S extends FapiSchemas = FapiSchemas> = R & S;

/** Every route's entry, each checking only parameters its path has (spelled out, so a missing or stray name is an error at the call). */
type Complete<Routes extends Readonly<Record<string, FapiRoute>>, Schemas> = {
  readonly [Name in keyof Routes]: Name extends keyof Schemas
    ? Schemas[Name] extends { readonly params: infer Params }
      ? { readonly params: { readonly [Param in keyof Params]: Param extends PathParamNames<Routes[Name]['path']> ? z.ZodType<string> : never } }
      : unknown
    : FapiSchemas<Routes[Name]['path']>;
};

/**
 * One table of routes with its schemas. Every route must have its entry (with at least its
 * answer) and no entry may name a route the table does not have, so the halves cannot drift apart.
 */
export function withSchemas<
  const Routes extends Readonly<Record<string, FapiRoute>>,
  const Schemas extends { readonly [Name in keyof Routes]: FapiSchemas<Routes[Name]['path']> } & { readonly [Other in Exclude<keyof Schemas, keyof Routes>]: never },
>(routes: Routes, schemas: Schemas & Complete<Routes, Schemas>): { readonly [Name in keyof Routes]: FapiEndpoint<Routes[Name], Schemas[Name]> } {
  const table = schemas as Readonly<Record<string, FapiSchemas>>;
  return Object.fromEntries(Object.entries(routes).map(([name, entry]) => [name, { ...entry, ...table[name] }])) as never;
}
