import type { SocialMedia } from '../../../shared/catalogue/schemas/social';
import { bannerImageUrl } from '../urls';

// Shoppers' photos on the social host; newest first, fixed so tests can rely on them.

const photo = (n: number, caption: string, username: string, categoryIds: string[], streamIds = ['ridgeline-community']): SocialMedia => ({
  id: `media-${String(n).padStart(3, '0')}`,
  imageUrl: bannerImageUrl(`social-${n}-${caption.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30)}`),
  caption,
  username,
  createdAt: `2026-10-${String(30 - n).padStart(2, '0')}T09:00:00Z`,
  streamIds,
  categoryIds,
  productIds: [],
  // Most come from Instagram; every third was uploaded in the Ridgeline app.
  source: n % 3 === 0 ? 'Ridgeline app' : 'Instagram',
});

export const SOCIAL_MEDIA: readonly SocialMedia[] = [
  { ...photo(1, 'Sunrise on the north ridge', 'alpine.anna', ['10101', '10000']), productIds: ['JK619948'] },
  photo(2, 'Camp three above the clouds', 'tentlife.tom', ['40102']),
  photo(3, 'Muddy miles on the coast path', 'runs.with.rain', ['30201']),
  photo(4, 'First snow at the hut', 'hutbound', ['20101']),
  photo(5, 'Packed and ready for the loop', 'lightweight.lena', ['40101']),
  photo(6, 'Fleece weather in the valley', 'ridge.ramblers', ['10102', '10000']),
  photo(7, 'Warm hands, cold summit', 'summit.sam', ['40202']),
  photo(8, 'Boots drying by the fire', 'trail.tess', ['30101']),
  photo(9, 'Bivvy under the stars', 'nightsky.nils', ['40103']),
  { ...photo(10, 'Storm rolling in over the lake', 'alpine.anna', ['10101', '10000']), productIds: ['JK619948'] },
  photo(11, 'Beanie season is back', 'cold.coffee.club', ['40201']),
  photo(12, 'Scree run to the car park', 'runs.with.rain', ['30201']),
];

export interface MediaFilter {
  streamId?: string;
  categoryId?: string;
  productId?: string;
  customerId?: string;
}

/** An editor's gallery filter such as `category:10101 product:JK619948`; unknown keys are ignored. */
export function parseFilter(filter: string): MediaFilter {
  const result: MediaFilter = {};
  for (const term of filter.split(/[\s|,]+/)) {
    const [key, value] = term.split(':');
    if (!value) continue;
    if (key === 'category') result.categoryId = value;
    if (key === 'product') result.productId = value;
  }
  return result;
}

export function findMedia(filter: MediaFilter): SocialMedia[] {
  return SOCIAL_MEDIA.filter((media) =>
    (!filter.streamId || media.streamIds.includes(filter.streamId)) &&
    (!filter.categoryId || media.categoryIds.includes(filter.categoryId)) &&
    (!filter.productId || media.productIds.includes(filter.productId)) &&
    (!filter.customerId || media.username === filter.customerId),
  );
}
