import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { api } from '../../../shared/api';
import type { SizeChart } from '../../../shared/catalogue/schemas/product-sets';
import { MemoryCache } from '../../content';
import { createUpstreamClient, type UpstreamResult } from '../../upstream';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * GET /fapi/size-chart/{productType}   the size chart of a product family (the internal
 *                                       size-chart/{productType} call), from the content endpoint group.
 * Static content, the same for every shopper of a locale: kept per isolate and cacheable by the
 * browser; an unknown type is API404 (remembered briefly like a missing canvas).
 */
const FRESH_MS = 10 * 60_000;
const MISSING_MS = 30_000;
const CHARTS = new MemoryCache<UpstreamResult<SizeChart>>(FRESH_MS, 100);
const MISSING = new MemoryCache<true>(MISSING_MS, 100);

export const sizeChart = new Hono<AppEnv>().on(fapi.sizeChart.read.method, fapi.sizeChart.read.path, async (c) => {
  const parsed = fapi.sizeChart.read.params.productType.safeParse(c.req.param('productType'));
  if (!parsed.success) return apiError(c, 400, 'API400', 'A product type is required');
  const ctx = c.get('requestContext');
  // Editors previewing bypass caches everywhere else too.
  const useCache = !ctx.preview.active;
  const key = `${ctx.locale}:${parsed.data}`;
  if (useCache && MISSING.get(key)) return apiError(c, 'API404', 'Size chart not found');
  let result = useCache ? CHARTS.get(key) : undefined;
  if (!result) {
    result = await createUpstreamClient(c.env, ctx).call(api.content.sizeChart, { params: { productType: parsed.data } });
    if (useCache && result.ok) CHARTS.set(key, result);
    if (useCache && !result.ok && result.status === 404) MISSING.set(key, true);
  }
  if (!result.ok) return result.status === 404 ? apiError(c, 'API404', 'Size chart not found') : apiError(c, 502, 'GEN500', 'General error');
  c.header('cache-control', ctx.preview.active ? 'private, no-store' : 'public, max-age=300');
  return c.json(result.data);
});
