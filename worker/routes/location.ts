import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { visitorCountry, locationPrompts } from '../location';
import type { VisitorLocation } from '../../shared/location/schemas/location';
import { fapi } from '../../shared/fapi';

/*
 * GET /fapi/location — where this visitor appears to be, with the location question in the
 * language of each site serving that country. Pages stay the same for every visitor (and so
 * cacheable): the browser asks this after hydration and decides whether to ask the visitor.
 * One visitor's answer, never stored by any cache.
 */
export const locationRoutes = new Hono<AppEnv>().on(fapi.location.read.method, fapi.location.read.path, (c) => {
  const ctx = c.get('requestContext');
  const country = visitorCountry(c.req.raw, ctx.url, c.env);
  c.header('cache-control', 'private, no-store');
  return c.json({ country, sites: locationPrompts(country) } satisfies VisitorLocation);
});
