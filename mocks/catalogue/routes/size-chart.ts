import type { IRequest } from 'itty-router';
import { sizeChartFor } from '../../data/size-charts';
import { contentLanguage } from '../../data/content-language';
import { errorResponse, json, siteOf, type MockRouter } from '../../http';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

/*
 * Internal: GET size-chart/{productType}, served by the content backend in the calling
 * site's language (the storefront names its locale); the storefront exposes it as
 * /fapi/size-chart/{productType}. productType is the product family (Product.productType),
 * e.g. jacket or sleepingBag.
 */


function getSizeChart(request: IRequest): Response {
  const chart = sizeChartFor(request.params.productType ?? '', contentLanguage(siteOf(request).language));
  if (!chart) return errorResponse(request, 'API404', 'Size chart not found');
  // Charts change with the range, not per request: let the storefront cache them.
  return json(chart, { headers: { 'cache-control': 'public, max-age=3600' } });
}

export function registerSizeChartRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.content.sizeChart, getSizeChart)]);
}
