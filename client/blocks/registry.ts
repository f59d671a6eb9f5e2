import type { BlockType } from '../../shared/schemas';
import { ARTICLE_VIEWS } from './articles';
import { BANNER_VIEWS } from './banners';
import { CARD_VIEWS } from './cards';
import { GALLERY_VIEWS } from './galleries';
import { MEDIA_VIEWS } from './media';
import { NAVIGATION_VIEWS } from './navigation';
import { PERSONALISATION_VIEWS } from './personalisation';
import { RECOMMENDATION_VIEWS } from './recommendations';
import { TEXT_VIEWS } from './text';
import type { BlockViews } from './types';

/** The component for every CMS block type (spec §2 content blocks). */
export const BLOCK_VIEWS: BlockViews<BlockType> = {
  ...MEDIA_VIEWS,
  ...BANNER_VIEWS,
  ...TEXT_VIEWS,
  ...CARD_VIEWS,
  ...PERSONALISATION_VIEWS,
  ...ARTICLE_VIEWS,
  ...GALLERY_VIEWS,
  ...RECOMMENDATION_VIEWS,
  ...NAVIGATION_VIEWS,
};
