import { route, routes } from '../route';

/** The widget endpoint and the second recommendation engine's per-page array. */
export const recommendations = routes('recommendations', {
  widgetRecommendations: route('GET', '/products/v1/widgetRecommendations'),
  recommendationSets: route('GET', '/products/v1/recommendationSets'),
});
