import type { BANNER_BLOCKS } from '../../../shared/schemas';
import type { BlockViews } from '../types';
import { BannerSplit } from './BannerSplit';
import { Hero } from './Hero';
import { ThinBanner } from './ThinBanner';

export const BANNER_VIEWS: BlockViews<keyof typeof BANNER_BLOCKS> = {
  hero: Hero,
  'banner-split': BannerSplit,
  'banner-thin': ThinBanner,
};
