import type { BANNER_BLOCKS } from '../../../../shared/content/schemas/blocks/banners';
import type { BlockViews } from '../types';
import { BannerBlockBelow } from './BannerBlockBelow';
import { BannerEspot } from './BannerEspot';
import { BannerImage } from './BannerImage';
import { BannerMenuTile } from './BannerMenuTile';
import { BannerOverlay } from './BannerOverlay';
import { BannerSplit } from './BannerSplit';
import { Hero } from './Hero';
import { ThinBanner } from './ThinBanner';

export const BANNER_VIEWS: BlockViews<keyof typeof BANNER_BLOCKS> = {
  hero: Hero,
  'banner-block-below': BannerBlockBelow,
  'banner-espot': BannerEspot,
  'banner-image': BannerImage,
  'banner-menu-tile': BannerMenuTile,
  'banner-overlay': BannerOverlay,
  'banner-split': BannerSplit,
  'banner-thin': ThinBanner,
};
