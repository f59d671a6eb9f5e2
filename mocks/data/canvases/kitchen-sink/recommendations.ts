import { generateCatalog, type ProductRecord } from '../../catalog';
import { toRecommendationItem } from '../../product-view';
import type { CanvasContext } from '../context';
import { copyFor } from '../language';
import { PAGE_COPY } from './copy/page';

/** The units of each size of a product's first (default) colour. */
const firstColourStock = (record: ProductRecord) => record.stock[0] ?? [];

/**
 * The editor's pinned look: a jacket whose default colour has a sold-out size and others well
 * stocked (a size is chosen in the set), a one-size cap and gloves. Chosen by rule from the
 * seeded catalogue, the same for every site and mode, so it is worked out once.
 */
let pinnedLook: ProductRecord[] | undefined;
function lookRecords(): ProductRecord[] {
  pinnedLook ??= (() => {
    const catalog = generateCatalog();
    const inStock = (units: readonly number[]) => units.filter((count) => count >= 10).length;
    const pick = (categoryId: string, fits: (units: readonly number[]) => boolean) => {
      const found = catalog.find((record) => record.categoryIds.includes(categoryId) && fits(firstColourStock(record)));
      if (!found) throw new Error(`kitchen sink: no product of ${categoryId} fits the pinned look`);
      return found;
    };
    return [
      pick('10101', (units) => units.includes(0) && inStock(units) >= 2),
      pick('40201', (units) => units.length === 1 && inStock(units) === 1),
      pick('40202', (units) => units.length > 1 && inStock(units) >= 2),
    ];
  })();
  return pinnedLook;
}

/** The kitchen-sink section for this block family: every type at least once. */
export function recommendationsBlocks(ctx: CanvasContext): unknown[] {
  const copy = copyFor(ctx, PAGE_COPY).recommendations;
  return [
    {
      id: 'ks-rec-carousel',
      type: 'recommendation-carousel',
      title: copy.jackets,
      widgetId: 'trending-jackets',
      variant: '5-cards',
      showRatings: true,
      quickShopVisibility: false,
      addToCartControls: 'cta',
      bloomreachIndex: 0,
      selected: true,
    },
    {
      id: 'ks-rec-carousel-3',
      type: 'recommendation-carousel',
      titleHtml: copy.weekendHtml,
      widgetId: 'trending-gear',
      variant: '3-cards',
      showRatings: false,
      quickShopVisibility: false,
    },
    {
      id: 'ks-complete-the-look',
      type: 'complete-the-look',
      title: copy.look,
      widgetId: 'complete-the-look',
      stackedCount: 3,
      showRatings: true,
      // A set the shopper picks from and adds in one go.
      addToCartControls: 'checkbox',
      recommendedProducts: lookRecords().map((record, index) => toRecommendationItem(record, ctx.site, 'ks-complete-the-look', index)),
    },
  ];
}
