import type { CanvasContext } from '../context';

/** The kitchen-sink section for this block family: every type at least once. */
export function recommendationsBlocks(_ctx: CanvasContext): unknown[] {
  return [
    {
      id: 'ks-rec-carousel',
      type: 'recommendation-carousel',
      title: 'Trending jackets',
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
      titleHtml: '<p><strong>Packed</strong> for the weekend</p>',
      widgetId: 'trending-gear',
      variant: '3-cards',
      showRatings: false,
      quickShopVisibility: false,
    },
    {
      id: 'ks-complete-the-look',
      type: 'complete-the-look',
      title: 'Complete the look',
      widgetId: 'complete-the-look',
      stackedCount: 3,
      showRatings: true,
    },
  ];
}
