import { describe, expect, it } from 'vitest';
import type { RecommendationItem } from '../../../../shared/catalogue/schemas/recommendations';
import { api, apiUrl } from '../../../api';
import { recommendationImpressions, shouldSendImpressions, skeletonCards, upsellCount, widgetRecommendationsQuery } from './recommendation-view';

const item = (n: number): RecommendationItem => ({
  productId: `JK00000${n % 10}`, id: `JK00000${n % 10}`, image: { src: '/images/product/x.svg', alt: 'x' }, title: `Jacket ${n}`,
  review_average: 4, reviews_count: 3, url: '/en-us/p/jacket-JK000000', recommendationId: 'r', recToken: `r.${n}`,
  rating: { showScore: true, score: 4 },
  price: { currency: 'USD', lowOriginal: 100, highOriginal: 100, lowCurrent: 80, highCurrent: 80, percentagePriceDiscount: 20 },
});

describe('recommendation rules', () => {
  it('shows a 1-row skeleton for 3-cards and 2 rows otherwise', () => {
    expect(skeletonCards('3-cards')).toBe(3);
    expect(skeletonCards('5-cards')).toBe(10);
    expect(skeletonCards('6-cards')).toBe(12);
  });

  it('shows up to stackedCount in the upsell, else 3', () => {
    expect(upsellCount(undefined)).toBe(3);
    expect(upsellCount(2)).toBe(2);
  });

  it('sends impressions only for a selected, non-control decision with products', () => {
    expect(shouldSendImpressions([item(1)], true)).toBe(true);
    expect(shouldSendImpressions([item(1)], true, { Control: true })).toBe(false);
    expect(shouldSendImpressions([item(1)], false)).toBe(false);
    expect(shouldSendImpressions([], true)).toBe(false);
  });

  it('caps one impression push at 24 products, with positions and recTokens', () => {
    const impressions = recommendationImpressions(Array.from({ length: 30 }, (_, n) => item(n)), 'recommendation carousel');
    expect(impressions).toHaveLength(24);
    expect(impressions[1]).toMatchObject({ position: 2, recToken: 'r.1', price: 80, list: 'recommendation carousel' });
  });

  it('builds the commerce proxy URL with the page context', () => {
    expect(apiUrl(api.recommendations.widgetRecommendations, { query: widgetRecommendationsQuery({ widgetId: 'pdp-similar', productId: 'JK619948', categoryId: null, count: 12 }) })).toBe('/api/products/v1/widgetRecommendations?widgetId=pdp-similar&count=12&productId=JK619948');
  });
});
