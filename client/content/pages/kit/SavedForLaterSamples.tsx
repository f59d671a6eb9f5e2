import type { SaveForLater } from '../../../../shared/cart/schemas/cart';
import type { Site } from '../../../../shared/site';
import { useT } from '../../../state/i18n';
import { SavedForLater } from '../../../cart';
import { KitStates, type KitSectionProps } from './KitStates';

/** A saved list of two items from the seeded catalogue: one that can move back, one no longer sold. */
function sampleList(site: Site): SaveForLater {
  const tile = (price: number, colorCode: string) => ({
    id: 'JK619948',
    name: "Men's Scree Softshell Jacket",
    url: `/${site.locale}/p/mens-scree-softshell-jacket-JK619948`,
    image: { src: `/images/product/JK619948-${colorCode}.svg`, alt: '' },
    colors: [],
    price: { currency: site.currency, lowOriginal: price, highOriginal: price, lowCurrent: price, highCurrent: price, percentagePriceDiscount: 0 },
    rating: { score: 4.5, reviewsCount: 12 },
    labels: [],
  });
  const item = (itemId: string, color: string, colorCode: string, available: boolean) => ({
    itemId,
    productId: `JK619948${colorCode}-M`,
    masterId: 'JK619948',
    qty: 1,
    variants: [
      { code: 'color' as const, value: color },
      { code: 'size' as const, value: 'M' },
    ],
    addedAt: '2026-01-01T00:00:00.000Z',
    available,
    product: tile(149, colorCode),
  });
  return { saveForLaterId: 'kit-list', total: 2, start: 0, items: [item('kit-1', 'Moss Green', '410', true), item('kit-2', 'Clay', '720', false)] };
}

/** The saved-for-later list as the cart shows it, ready and while another cart action is under way (its actions wait). */
export function SavedForLaterSamples({ site, idPrefix }: KitSectionProps) {
  const t = useT();
  const list = sampleList(site);
  // The review page has no basket: its actions have nothing to change.
  const ignore = () => undefined;
  return (
    <KitStates
      id={`${idPrefix}-title`}
      title={t('cart.savedTitle')}
      samples={[
        { state: 'default', node: <SavedForLater saved={list} site={site} busy={false} moveToCart={ignore} remove={ignore} /> },
        { state: 'disabled', node: <SavedForLater saved={{ ...list, items: list.items.slice(0, 1) }} site={site} busy moveToCart={ignore} remove={ignore} /> },
      ]}
    />
  );
}
