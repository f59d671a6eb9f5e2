import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fapi as routes, type FapiRoute } from '..';
import * as locationRoutes from '../routes/location';
import * as checkoutRoutes from '../routes/checkout';
import { fapi, withSchemas, type FapiCatalogue, type FapiSchemas } from '.';

const tables = (catalogue: object) => Object.entries(catalogue) as [string, Record<string, FapiRoute & Partial<FapiSchemas>>][];

describe("the first-party catalogue's schemas", () => {
  it('gives every route its answer', () => {
    for (const [table, entries] of tables(fapi)) for (const [name, entry] of Object.entries(entries)) expect(entry.response, `${table}.${name}`).toBeInstanceOf(z.ZodType);
  });

  it('keeps each route as the routes half has it', () => {
    expect(Object.keys(fapi).sort()).toEqual(Object.keys(routes).sort());
    for (const [table, entries] of tables(fapi)) {
      const own = routes[table as keyof typeof routes] as Record<string, FapiRoute>;
      expect(Object.keys(entries), table).toEqual(Object.keys(own));
      for (const [name, entry] of Object.entries(entries)) expect({ method: entry.method, path: entry.path }, `${table}.${name}`).toEqual(own[name]);
    }
  });

  it('checks only parameters the path has', () => {
    for (const [table, entries] of tables(fapi)) {
      for (const [name, entry] of Object.entries(entries)) for (const param of Object.keys(entry.params ?? {})) expect(entry.path, `${table}.${name}`).toContain(`:${param}`);
    }
  });

  it("checks a request with the worker's schemas", () => {
    expect(fapi.checkout.shippingMethod.body.safeParse({ shippingId: 'standard', code: 'standard', price: 0 }).success).toBe(false);
    expect(fapi.sizeChart.read.params.productType.safeParse('../x').success).toBe(false);
    expect(fapi.pages.sections.query.parse({})).toEqual({ kind: 'page' });
  });
});

// The compiler is the test: each line below must fail to type-check, or tsc reports its directive
// unused. A route added to a table without its schemas does not compile.

// @ts-expect-error a route without its schemas
export const missingRoute = withSchemas(checkoutRoutes.checkout, { read: { response: z.unknown() } });

// @ts-expect-error schemas for a route the table does not have
export const strayEntry = withSchemas(locationRoutes.location, { read: { response: z.unknown() }, write: { response: z.unknown() } });

// @ts-expect-error an entry without its answer
export const noAnswer = withSchemas(locationRoutes.location, { read: {} });

// @ts-expect-error a parameter the path does not have
export const strayParam = withSchemas(locationRoutes.location, { read: { params: { country: z.string() }, response: z.unknown() } });

// @ts-expect-error a table left as its routes alone, without schemas
export const routesAlone: FapiCatalogue = { ...fapi, cart: routes.cart };

const { session: _session, ...withoutSession } = fapi;
// @ts-expect-error a table left out
export const missingTable: FapiCatalogue = withoutSession;
